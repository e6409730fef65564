import Foundation
import PlaygroundKit
import SwiftCells

/// What a supervised session keeps on disk, in the folder its supervisor made (see
/// ``SessionSupervisor``): the live lesson's journal, and what the shell is doing right now, so
/// that a shell that ends in the middle of a command is followed by one that knows which command
/// it was and builds the lesson again without it.
struct SessionRecord: Codable, Equatable {
    var journal = SessionJournal()
    /// The line being handled, saved before it is handled and cleared after: set when the shell ended
    /// in the middle of it.
    var pending: String?
    /// The cell running in the middle of `pending`, with where its output went.
    var running: LiveCellRunner.RunningCell?
    /// The shell was in Swift mode (not just for a cell begun with `swift func f() {`): before the
    /// line being handled, or after the last one. The next worker is in Swift mode too, so a cell
    /// that ended the process, or `undo` typed in Swift mode, leaves the learner where they were.
    var swiftMode: Bool?
    /// The worker's process id, for the supervisor to wait on when the guardian is gone.
    var worker: Int32?
    /// The worker is building the lesson again from the journal: if it ends meanwhile, the next one
    /// starts afresh instead.
    var restoring = false
    /// How the last worker ended, when the supervisor started another (`exit status 0`, `signal 4`).
    var lastEnding: String?
    var lastStatus: Int32?
    /// When the supervisor saw the last worker end (seconds since 1970): with `PLAYGROUND_TIMINGS=1`
    /// the next worker says how long bringing the lesson back took, from there.
    var endedAt: Double?
    /// The shell ended as asked (quit, end of input): the supervisor ends too, with `exitStatus`.
    var ended = false
    var exitStatus: Int32 = 0
    /// In a script: lines read so far and commands that failed (numbering and exit status go on
    /// across a restart).
    var linesRead = 0
    var failures = 0
    /// Why the session could not be brought back, for the next shell to say.
    var notice: String?
    /// How the last worker ended between commands, not as asked (`signal 4`: work a cell left
    /// running crashed, or the process was killed at the prompt): the next worker says so.
    var atPrompt: String?
    /// The worker lost its guardian (a cell ended it) and ended between commands to be started
    /// again under a new one: the next worker builds the lesson again, quietly.
    var relaunch = false
    /// How many lines of `journal.jsonl` hold the journal's entries (see ``SessionRecordFile``).
    var journalEntries: Int?
    /// With `relaunch`: `undo` asked for it, having taken back this (`cell 3`, `'next'`); the
    /// journal is already without it.
    var tookBack: String?
    /// The language the shell was read in (`lang`, which a journal opened afterwards does not
    /// hold): the next worker reads in it too.
    var language: String?
}

/// The record's files: `session.json`, written whole each time (a new file renamed over the old,
/// so it is never half written), without the journal's entries; and `journal.jsonl`, the entries,
/// one JSON line each, appended to as the journal grows and written whole only when it changed
/// otherwise (`undo`, a restore). `session.json` says how many lines of it count, so a line half
/// appended when the process ended is not read. A session's cost per command stays the same
/// however long its journal (a script of 100,000 lines). Shared by the shell's thread and a
/// cell's watchdog.
final class SessionRecordFile: @unchecked Sendable {
    let folder: String
    private let lock = NSLock()
    /// The record without the journal's entries, which are in `entries`: an array of this file's
    /// own, never the shell's, so that neither copies the other's on its next append.
    private var record: SessionRecord
    /// What `journal.jsonl` holds.
    private var entries: [JournalEntry] = []
    /// Whether the file was there but could not be read when this was made: damaged.
    let wasDamaged: Bool

    var path: String { folder + "/session.json" }
    var journalPath: String { folder + "/journal.jsonl" }

    init(folder: String) {
        self.folder = folder
        record = SessionRecord()
        if let data = FileManager.default.contents(atPath: folder + "/session.json"),
           let loaded = try? JSONDecoder().decode(SessionRecord.self, from: data) {
            record = loaded
            wasDamaged = false
            entries = loaded.journalEntries.map { Self.readEntries(folder + "/journal.jsonl", count: $0) } ?? loaded.journal.entries
            record.journal.entries = []
        } else {
            wasDamaged = FileManager.default.fileExists(atPath: folder + "/session.json")
        }
    }

    var current: SessionRecord {
        lock.withLock {
            var whole = record
            whole.journal.entries = entries
            return whole
        }
    }

    /// Applies `change` and saves the record (`save` false: with the next change that saves, for
    /// what may be lost with the process, such as a script's count of lines read).
    func update(save: Bool = true, _ change: (inout SessionRecord) -> Void) {
        lock.withLock {
            var working = record
            working.journal.entries = entries
            change(&working)
            var changed = working.journal.entries
            working.journal.entries = []
            record = working
            guard save else {
                if !Self.same(changed, entries) { entries = changed.map { $0 } }
                return
            }
            saveEntries(&changed)
            var brief = record
            brief.journalEntries = entries.count
            guard let data = try? JSONEncoder().encode(brief) else { return }
            // Renamed over the old one: never half written. Not synced to the disk, which only a
            // machine's crash would need, and which cost more than the rest of a command.
            let temporary = path + ".new"
            if (try? data.write(to: URL(fileURLWithPath: temporary))) != nil {
                _ = rename(temporary, path)
            }
        }
    }

    /// Whether `new` is `old` as far as one can tell without reading it all: the same count, first
    /// and last entry (the journal changes by appending, or by being built again).
    private static func same(_ new: [JournalEntry], _ old: [JournalEntry]) -> Bool {
        new.count == old.count && new.first == old.first && new.last == old.last
    }

    /// Appends what `new` added to the file (and to `entries`); writes it whole when `new` is not
    /// `entries` and more. `new` is emptied first, so `entries` is the only reference to its array.
    private func saveEntries(_ new: inout [JournalEntry]) {
        if Self.same(new, entries) { new = []; return }
        let extends = new.count > entries.count && (entries.isEmpty || (new.first == entries.first && new[entries.count - 1] == entries.last))
        let added = extends ? Array(new[entries.count...]) : new.map { $0 }
        new = []
        let encoder = JSONEncoder()
        let data = added.reduce(into: Data()) { data, entry in
            guard let line = try? encoder.encode(entry) else { return }
            data.append(line)
            data.append(UInt8(ascii: "\n"))
        }
        if extends, let handle = FileHandle(forWritingAtPath: journalPath) {
            handle.seekToEndOfFile()
            handle.write(data)
            try? handle.close()
            entries.append(contentsOf: added)
        } else {
            entries = added
            let temporary = journalPath + ".new"
            guard (try? data.write(to: URL(fileURLWithPath: temporary))) != nil else { return }
            _ = rename(temporary, journalPath)
        }
    }

    /// The first `count` entries of the file (fewer if it holds fewer whole lines).
    static func readEntries(_ path: String, count: Int) -> [JournalEntry] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).prefix(count).compactMap { try? decoder.decode(JournalEntry.self, from: Data($0)) }
    }
}
