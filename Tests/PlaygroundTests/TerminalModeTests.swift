#if os(Linux)
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The binary on a real pseudo-terminal, as a user starts it: in its own session with the
/// terminal as its controlling terminal (`setsid --ctty`), so /dev/tty is that terminal.
final class TerminalSession: @unchecked Sendable {
    let master: Int32
    let process = Process()
    private let screen = Locked([UInt8]())
    private let finished = DispatchSemaphore(value: 0)
    /// Standard output when it is a pipe (`playground | tee log`).
    let outputPipe: Pipe?
    private let piped = Locked([UInt8]())
    private let pipeDrained = DispatchSemaphore(value: 0)

    /// - Parameter pipeOutput: standard output goes to a pipe instead of the terminal.
    init(arguments: [String] = [], environment: [String: String], pipeOutput: Bool = false) throws {
        let binary = try #require(PlaygroundBinary.url)
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        try #require(openpty(&master, &slave, nil, nil, &size) == 0)
        self.master = master
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--wait", "--ctty", binary.path] + arguments
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardError = terminal
        if pipeOutput {
            let pipe = Pipe()
            outputPipe = pipe
            process.standardOutput = pipe
        } else {
            outputPipe = nil
            process.standardOutput = terminal
        }
        try process.run()
        try terminal.close()
        Thread { [self] in drain() }.start()
        if let outputPipe {
            Thread { [self] in
                let data = outputPipe.fileHandleForReading.readDataToEndOfFile()
                piped.withValue { $0 = Array(data) }
                pipeDrained.signal()
            }.start()
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    private func drain() {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                screen.withValue { $0.append(contentsOf: chunk[0..<count]) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break  // EIO: every process on the terminal has gone
            }
        }
        finished.signal()
    }

    var shown: String { String(decoding: screen.withValue { $0 }, as: UTF8.self) }

    func type(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written > 0 { bytes = bytes.dropFirst(written) } else if errno != EINTR { return }
        }
    }

    /// Waits until the terminal has shown `text` `count` times (generous timeout: a slow machine is not a failure).
    @discardableResult
    func waitFor(_ text: String, count: Int = 1, timeout: TimeInterval = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if shown.components(separatedBy: text).count - 1 >= count { return true }
            usleep(10_000)
        }
        return false
    }

    /// Waits for the process to exit; its status.
    func waitForExit(timeout: TimeInterval = 60) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning else { return nil }
        _ = finished.wait(timeout: .now() + 5)
        return process.terminationStatus
    }

    /// What went down the output pipe, once the process has exited.
    var pipedOutput: String {
        _ = waitForExit()
        if outputPipe != nil, pipeDrained.wait(timeout: .now() + 60) == .success { pipeDrained.signal() }
        return String(decoding: piped.withValue { $0 }, as: UTF8.self)
    }
}

@Suite struct TerminalModeTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Emacs' shell and other dumb terminals: the shell as usual, without colour or cursor movement.
    @Test func aDumbTerminalGetsTheShellWithoutTricks() throws {
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "dumb"])
            .filter { $0.key != "NO_COLOR" }
        let session = try TerminalSession(environment: environment)
        #expect(session.waitFor("playground> "), "no prompt: \(session.shown.debugDescription)")
        #expect(session.shown.contains("MVVM Playground"), "no banner")
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        session.type("\n")
        #expect(session.waitFor("di 1/27> "))
        // Ctrl-C abandons the line typed so far and prompts again; it does not end the shell.
        session.type("this is abandoned\u{03}")
        #expect(session.waitFor("di 1/27> ", count: 2), "\(session.shown.debugDescription)")
        session.type("history\n")
        #expect(session.waitFor("  1  open di\r\n  2  history\r\n"), "\(session.shown.debugDescription)")
        session.type("\u{04}")
        #expect(session.waitForExit() == 0)
        #expect(!session.shown.contains("\u{1B}"), "escape sequences on a dumb terminal: \(session.shown.debugDescription)")

        // History is kept across sessions, as on any terminal.
        let history = try String(contentsOf: folder.url.appendingPathComponent("mvvm-playground/history"), encoding: .utf8)
        #expect(history == "open di\nhistory\n")
        // Progress is kept too: the next session offers to resume; a command typed there just runs.
        let next = try TerminalSession(environment: environment)
        #expect(next.waitFor("Continue with di, step 1? (Enter resumes, or type a command) "), "\(next.shown.debugDescription)")
        next.type("lessons\n")
        #expect(next.waitFor("1/27 steps, 0/3 exercises"), "\(next.shown.debugDescription)")
        next.type("history\n")
        #expect(next.waitFor("  1  open di\r\n  2  history\r\n  3  lessons\r\n  4  history\r\n"), "\(next.shown.debugDescription)")
        next.type("quit\n")
        #expect(next.waitForExit() == 0)
    }

    /// Issue 37, as a new user met it: steps in one lesson, then another lesson opened and an
    /// exercise started there, quit. The next start offered the first lesson and forgot the
    /// exercise; it offers the lesson opened last now, says which exercise was at hand, and Enter
    /// goes back to both. `resume` does the same after a command typed at the question.
    @Test func theNextStartOffersTheLessonLastOpenedAndItsExercise() throws {
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "dumb", "PLAYGROUND_PAGER": "0"])
            .filter { $0.key != "NO_COLOR" }
        let first = try TerminalSession(environment: environment)
        #expect(first.waitFor("playground> "), "\(first.shown.debugDescription)")
        first.type("open di\n")
        #expect(first.waitFor("di 0/27> "))
        first.type("\n")
        #expect(first.waitFor("di 1/27> "))
        first.type("\n")
        #expect(first.waitFor("di 2/27> "))
        first.type("open type-erasure\n")
        #expect(first.waitFor("type-erasure 0/17> "))
        first.type("exercise 1\n")
        #expect(first.waitFor("type-erasure 0/17> ", count: 2), "\(first.shown.debugDescription)")
        first.type("quit\n")
        #expect(first.waitForExit() == 0)

        let second = try TerminalSession(environment: environment)
        #expect(second.waitFor("Continue with type-erasure? (Enter resumes, or type a command) "), "\(second.shown.debugDescription)")
        // Said above the question, in words wrapped to the terminal.
        #expect(second.shown.replacingOccurrences(of: "\r\n", with: " ")
            .contains("You were working on exercise 1 of type-erasure, A cell any data source can configure; it is at hand again once you resume."),
                "\(second.shown.debugDescription)")
        #expect(!second.shown.contains("Continue with di"))
        second.type("\n")
        #expect(second.waitFor("Back to exercise 1, A cell any data source can configure"), "\(second.shown.debugDescription)")
        #expect(second.waitFor("type-erasure 0/17> "), "\(second.shown.debugDescription)")
        // The exercise is at hand: `hint` needs no `exercise 1` first.
        second.type("hint\n")
        #expect(second.waitFor("Hint 1 of 3"), "\(second.shown.debugDescription)")
        second.type("quit\n")
        #expect(second.waitForExit() == 0)

        let third = try TerminalSession(environment: environment)
        #expect(third.waitFor("Continue with type-erasure? (Enter resumes, or type a command) "), "\(third.shown.debugDescription)")
        third.type("lessons\n")
        #expect(third.waitFor("playground> "), "\(third.shown.debugDescription)")
        third.type("resume\n")
        #expect(third.waitFor("Back to exercise 1"), "\(third.shown.debugDescription)")
        #expect(third.waitFor("type-erasure 0/17> "), "\(third.shown.debugDescription)")
        third.type("resume\n")
        #expect(third.waitFor("You are in type-erasure, at step 0, already."), "\(third.shown.debugDescription)")
        third.type("quit\n")
        #expect(third.waitForExit() == 0)
    }

    /// `kill` or a closed window while libedit has the terminal in editing mode: the terminal is
    /// put back (echo and line mode on), and what was entered is in the history file already.
    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalLeavesTheTerminalAsItFoundItAndTheHistorySaved(_ signalNumber: Int32) throws {
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "xterm"])
        let session = try TerminalSession(environment: environment)
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)")
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        var editing = termios()
        try #require(tcgetattr(session.master, &editing) == 0)
        #expect(editing.c_lflag & tcflag_t(ICANON) == 0, "libedit edits with line mode off")
        let group = tcgetpgrp(session.master)
        try #require(group > 0)
        kill(-group, signalNumber)
        #expect(session.waitForExit() != nil)
        var after = termios()
        try #require(tcgetattr(session.master, &after) == 0)
        #expect(after.c_lflag & tcflag_t(ICANON) != 0, "line mode left off")
        #expect(after.c_lflag & tcflag_t(ECHO) != 0, "echo left off")
        let history = try String(contentsOf: folder.url.appendingPathComponent("mvvm-playground/history"), encoding: .utf8)
        #expect(history == "open di\n")
    }

    /// Ctrl-C while a lesson command runs (`bench` takes about two seconds) does not end the shell:
    /// the command finishes, a line says why nothing stopped, and the prompt comes back.
    @Test func ctrlCWhileACommandRunsLeavesTheShellRunning() throws {
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "xterm"])
        let session = try TerminalSession(environment: environment)
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)")
        session.type("open side-table\n")
        #expect(session.waitFor("side-table 0/24> "), "\(session.shown.debugDescription)")
        session.type("bench\n")
        // libedit turns the terminal's signals back on when it hands the line over: from then on,
        // Ctrl-C is a SIGINT to the running command, not a key.
        var settings = termios()
        var signalsOn = false
        for _ in 0..<2000 where !signalsOn {
            if session.shown.contains("what  ") { break }
            try #require(tcgetattr(session.master, &settings) == 0)
            signalsOn = settings.c_lflag & tcflag_t(ISIG) != 0
            if !signalsOn { usleep(1000) }
        }
        try #require(signalsOn, "the terminal's signals never came back on: \(session.shown.debugDescription)")
        session.type("\u{03}")
        #expect(session.waitFor("(Ctrl-C: the command was already running; it ends in a few seconds)"), "\(session.shown.debugDescription)")
        #expect(session.waitFor("SideTable"), "bench did not finish: \(session.shown.debugDescription)")
        #expect(session.waitFor("side-table 0/24> ", count: 2), "\(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// `playground | tee log`: editing and the prompt on the terminal, the answers in the log.
    @Test func aPipedOutputKeepsLineEditingOnTheTerminal() throws {
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "xterm"])
        let session = try TerminalSession(environment: environment, pipeOutput: true)
        #expect(session.waitFor("playground> "), "no prompt on the terminal: \(session.shown.debugDescription)")
        // Tab completes `ope` to `open ` (libedit redraws just the new characters).
        session.type("ope\t")
        #expect(session.waitFor("n "), "Tab did not complete: \(session.shown.debugDescription)")
        session.type("di\n")
        #expect(session.waitFor("di 0/27> "), "\(session.shown.debugDescription)")
        session.type("abandoned\u{03}")
        #expect(session.waitFor("^C"))
        // Keys typed before the next prompt get the terminal's own line-mode treatment (so would
        // a person's): wait for it.
        #expect(session.waitFor("di 0/27> ", count: 2))
        session.type("\u{04}")
        #expect(session.waitForExit() == 0)
        let log = session.pipedOutput
        #expect(log.contains("MVVM Playground"))
        #expect(log.contains("Lesson 1 · di"))
        #expect(!log.contains("\u{1B}"), "colour in a pipe: \(log.debugDescription)")
        #expect(!log.contains("di 0/27> "), "the prompt belongs on the terminal, not in the log")
        // The command typed was kept, the abandoned one was not.
        let history = try String(contentsOf: folder.url.appendingPathComponent("mvvm-playground/history"), encoding: .utf8)
        #expect(history == "open di\n")
    }
}
#endif
