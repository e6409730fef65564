import CellKit
import Foundation
import Platform
import PlaygroundKit
import SwiftCells

/// The worker's side of a supervised session (see ``SessionSupervisor``): cells run in this
/// process through a ``LiveCellRunner``, the session's record is saved around every command, and a
/// worker started after one that ended in the middle of a command builds the lesson again.
final class LiveSession {
    let file: SessionRecordFile
    let runner: LiveCellRunner
    let completer: MemberCompleter
    /// The guardian this worker started under.
    let parent = getppid()

    /// The guardian is gone (a cell ended it): the supervisor is the parent now, and one more such
    /// cell would end it too. The session ends this worker between commands and starts another
    /// under a new guardian.
    var mustRelaunch: Bool {
        if restart != nil || getppid() != parent || parentDying { return true }
        // Dying (a signal on its way): only a cell could have sent one, so asked after cells only.
        if cells.ranSinceAsked(), ProcessTree.isDying(parent) { parentDying = true }
        return parentDying
    }

    /// The guardian was seen dying (sticky: it does not get better).
    private var parentDying = false
    /// The parent as the last cell found it, and whether a cell ran since `mustRelaunch` last asked.
    private let cells: ParentAtStart

    /// What `undo` asked a new process to build (``startAgain(from:notice:)``), and what it took back.
    private var restart: (journal: SessionJournal, tookBack: String)?

    /// Ends this worker between commands to be started again under a new guardian.
    func markRelaunch() {
        file.update { record in
            record.relaunch = true
            record.pending = nil
        }
    }

    /// Say how long bringing the lesson back took (`PLAYGROUND_TIMINGS=1`).
    let showTimings: Bool

    /// `cellCache`: where compiled cells are kept for the next session (``CompiledCellCache``), if anywhere.
    init(folder: String, environment: [String: String], cellCache: String? = nil) {
        showTimings = environment["PLAYGROUND_TIMINGS"] == "1"
        let file = SessionRecordFile(folder: folder)
        self.file = file
        // The shell's parent as a cell found it: a parent already gone then (killed from outside at
        // the prompt) is not the cell's doing.
        let before = ParentAtStart()
        cells = before
        let hooks = LiveCellRunner.Hooks(
            willRun: { cell in
                before.note()
                file.update { $0.running = cell }
            },
            interrupted: { BusyInterrupt.pressed != 0 },
            abandoning: { cell in file.update { $0.running = cell } },
            // Kept, it would end the next guardian too when the lesson is built again.
            rejects: {
                guard before.changed() else { return nil }
                return "it ended the shell's parent process, so it is not kept (the shell starts again under a new one)"
            })
        runner = LiveCellRunner(folder: folder + "/cells", configuration: SwiftRunner.Configuration(environment: environment),
                                environment: environment, hooks: hooks, cacheFolder: cellCache)
        completer = MemberCompleter(folder: folder + "/cells")
        file.update { $0.worker = getpid() }
        Self.endWhenOrphaned(supervisor: environment[SessionSupervisor.supervisorVariable].flatMap { Int32($0) })
        // Line-buffered: what a cell printed before it trapped is in its file, not lost in a buffer.
        CellOutput.lineBuffered()
    }

    /// A worker whose supervisor is gone (`kill -9` of it: the terminal is the learner's shell's
    /// again) ends, by SIGHUP, which puts the terminal back, rather than read the next keys typed
    /// to the learner's shell. Checked every 50 ms. (Its guardian gone is another matter: the
    /// supervisor goes on and starts another.)
    static func endWhenOrphaned(supervisor: pid_t?) {
        guard let supervisor, supervisor > 1 else { return }
        Thread.detachNewThread {
            var parent = getppid()
            while true {
                usleep(50_000)
                // Gone: no such process, or (the guardian gone before, so the supervisor was the
                // parent, a subreaper's) the parent is no longer the supervisor.
                let now = getppid(), gone = kill(supervisor, 0) != 0 && errno == ESRCH
                defer { parent = now }
                if !gone, !(parent == supervisor && now != supervisor) { continue }
                kill(getpid(), SIGHUP)
                sleep(1)  // SIGHUP ignored (`nohup`): end anyway
                kill(getpid(), SIGKILL)
            }
        }
    }

    /// A cell's variables for live objects look them up in `shell`'s open lesson.
    func attach(_ shell: Shell) {
        let box = ShellBox(shell)
        CellHost.setLiveObjects { name in box.shell.liveObjects.first { $0.name == name }?.value() }
    }

    /// Handles `line` with the record saying so meanwhile: should the process end before `handle`
    /// returns, the next worker knows the line was the culprit.
    func handle(_ line: String, in shell: Shell, _ handle: () -> Shell.Response) -> Shell.Response {
        // The shell's journal is read inside the updates only: a copy kept across `handle` would
        // make the shell's next append copy the whole journal (a script's cost would grow with it).
        file.update { record in
            record.journal = shell.journal
            record.pending = line
            record.running = nil
            record.swiftMode = shell.staysInSwiftMode
        }
        let response = handle()
        let relaunch = mustRelaunch, tookBack = restart?.tookBack
        file.update { record in
            record.journal = restart?.journal ?? shell.journal
            record.swiftMode = shell.staysInSwiftMode
            record.pending = nil
            record.running = nil
            record.relaunch = relaunch
            record.tookBack = tookBack
            record.language = shell.language.rawValue
            if response.failed { record.failures += 1 }  // a script's exit status counts it, across restarts too
        }
        return response
    }

    /// For a worker that follows one that ended in the middle of a command: the lesson built again
    /// without that command, and what to tell the learner. Nil for the session's first worker.
    func recover(_ shell: Shell) -> Shell.Response? {
        // Back in Swift mode when the last worker was (see ``SessionRecord/swiftMode``).
        defer { if file.current.swiftMode == true { shell.enterSwiftMode() } }
        let record = file.current
        if let code = record.language, let language = Language(rawValue: code) { shell.language = language }
        var notice: Shell.Response?
        if let text = record.notice {
            notice = Shell.Response(text: StyledText(text + "\n", .warning))
            file.update { $0.notice = nil }
        }
        if record.relaunch, record.pending == nil {
            file.update { $0.restoring = true }
            var response: Shell.Response
            if let what = record.tookBack {
                response = shell.tookBack(what, journal: record.journal)
            } else {
                _ = shell.restore(record.journal)
                response = Shell.Response(text: StyledText(Words.$language.withValue(shell.language) {
                    Words.pick("(A cell ended the shell's guardian process, so the shell started again under a new one; the lesson is as it was.)",
                               "(Ячейка завершила процесс-опекун оболочки, поэтому оболочка запущена заново под новым; урок такой, как был.)",
                               "(Sebuah sel mengakhiri proses penjaga shell, jadi shell dimulai lagi di bawah proses baru; pelajaran tetap seperti semula.)")
                } + "\n", .dim))
            }
            file.update { record in
                record.relaunch = false
                record.tookBack = nil
                record.restoring = false
                record.journal = shell.journal
            }
            return response
        }
        let report = CrashReports.take(from: SessionSupervisor.crashFolder(file.folder))
        var journal = record.journal
        let blame: Shell.Culprit
        if let culprit = record.pending {
            let earlier = Set(journal.cells.map(\.label)).subtracting([record.running?.label].compactMap { $0 })
            if let running = record.running, let crash = LiveCellRunner.leftRunningCrash(report, labels: earlier, status: record.lastStatus) {
                // The crash was in work an earlier cell left running, while this one ran: that cell
                // goes; this one, which did not finish, is not kept either.
                journal.entries.removeAll { if case .cell(let cell) = $0 { cell.label == crash.label } else { false } }
                var run = crash.run
                run.output = LiveCellRunner.afterCrash(running, status: record.lastStatus, memoryLimit: runner.memoryLimitDescription).output
                blame = .leftRunning(label: crash.label, run: run)
            } else if let running = record.running {
                blame = .cell(label: running.label, run: LiveCellRunner.afterCrash(running, status: record.lastStatus,
                                                                                  memoryLimit: runner.memoryLimitDescription, report: report))
            } else {
                blame = .line(culprit, ending: record.lastEnding ?? "it ended")
            }
        } else if let ending = record.atPrompt {
            // Between commands: work a cell left running crashed (its frames name the cell), or the
            // process was ended from outside.
            let labels = Set(journal.cells.map(\.label))
            var crash = LiveCellRunner.leftRunningCrash(report, labels: labels, status: record.lastStatus)
            if crash == nil, record.lastStatus != 128 + SIGKILL, record.lastStatus != 128 + SIGHUP, let newest = journal.cells.last {
                // A crash no frame of a cell names: kept, the newest cell's work would crash again
                // as the lesson is built; without it, the next crash names the cell before.
                let status = record.lastStatus ?? 0
                let how = status > 128 ? "it crashed (signal \(status - 128))" : "it ended the process (exit \(status))"
                crash = (newest.label, CodeRun(ending: .crashed(message: how + "; no frame named a cell, so the newest cell is taken for the one that started it", location: nil)))
            }
            if let crash {
                journal.entries.removeAll { if case .cell(let cell) = $0 { cell.label == crash.label } else { false } }
                blame = .leftRunning(label: crash.label, run: crash.run)
            } else {
                blame = .outside(ending: ending)
            }
        } else {
            return notice
        }
        file.update { $0.restoring = true }
        var response = shell.recover(journal, culprit: blame)
        if showTimings, let endedAt = record.endedAt {
            response.text.line(String(format: "(brought back in %.3f s)", Date().timeIntervalSince1970 - endedAt), .dim)
        }
        if let notice {
            var text = notice.text
            text.append(response.text)
            response.text = text
        }
        if record.pending == nil {
            // The prompt was on the screen when the process ended: start on a line of its own.
            var text = StyledText("\n")
            text.append(response.text)
            response.text = text
        }
        let rebuilt = shell.journal
        file.update { record in
            record.journal = rebuilt
            record.pending = nil
            record.running = nil
            record.atPrompt = nil
            record.restoring = false
            if case .outside = blame {} else { record.failures += 1 }
        }
        return response
    }

    /// The session ended as asked: the supervisor ends with `status`.
    func end(status: Int32) {
        file.update { record in
            record.ended = true
            record.exitStatus = status
        }
    }
}

/// The shell, for the live-object lookup a cell calls (on the shell's thread, while a cell runs).
private final class ShellBox: @unchecked Sendable {
    let shell: Shell

    init(_ shell: Shell) {
        self.shell = shell
    }
}

/// The shell's parent process when a cell started, to tell whether the cell ended it.
private final class ParentAtStart {
    private var parent = getppid()
    private var dying = false
    private var ran = false

    func note() {
        parent = getppid()
        dying = ProcessTree.isDying(parent)
        ran = true
    }

    func ranSinceAsked() -> Bool {
        defer { ran = false }
        return ran
    }

    /// The parent is another, or is dying now and was not before.
    func changed() -> Bool {
        getppid() != parent || (!dying && ProcessTree.isDying(parent))
    }
}

/// Cells run and run again here; `container.` Tab asks sourcekit-lsp; `undo` starts a new worker.
extension LiveSession: CellEngine {
    func run(_ request: CellRequest) -> CodeRun { runner.run(request) }
    func replay(_ record: CellRecord) -> CodeRun { runner.replay(record) }
    func completeMembers(_ request: CellRequest) -> [String] { completer.members(for: request).map(\.label) }
    func startAgain(from journal: SessionJournal, notice: String) -> Bool {
        restart = (journal, notice)
        return true
    }
}
