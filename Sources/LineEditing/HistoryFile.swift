import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    // MARK: - Writing

    /// Takes the lock, reads the file, and replaces it with `newEntries(entries on disk)`.
    private func write(_ newEntries: ([String]) -> [String]) -> SaveOutcome {
        let target = resolvedURL()
        let path = target.path
        if let problem = writabilityProblem() {
            return SaveOutcome(problem: problem)
        }
        let directory = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return SaveOutcome(problem: "History will not be saved: could not create the folder \(directory.path) (\(Self.describe(error))).")
        }

        var outcome = SaveOutcome()
        let lock = HistoryLock.acquire(path: path + ".lock", timeout: lockTimeout)
        defer { lock.release() }
        outcome.lockWarning = lock.warning
        outcome.lockTimedOut = lock.timedOut

        let existing = readContents()
        if existing.exists && !existing.isComplete {
            outcome.problem = existing.warning
                ?? "The history file \(path) could not be read completely, so it will not be overwritten."
            return outcome
        }
        let temporaryPrefix = "." + target.lastPathComponent + "-"
        if lock.isHeld {
            removeStaleTemporaryFiles(in: directory.path, prefix: temporaryPrefix)
        }

        var bytes: [UInt8] = []
        for entry in newEntries(existing.entries).suffix(max(0, capacity)) {
            guard !HistoryList.isBlank(entry) else { continue }
            let line = Self.encode(entry)
            guard line.count <= Self.maxEntryBytes else { continue }
            bytes.append(contentsOf: line)
            bytes.append(0x0A)
        }

        var template = Array((directory.path + "/" + temporaryPrefix + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            outcome.problem = "History will not be saved: could not write in \(directory.path) (\(Self.errnoText()))."
            return outcome
        }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        if !bytes.withUnsafeBytes({ writeAll(fd, $0) }) {
            failure = Self.errnoText()
        } else if fsync(fd) != 0 {
            failure = Self.errnoText()
        }
        if closeDescriptor(fd) != 0, failure == nil {
            failure = Self.errnoText()
        }
        if failure == nil, rename(temporaryPath, path) != 0 {
            failure = Self.errnoText()
        }
        if let failure {
            unlink(temporaryPath)
            outcome.problem = "History could not be saved to \(path) (\(failure))."
        }
        return outcome
    }

    /// Removes `prefix` + six letters or digits (what `mkstemp` makes of `XXXXXX`): temporary files of writers that
    /// died before renaming them. Only regular files; only while holding the lock.
    private func removeStaleTemporaryFiles(in directory: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where Self.isTemporaryName(name, prefix: prefix) {
            let path = directory + "/" + name
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                unlink(path)
            }
        }
    }

    static func isTemporaryName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let suffix = name.utf8.dropFirst(prefix.utf8.count)
        return suffix.count == 6 && suffix.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }

    // MARK: - Reading

    /// What is on disk right now.
    struct Contents {
        /// Every entry that could be read, oldest first (not capped).
        var entries: [String] = []
        /// Whether there is a file (or something else) at the path.
        var exists = false
        /// False if part or all of the file could not be read; such a file must not be overwritten.
        var isComplete = true
        var warning: String?
    }

    func readContents() -> Contents {
        let path = url.path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let error = errno
            if error == ENOENT || error == ENOTDIR {
                return Contents()
            }
            return Contents(exists: true, isComplete: false,
                            warning: "The history file \(path) could not be read (\(Self.errnoText(error))), so history will not be loaded or saved this session.")
        }
        defer { _ = closeDescriptor(fd) }

        var info = stat()
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                return Contents(exists: true, isComplete: false,
                                warning: "The history file \(path) is a directory, so history will not be loaded or saved this session.")
            }
            if Int(info.st_size) > Self.maxFileBytes {
                return Contents(exists: true, isComplete: false,
                                warning: "The history file \(path) is too large to be a history file (\(info.st_size) bytes), so it was not loaded and will not be overwritten. Move it away to start a new history.")
            }
        }

        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { readDescriptor(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: chunk[0..<count])
                if data.count > Self.maxFileBytes {
                    return Contents(exists: true, isComplete: false,
                                    warning: "The history file \(path) is too large to be a history file, so it was not loaded and will not be overwritten. Move it away to start a new history.")
                }
            } else if count == 0 {
                break
            } else if errno != EINTR {
                return Contents(exists: true, isComplete: false,
                                warning: "The history file \(path) could not be read (\(Self.errnoText())), so history will not be loaded or saved this session.")
            }
        }

        var contents = Contents(exists: true)
        var badLines = 0
        for var line in data.split(separator: 0x0A, omittingEmptySubsequences: true) {
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty { continue }
            guard line.count <= Self.maxEntryBytes, !line.contains(0),
                  let text = String(validating: line, as: UTF8.self) else {
                badLines += 1
                continue
            }
            let entry = Self.decode(text)
            if !HistoryList.isBlank(entry) {
                contents.entries.append(entry)
            }
        }
        if badLines > 0 {
            contents.isComplete = false
            let lines = badLines == 1 ? "1 line" : "\(badLines) lines"
            contents.warning = "The history file \(path) is damaged: \(lines) (not UTF-8 text, NUL bytes, or too long) skipped. To keep what is there, the file will not be overwritten; move it away to start a new history."
        }
        return contents
    }

    /// Why saving would fail, checked without touching anything; nil if it looks possible.
    /// (Root passes every permission check, so the only sure failure then is a parent path that is not a folder.)
    func writabilityProblem() -> String? {
        let target = resolvedURL()
        var info = stat()
        if lstat(target.path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                return "History will not be saved: \(target.path) is a directory."
            }
            if access(target.path, W_OK) != 0 {
                return "History will not be saved: \(target.path) is read-only (\(Self.errnoText()))."
            }
        }
        var directory = target.deletingLastPathComponent()
        while true {
            let path = directory.path
            if stat(path, &info) == 0 {
                if (info.st_mode & S_IFMT) != S_IFDIR {
                    return "History will not be saved: \(path) is not a folder."
                }
                if access(path, W_OK | X_OK) != 0 {
                    return "History will not be saved: the folder \(path) is not writable (\(Self.errnoText()))."
                }
                return nil
            }
            if errno == ENOTDIR {
                // Some ancestor is a regular file; keep walking up to name it.
            } else if errno != ENOENT {
                return "History will not be saved: \(path) is not accessible (\(Self.errnoText()))."
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == path { return nil }
            directory = parent
        }
    }

    /// `url` with symbolic links at the end followed (even to a file that does not exist yet), so saving replaces
    /// the file a link points to rather than the link.
    func resolvedURL() -> URL {
        var current = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                break
            }
            current = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return current.standardizedFileURL
    }

    // MARK: - Encoding

    static func encode(_ entry: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(entry.utf8.count)
        for byte in entry.utf8 {
            switch byte {
            case 0x5C: out += [0x5C, 0x5C]      // \  -> \\
            case 0x0A: out += [0x5C, 0x6E]      // LF -> \n
            case 0x0D: out += [0x5C, 0x72]      // CR -> \r
            case 0x00: out += [0x5C, 0x30]      // NUL -> \0
            default: out.append(byte)
            }
        }
        return out
    }

    /// The inverse of ``encode(_:)``. Unknown escapes and a trailing lone backslash are kept as written.
    static func decode(_ line: String) -> String {
        guard line.utf8.contains(0x5C) else { return line }
        var out: [UInt8] = []
        out.reserveCapacity(line.utf8.count)
        var iterator = line.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == 0x5C else { out.append(byte); continue }
            guard let next = iterator.next() else { out.append(byte); break }
            switch next {
            case 0x5C: out.append(0x5C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x30: out.append(0x00)
            default: out += [byte, next]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Helpers

    static func errnoText(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return errnoText(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return errnoText(Int32(nsError.code))
        }
        return nsError.localizedDescription
    }
}

