import Foundation
import Platform

/// The history file: location, cap, load and save. Pure Swift, testable without a terminal.
///
/// ## Format
/// UTF-8 text, one entry per line, oldest first. Inside an entry `\` is written `\\`, a newline `\n`, a carriage
/// return `\r` and a NUL `\0`, so every entry round-trips. (This is deliberately not libedit's own `H_SAVE` format,
/// whose encoding differs between libedit versions.) Files are written with mode 0600; they may hold secrets.
///
/// ## Saving: atomic, locked, merged
/// Every write goes to a temporary file in the same folder (`.history-XXXXXX` for a file called `history`), is
/// flushed to disk, then renamed over the file, so a reader sees the old file or the new one, never half of one.
///
/// Several playgrounds can run at once, each saving as it goes. So that none loses another's entries, a write holds
/// an exclusive `flock(2)` on a lock file next to the history (`history.lock`; it is created once and left in
/// place, as lock files must be) from before it reads the file until after the rename: ``append(_:)`` reads what is
/// on disk, adds its entries, and replaces the file, with no other writer in between. `flock` locks belong to the
/// open file, so two threads of one process exclude each other as two processes do.
///
/// A lock held longer than ``lockTimeout`` (a stopped or hung process) does not hang the caller: the write goes
/// ahead without the lock, and the result says so (``SaveOutcome/lockTimedOut``) with a sentence for the user.
///
/// While it holds the lock, a write also removes temporary files left by writers that were killed between creating
/// their temporary file and renaming it: every writer holds the lock while its temporary file exists, so any other
/// temporary file matching the name is debris.
///
/// ## A file we cannot read completely is never overwritten
/// A line that is not valid UTF-8, holds a NUL byte, or is longer than ``maxEntryBytes`` makes the file *corrupt*.
/// ``load()`` then returns the entries it could read, plus a warning. ``save(_:)`` and ``append(_:)`` check the file
/// on disk again (under the lock) before writing: if it is corrupt, too large, or unreadable, they write **nothing**
/// and return a warning. We chose "write nothing" over "keep what we could read plus the new entries" because the
/// unreadable part may be something the user wants back (or the path may point at a file that is not ours at all);
/// the warning tells them to move the file away, after which history is saved again.
public struct HistoryFile: Sendable {
    public var url: URL
    /// The most entries kept; the oldest are dropped first.
    public var capacity: Int
    /// How long a save waits, in seconds, for another process to release the lock before saving without it.
    public var lockTimeout: Double = 2

    /// The longest line accepted in the file, in bytes as stored (escaped). Longer lines make the file corrupt, and
    /// ``save(_:)`` leaves out entries that would be longer (a pasted megabyte is not worth keeping).
    public static let maxEntryBytes = 64 * 1024
    /// Files larger than this are not read at all (and therefore never overwritten).
    static let maxFileBytes = 64 * 1024 * 1024

    public init(url: URL, capacity: Int = 1000) {
        self.url = url
        self.capacity = capacity
    }

    /// What a save did.
    public struct SaveOutcome: Sendable, Equatable {
        /// Why nothing was written, as a sentence for the user; nil when the file now holds the entries.
        public var problem: String?
        /// Set when the write went ahead without the lock (held by another process past ``lockTimeout``, or the
        /// lock file could not be used): a sentence for the user.
        public var lockWarning: String?
        /// Whether the lock was still held by someone else after ``lockTimeout``.
        public var lockTimedOut = false

        /// Whether the file now holds the entries.
        public var saved: Bool { problem == nil }
    }

    /// The default location: `$XDG_STATE_HOME/mvvm-playground/history`, else `$HOME/.local/state/mvvm-playground/history`,
    /// else nil (no history file). Relative or empty values are ignored, as the XDG spec asks.
    /// `environment` is injected so tests can pass a dictionary; this never reads `ProcessInfo` itself.
    public static func defaultLocation(environment: [String: String]) -> URL? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true)
                .appendingPathComponent("mvvm-playground", isDirectory: true)
                .appendingPathComponent("history", isDirectory: false)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/state/mvvm-playground", isDirectory: true)
                .appendingPathComponent("history", isDirectory: false)
        }
        return nil
    }

    /// Loads entries (at most the newest `capacity`). Missing file -> `[]` and no warning. Unreadable or corrupt
    /// -> the readable entries (or `[]`) plus a warning. Never throws, never modifies the file, takes no lock (the
    /// file is only ever replaced whole, by rename).
    public func load() -> (entries: [String], warning: String?) {
        let contents = readContents()
        return (Array(contents.entries.suffix(max(0, capacity))), contents.warning)
    }

    /// Replaces the file's entries with the last `capacity` of `entries` (see the type's documentation: atomic,
    /// under the lock), creating parent directories (mode 0700). Blank entries and entries longer than
    /// ``maxEntryBytes`` are left out. If `url` is a symbolic link, the file it points to is replaced, not the link.
    ///
    /// Returns a warning instead of throwing when the file cannot be written (unwritable directory, read-only file,
    /// a parent path that is not a directory, ...), and writes nothing, with a warning, when the existing file could
    /// not be read completely (see the type's documentation). Also returns a warning, having saved, when it had to
    /// save without the lock.
    public func save(_ entries: [String]) -> String? {
        let outcome = write { _ in entries }
        return outcome.problem ?? outcome.lockWarning
    }

    /// Adds `entries` after the ones in the file *now*, under the lock (see the type's documentation), following
    /// ``HistoryList``'s rules: blank entries and an entry equal to the one before it are dropped, and only the
    /// newest `capacity` are kept. Everything else is as for ``save(_:)``. Cheap enough to call after every line:
    /// the file holds at most `capacity` short lines.
    public func append(_ entries: [String]) -> SaveOutcome {
        write { onDisk in
            var merged = HistoryList(entries: onDisk, capacity: capacity)
            for entry in entries.suffix(max(0, capacity)) {
                merged.append(entry)
            }
            return merged.entries
        }
    }
}
