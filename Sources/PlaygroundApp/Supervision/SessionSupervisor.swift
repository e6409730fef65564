// Supervision: who starts whom, and why (this folder holds the processes' side of the design).
//
//   learner's shell
//     └─ playground                 `present`/`follow`: exec'd into playground-room at once (the
//        │                          room's SwiftNIO stays out of every other start; Sources/playground/
//        │                          RoomHandOver.swift), same process, nothing supervised.
//        │                          Otherwise: the SUPERVISOR (SessionSupervisor.supervise): makes the
//        │                          session folder (SessionFolder.swift), becomes the subreaper
//        │                          (Platform's ProcessTree), restarts what ends mid-command.
//        └─ playground (GUARDIAN)   SessionSupervisor.guardWorker: the worker's parent, so a cell's
//           │                       `kill(getppid(), ...)` ends it and not the session.
//           └─ playground (WORKER)  the shell (Session/LiveSession.swift): runs Swift cells in its own
//              │                    process, saves the session's record around each command.
//              ├─ swiftc, checks    Platform's ChildProcess: own process group, time limit, output cap.
//              ├─ sourcekit-lsp     LanguageServer's ServerProcess: own process group.
//              └─ editor, pager     the terminal's foreground, this process group (Editor, Pager).
//
// Every process here is started by Platform's `Spawn` (SessionSpawn.swift for these three).

import Foundation
import Platform
import SwiftCells

/// Keeps a shell session going whatever the learner's code does to the process it runs in.
///
/// Swift cells run in the shell's own process, on the live lesson (see `LiveCellRunner`). So the
/// shell runs as a *worker* under two small processes of this same program:
///
///     playground (supervisor) ── playground (guardian) ── playground (worker: the shell)
///
/// - The **supervisor** is what the learner started. It makes the session's folder, starts a
///   guardian, and waits. When the worker ends in the middle of a command (a cell trapped, called
///   `exit`, ran past the time limit or was stopped with Ctrl-C), it starts another, which reads
///   the session's record and builds the lesson again from the journal without that command. When
///   the worker ends as asked (quit, end of input) or between commands (the terminal closed), the
///   supervisor ends with it.
/// - The **guardian** starts the worker and passes its ending on. It is the worker's parent, so a
///   cell's `kill(getppid(), SIGKILL)` ends only the guardian: the worker goes on (on Linux it
///   becomes the supervisor's child, a subreaper's; elsewhere the supervisor watches it by its pid).
/// - Both ignore Ctrl-C (the worker's) and pass SIGHUP and SIGTERM on; what the learner's shell
///   started them with ignored (`nohup`, a background job) stays ignored in the worker too.
public enum SessionSupervisor {
    public enum Role: Equatable {
        case supervisor
        case guardian(folder: String)
        case worker(folder: String)
    }

    static let roleVariable = "PLAYGROUND_SESSION_ROLE"
    static let folderVariable = "PLAYGROUND_SESSION_FOLDER"
    /// The signals the supervisor found not ignored, for the worker to have at their default action.
    static let defaultsVariable = "PLAYGROUND_SESSION_DEFAULTS"
    /// The supervisor's process id, for a worker to notice it is gone (see ``LiveSession``).
    static let supervisorVariable = "PLAYGROUND_SESSION_SUPERVISOR"

    /// This process's role, from the environment its parent gave it.
    public static var role: Role {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment[folderVariable], !folder.isEmpty else { return .supervisor }
        return environment[roleVariable] == "guardian" ? .guardian(folder: folder) : .worker(folder: folder)
    }

    /// Runs the session as its supervisor; returns the exit status.
    public static func supervise() -> Int32 {
        guard let executable = SessionSpawn.executablePath(), let folder = makeFolder() else {
            Terminal.error("error: cannot start the shell's worker (no session folder or executable path)\n")
            return 1
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        ProcessTree.becomeSubreaper()
        let handled = SessionSpawn.forwardTermination()
        let window = restartWindow(ProcessInfo.processInfo.environment)
        var starts: [ContinuousClock.Instant] = []
        var relaunches: [ContinuousClock.Instant] = []
        var status: Int32 = 1
        while true {
            var environment = ProcessInfo.processInfo.environment
            environment[roleVariable] = "guardian"
            environment[folderVariable] = folder
            environment[defaultsVariable] = handled.map(String.init).joined(separator: ",")
            environment[supervisorVariable] = String(getpid())
            guard let guardian = SessionSpawn.start(executable, arguments: CommandLine.arguments, environment: environment, defaults: []) else {
                Terminal.error("error: cannot start the shell's worker: \(String(cString: strerror(errno)))\n")
                return 1
            }
            SessionSpawn.child.pointee = guardian
            starts.append(.now)
            var ending = SessionSpawn.wait(for: guardian).map { SessionSpawn.Ending.relayed($0.status) } ?? .exited(1)
            SessionSpawn.child.pointee = 0
            // The guardian gone (killed by a cell) while the worker goes on: wait for the worker.
            if let worker = SessionRecordFile(folder: folder).current.worker, SessionSpawn.isAlive(worker) {
                ending = waitForOrphan(worker) ?? ending
            }
            // Read only now: the worker saved it up to its end.
            let file = SessionRecordFile(folder: folder)
            var record = file.current
            status = record.ended ? record.exitStatus : ending.status
            if record.ended || SessionSpawn.terminated.pointee != 0 { break }
            if file.wasDamaged {
                // A cell wrote over the record: the journal is gone with it, the session is not.
                file.update { record in
                    record = SessionRecord()
                    record.notice = "The session's record was damaged (by a cell?), so the lesson starts afresh; your page is kept ('page')."
                    record.lastStatus = ending.status
                }
                record = file.current
            } else if record.pending == nil && !record.restoring && !record.relaunch {
                // Between commands, not as asked. Hung up, terminated from outside, or quit with
                // Ctrl-\ (SIGQUIT, as in any shell): the session ends. Otherwise (a crash in work a
                // cell left running, `kill -9` of the shell's process at the prompt, the system out
                // of memory) the shell starts again.
                if case .signalled(let signal) = ending, [SIGHUP, SIGTERM, SIGPIPE, SIGQUIT, SIGINT].contains(signal) { break }
                file.update { record in
                    record.atPrompt = describe(ending)
                    record.lastStatus = ending.status
                }
                record = file.current
            }
            // Whatever the last worker's cells started ends too, then a new worker.
            ProcessTree.endChildren(except: [])
            starts = starts.filter { ContinuousClock.now - $0 < window }
            if record.relaunch, record.tookBack != nil {
                // `undo`, done in a new process: asked for, never a failure.
                if !starts.isEmpty { starts.removeLast() }
                continue
            }
            if record.relaunch {
                relaunches = relaunches.filter { ContinuousClock.now - $0 < window } + [.now]
                // Asked for, not a failure, unless it keeps happening (a cell that ends every new
                // guardian as the lesson is built again): then the lesson starts afresh.
                if relaunches.count <= 5 {
                    // Not counted among the restarts (the window may hold none of them by now).
                    if !starts.isEmpty { starts.removeLast() }
                    continue
                }
                file.update { record in
                    record.relaunch = false
                    record.notice = "The shell kept losing the process that watches it while rebuilding the lesson, so the lesson starts afresh."
                    record.journal = .init(nextCell: record.journal.nextCell)
                }
                relaunches = []
                continue
            }
            file.update { record in
                record.lastEnding = describe(ending)
                record.lastStatus = ending.status
                record.endedAt = Date().timeIntervalSince1970
                if record.restoring || starts.count > 10 {
                    record.atPrompt = nil
                    // Building the lesson again took the shell down too: start afresh.
                    record.notice = "The lesson could not be brought back (the shell ended again while rebuilding it), so it starts afresh."
                    record.journal = .init(nextCell: record.journal.nextCell)
                    record.pending = nil
                    record.running = nil
                    record.restoring = false
                }
            }
            if starts.count > 20 { break }
        }
        return status
    }

    /// How far back restarts count towards "the shell keeps ending": `PLAYGROUND_SESSION_RESTART_WINDOW`
    /// (seconds; tests make it 0 to see a session as old as they need), 30 s otherwise.
    static func restartWindow(_ environment: [String: String]) -> Duration {
        if let text = environment["PLAYGROUND_SESSION_RESTART_WINDOW"], let seconds = Double(text), seconds >= 0, seconds < 1e6 {
            return .milliseconds(Int64(seconds * 1000))
        }
        return .seconds(30)
    }

    /// Runs the guardian: starts the worker, waits for it, ends as it ended.
    public static func guardWorker(folder: String) -> Never {
        guard let executable = SessionSpawn.executablePath() else { exit(1) }
        SessionSpawn.forwardTermination()
        var environment = ProcessInfo.processInfo.environment
        // The signals the learner's shell had not ignored come back at their default action in the worker.
        let defaults = (environment.removeValue(forKey: defaultsVariable) ?? "").split(separator: ",").compactMap { Int32($0) }
        environment[roleVariable] = "worker"
        environment[folderVariable] = folder
        // A crash report names the cell whose code crashed, also for work a cell left running after
        // it returned, when the crash comes at the prompt: into a file, for the next worker to read.
        if environment["SWIFT_BACKTRACE"] == nil {
            let crashes = crashFolder(folder)
            try? FileManager.default.createDirectory(atPath: crashes, withIntermediateDirectories: true)
            environment["SWIFT_BACKTRACE"] = CrashReports.settings + ",output-to=" + crashes
        }
        guard let worker = SessionSpawn.start(executable, arguments: CommandLine.arguments, environment: environment,
                                              defaults: defaults) else { exit(1) }
        SessionSpawn.child.pointee = worker
        // The supervisor killed (`kill -9`): its children are given to another parent at once, so
        // the guardian sees it first, and ends the worker, which would read keys typed to the
        // learner's shell from now on (SIGHUP puts the terminal back).
        let supervisor = getppid()
        Thread.detachNewThread {
            while getppid() == supervisor { usleep(50_000) }
            kill(worker, SIGHUP)
            sleep(1)
            kill(worker, SIGKILL)
        }
        let ending = SessionSpawn.wait(for: worker) ?? .exited(1)
        exit(ending.status)
    }

    /// Waits for a worker that is no longer the guardian's child: ours on Linux (a subreaper's),
    /// watched by its pid elsewhere.
    static func waitForOrphan(_ worker: pid_t) -> SessionSpawn.Ending? {
        if let ending = SessionSpawn.wait(for: worker) { return ending }
        while SessionSpawn.isAlive(worker) { usleep(50_000) }
        return nil
    }

    static func describe(_ ending: SessionSpawn.Ending) -> String {
        switch ending {
        case .exited(let status): "exit status \(status)"
        case .signalled(let signal): "signal \(signal)"
        }
    }
}
