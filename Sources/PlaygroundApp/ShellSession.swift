import Foundation
import LessonCatalog
import LineEditing
import Platform
import PlaygroundKit
import SwiftCells
import SwiftReading

/// Connects a line reader to the shell: interactive when standard input is a terminal, a script
/// otherwise.
///
/// | standard input | standard output | TERM     | mode                                              |
/// |----------------|-----------------|----------|---------------------------------------------------|
/// | terminal       | terminal        | any      | libedit: prompt, history, completion              |
/// | terminal       | pipe or file    | any      | the same, the prompt and editing on /dev/tty;     |
/// |                |                 |          | only the shell's answers go to standard output    |
/// | terminal       | any             | `dumb`   | the shell without cursor tricks: a plain prompt,  |
/// |                |                 |          | the terminal's own line editing, no colour        |
/// | pipe or file   | any             | any      | a script: commands echoed, no prompt              |
public final class ShellSession {
    enum Mode: Equatable {
        /// libedit, talking to the terminal on `terminal` (standard output or /dev/tty).
        case editing(terminal: Int32)
        /// A terminal that cannot take cursor movement (`TERM=dumb`, Emacs' shell): a plain
        /// prompt written to `terminal`, lines read as the terminal hands them over.
        case plainInteractive(terminal: Int32)
        case script
    }

    let color: Bool
    /// Whether a step taller than the terminal may go through the pager (`--no-pager`: no).
    let paging: Bool
    let mode: Mode
    let reader: any LineReader
    let shell: Shell
    /// The room this session presents to or follows, if any.
    let room: (any RoomRole)?
    /// What the session says only once: which editor `edit` fell back on, a pager that showed nothing.
    let notes: OnceNotes
    /// Cells in the live lesson and the session's record, when a supervisor runs this shell as its
    /// worker (see ``SessionSupervisor``); nil otherwise, and then cells cannot run.
    let live: LiveSession?

    public init(color: Bool, paging: Bool = true, room: (any RoomRole)? = nil, sessionFolder: String? = nil, language: Language = .en) {
        self.room = room
        let environment = ProcessEnvironment.current
        self.color = color
        self.paging = paging
        let mode = Self.chooseMode(environment: environment)
        self.mode = mode
        // Compiled cells are kept with the learner's pages only where pages are kept: not for scripts.
        let cellCache = mode == .script ? nil : Workspace.defaultRoot(environment: environment)?.appending(path: "pages/.cells").path
        let live = sessionFolder.map { LiveSession(folder: $0, environment: environment, cellCache: cellCache) }
        self.live = live
        var reader: (any LineReader)?
        var shell: Shell?
        let notes = OnceNotes()
        self.notes = notes
        let historyFile = HistoryFile.defaultLocation(environment: environment).map { HistoryFile(url: $0) }
        switch mode {
        case .editing(let terminal):
            reader = EditLineReader(input: STDIN_FILENO, output: terminal, historyFile: historyFile, wakeUp: room?.wakeUp) { line in
                shell?.completions(for: line) ?? []
            }
        case .plainInteractive(let terminal):
            reader = PlainLineReader(historyFile: historyFile, interruptible: true, promptOutput: terminal, wakeUp: room?.wakeUp)
        case .script:
            // Under a supervisor, one byte at a time: a shell started again on the same input must find
            // the lines its predecessor had not handled yet.
            reader = PlainLineReader(wakeUp: room?.wakeUp, readAhead: live == nil)
        }
        let runner = SwiftRunner(configuration: SwiftRunner.Configuration(environment: environment))
        let reason = room == nil
            ? "Swift cells run in a shell started by a supervisor ('playground'; PLAYGROUND_SUPERVISOR=0 turns it off, and cells with it)"
            : "Swift cells run in 'playground' itself; in a room ('present', 'follow') they are not available yet"
        let shellEnvironment = Shell.Environment(
            terminal: SessionTerminal(reader: reader!, mode: mode, color: color, environment: environment, notes: notes),
            files: LearnerFiles(
                workspace: Workspace.defaultRoot(environment: environment).map(Workspace.init(root:)),
                // Progress is the learner's: kept for interactive sessions, never for scripts.
                progress: mode == .script ? nil : ProgressStore.defaultLocation(environment: environment).map { ProgressStore(url: $0) },
                editors: EditorFolders.Preparer()),
            compiler: InstalledSwift(),
            checks: runner,
            cells: live ?? UnavailableCells(reason: reason) as any CellEngine,
            host: room,
            showTimings: environment["PLAYGROUND_TIMINGS"] == "1")
        let created = Shell(catalog: .standard, environment: shellEnvironment)
        created.language = language
        live?.attach(created)
        room?.attach(created)
        shell = created
        self.shell = created
        self.reader = reader!
    }

    var interactive: Bool { mode != .script }

    private var warningsShown = 0

    /// The reader's warnings (history file problems) not shown yet, on standard error.
    private func reportNewWarnings() {
        for warning in reader.warnings.dropFirst(warningsShown) { Terminal.error("warning: \(warning)\n") }
        warningsShown = reader.warnings.count
    }

    /// Runs until quit or end of input. Returns false when any command failed (script mode).
    public func run() -> Bool {
        reportNewWarnings()
        let succeeded = switch mode {
        case .editing(let terminal): runInteractive(terminal: terminal, plain: false)
        case .plainInteractive(let terminal): runInteractive(terminal: terminal, plain: true)
        case .script: runScript()
        }
        if let live {
            if live.mustRelaunch { live.markRelaunch() } else { live.end(status: succeeded ? 0 : 1) }
        }
        return succeeded
    }

    private func runInteractive(terminal: Int32, plain: Bool) -> Bool {
        TerminalRestore.install(for: STDIN_FILENO)
        // Ctrl-C while a command runs must not end the shell (see `handleHoldingInterrupt`). Held
        // for the whole session: the terminal sends the signal from the moment the line reader
        // hands a line over, before the command starts.
        let previousInterrupt = signal(SIGINT) { _ in BusyInterrupt.pressed = 1 }
        defer { signal(SIGINT, previousInterrupt) }
        var quit = false
        if let recovered = live?.recover(shell) {
            // A shell started again after learner code took the last one down: no welcome, no offer.
            display(recovered.text)
        } else {
            var welcome = StyledText()
            welcome.line("MVVM Playground \(Startup.version)", .heading)
            // Prose, so that it wraps between words on any terminal width (a line wider than the
            // terminal would break wherever the terminal cuts it).
            welcome.prose(Words.$language.withValue(shell.language) { Words.welcome }, .dim)
            display(welcome)
            for problem in shell.takeProgressProblems() { Terminal.error("warning: \(problem)\n") }
            // In a room, the room says where to be: no offer to resume.
            quit = room == nil ? offerToResume() : false
        }
        loop: while !quit {
            serviceRoom()
            if terminal != STDOUT_FILENO { waitForOutputToBeRead() }
            BusyInterrupt.pressed = 0
            switch reader.readLine(prompt: (room?.promptPrefix ?? "") + shell.prompt) {
            case .woken(let partial):
                // The room has something to show: clear the prompt line (or leave the typed line
                // above), show it, and prompt again with what was typed.
                Terminal.write(plain || !partial.isEmpty ? "\n" : "\r\u{1B}[K", toDescriptor: terminal)
            case .interrupted:
                // libedit has moved to a new line after "^C"; a plain terminal has only echoed it.
                if plain { Terminal.write("\n", toDescriptor: terminal) }
                shell.abandonPendingCell()
            case .tooLong(let limit):
                // Only the plain reader has a limit: the line is gone, so say so and prompt again.
                let error = ShellError.unreadableLine(reason: "that line was longer than \(limit) bytes, so it was ignored")
                Terminal.write(ShellErrorText.render(error).rendered(color: color))
            case .endOfInput:
                Terminal.write("\n", toDescriptor: terminal)
                // Ctrl-D in Swift mode leaves Swift mode, not the shell.
                if shell.inSwiftMode {
                    shell.leaveSwiftMode()
                    continue loop
                }
                break loop
            case .line(let line):
                keepInHistory(line)
                // The history file may have a problem to report only once something is saved.
                reportNewWarnings()
                let response = handleHoldingInterrupt(line)
                display(response.text)
                if response.quit || live?.mustRelaunch == true { break loop }
            }
        }
        reader.close()
        reportNewWarnings()
        return true
    }

    /// Handles `line`; in a terminal, Ctrl-C is held meanwhile (`runInteractive` holds it): a lesson's
    /// command runs for a few seconds at most (`bench` the longest), and a Ctrl-C meant for it must
    /// not end the shell. What runs other programs or waits (compile, cells, `watch`, the pager, the
    /// editor) puts its own handler on top and stops its work; a script still stops at Ctrl-C, as
    /// any program does.
    private func handleHoldingInterrupt(_ line: String) -> Shell.Response {
        let terminal: Int32
        switch mode {
        case .editing(let descriptor), .plainInteractive(let descriptor): terminal = descriptor
        case .script: return handle(line)
        }
        let response = handle(line)
        if BusyInterrupt.pressed != 0 {
            BusyInterrupt.pressed = 0
            Terminal.write("\n" + Words.$language.withValue(shell.language) { Words.alreadyRunning } + "\n", toDescriptor: terminal)
        }
        return response
    }

    /// Keeps what history should of `line`, before the shell handles it (should learner code end
    /// the process, the line is in history still): the line, trimmed, so `open di ` (Tab adds the
    /// space) and `open di` count as one entry; nothing for a line of a Swift cell not complete yet;
    /// the whole cell, every line of it, as one entry, once it is (``Shell/historyEntry(for:)``).
    func keepInHistory(_ line: String) {
        guard let entry = shell.historyEntry(for: line)?.trimmingCharacters(in: .whitespaces), !entry.isEmpty else { return }
        reader.addHistory(entry)
    }

    /// Shows what the room brought since the last line (the teacher's moves, log lines).
    func serviceRoom() {
        guard let room else { return }
        let text = room.service()
        // Laid out to the terminal's width, never paged: a move the attendee did not ask for must
        // not stop at a pager waiting for a key.
        if !text.isEmpty { Pager.display(text, color: color, interactive: interactive, paging: false, environment: ProcessEnvironment.current) }
    }

    /// "Continue with di, step 5?", under the exercise worked on there if any: Enter resumes
    /// there; anything else is handled as a command (`resume` goes back there later). Returns
    /// whether the learner asked to quit instead.
    private func offerToResume() -> Bool {
        guard let offer = shell.resumeOffer else { return false }
        if !offer.note.isEmpty { display(offer.note) }
        switch reader.readLine(prompt: offer.question) {
        case .line(let line) where line.trimmingCharacters(in: .whitespaces).isEmpty:
            // Printed whole, never paged: the learner pressed Enter to resume, not to open a pager
            // (the terminal keeps the step to scroll back to).
            display(recording("(resume)") { self.shell.resume() }.text, paging: false)
        case .line(let line):
            keepInHistory(line)
            let response = handleHoldingInterrupt(line)
            display(response.text)
            return response.quit
        default:
            break
        }
        return false
    }

    /// With the answers going through a pipe (`playground | tee log`) and the prompt straight to
    /// the terminal, the prompt would overtake the answer it follows. Give the reader of the pipe
    /// a moment (at most a fifth of a second) to take what is in it before prompting.
    private func waitForOutputToBeRead() {
        for _ in 0..<40 {
            guard let pending = TerminalDevice.pendingBytes(STDOUT_FILENO) else { return }
            if pending == 0 {
                usleep(5_000)  // it has been read; let it be written out
                return
            }
            usleep(5_000)
        }
    }
}

/// Set by the SIGINT handler while a command runs (see `handleHoldingInterrupt`); process-wide, as
/// signals are.
enum BusyInterrupt {
    nonisolated(unsafe) static var pressed: sig_atomic_t = 0
}

extension ShellSession {
    /// Whether Ctrl-C was pressed since the shell last read a line, taking it: for work the room
    /// does between lines (a follower's catching up), which must stop at a key like a command.
    public static func takeInterrupt() -> Bool {
        defer { BusyInterrupt.pressed = 0 }
        return BusyInterrupt.pressed != 0
    }
}
