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
    /// With `relaunch`: `undo` asked for it, having taken back this (`cell 3`, `'next'`); the
    /// journal is already without it.
    var tookBack: String?
}

/// The record's file, `session.json`, written whole each time (a new file renamed over the old,
/// so it is never half written). Shared by the shell's thread and a cell's watchdog.
final class SessionRecordFile: @unchecked Sendable {
    let folder: String
    private let lock = NSLock()
    private var record: SessionRecord
    /// Whether the file was there but could not be read when this was made: damaged.
    let wasDamaged: Bool

    var path: String { folder + "/session.json" }

    init(folder: String) {
        self.folder = folder
        record = SessionRecord()
        if let data = FileManager.default.contents(atPath: folder + "/session.json"),
           let loaded = try? JSONDecoder().decode(SessionRecord.self, from: data) {
            record = loaded
            wasDamaged = false
        } else {
            wasDamaged = FileManager.default.fileExists(atPath: folder + "/session.json")
        }
    }

    var current: SessionRecord { lock.withLock { record } }

    /// Applies `change` and saves the record.
    func update(_ change: (inout SessionRecord) -> Void) {
        lock.withLock {
            change(&record)
            guard let data = try? JSONEncoder().encode(record) else { return }
            let temporary = path + ".new"
            if FileManager.default.createFile(atPath: temporary, contents: data) {
                _ = rename(temporary, path)
            }
        }
    }
}
