#if os(Linux)
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The real `less` on PATH, if there is one.
enum RealLess {
    static let path: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { "\($0)/less" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The pager's keys as a learner presses them: the real `playground` on a real 80×24
/// pseudo-terminal (``TerminalSession``) with the real `less` (no `PAGER`: the playground's own
/// choice, `less -R`). Enter, Space or Down at `(END)` leaves less and the prompt comes back,
/// without running the next step as well; Ctrl-C leaves it; the learner's own `LESS` does too.
@Suite(.enabled(if: RealLess.path != nil, "less is not on PATH (apt-get install less): the real pager's keys cannot be tried"))
struct RealPagerTests {
    /// less's prompt on an xterm before the end: `:` then erase to the end of the line.
    static let lessPrompt = ":\u{1B}[K"

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// 80×24, the shell's prompt, `open di`, Enter (the next step, taller than 24 rows).
    func sessionOnAPagedStep(_ extra: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws -> TerminalSession {
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "xterm", "LESSHISTFILE": "-"].merging(extra) { $1 })
        let session = try TerminalSession(environment: environment)
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(session.master, UInt(TIOCSWINSZ), &size)
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)", sourceLocation: sourceLocation)
        session.type("open di\r")
        #expect(session.waitFor("di 0/27> "), "\(session.shown.debugDescription)", sourceLocation: sourceLocation)
        session.type("\r")
        #expect(waitUntil(session) { $0.hasSuffix(Self.lessPrompt) }, "less's first screen: \(session.shown.suffix(400).debugDescription)", sourceLocation: sourceLocation)
        #expect(lessProcesses(session) == 1, "less runs", sourceLocation: sourceLocation)
        return session
    }

    /// Waits (generously: a slow machine is no failure) until what the terminal shows satisfies `condition`.
    func waitUntil(_ session: TerminalSession, timeout: TimeInterval = 60, _ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition(session.shown) { return true }
            usleep(10_000)
        }
        return false
    }

    /// Enter in less, one line at a time, until it shows `(END)`: each Enter draws its prompt again.
    func enterUntilTheEnd(_ session: TerminalSession) -> Bool {
        for _ in 0..<200 {
            let before = session.shown.count
            session.type("\r")
            let drawn = waitUntil(session) { shown in
                shown.count > before && (shown.hasSuffix(Self.lessPrompt) || shown.hasSuffix("(END)\u{1B}[27m\u{1B}[K"))
            }
            guard drawn else { return false }
            if session.shown.hasSuffix("(END)\u{1B}[27m\u{1B}[K") { return true }
        }
        return false
    }

    /// Processes named `less` in the terminal's session (the pager the shell started), as `ps` lists them.
    func lessProcesses(_ session: TerminalSession) -> Int {
        let sid = tcgetsid(session.master)
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        ps.arguments = ["-A", "-o", "sess=,comm="]
        let output = Pipe()
        ps.standardOutput = output
        guard sid > 0, (try? ps.run()) != nil else { return -1 }
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ps.waitUntilExit()
        return listed.split(separator: "\n").filter { line in
            let fields = line.split(separator: " ")
            return fields.count == 2 && Int32(fields[0]) == sid && fields[1] == "less"
        }.count
    }

    /// The prompt is back and the shell reads what is typed; the key that left less ran nothing.
    func expectTheShellGoesOn(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.waitFor("di 1/27> "), "the prompt is back: \(session.shown.suffix(600).debugDescription)", sourceLocation: sourceLocation)
        #expect(lessProcesses(session) == 0, "less has ended", sourceLocation: sourceLocation)
        session.type("steps\r")
        #expect(session.waitFor(">  1  "), "the shell reads again: \(session.shown.suffix(600).debugDescription)", sourceLocation: sourceLocation)
        #expect(session.waitFor("di 1/27> ", count: 2), sourceLocation: sourceLocation)
        #expect(!session.shown.contains("di 2/27"), "the key that left the pager did not run the next step", sourceLocation: sourceLocation)
        #expect(!session.shown.contains("the pager '"), "no note: the pager did its work", sourceLocation: sourceLocation)
        session.type("quit\r")
        #expect(session.waitForExit() == 0, sourceLocation: sourceLocation)
    }

    /// Enter until `(END)`, then once more: back at the prompt. With no `LESS`, with the
    /// learner's own (without `-X`: less's own screen, which it leaves as well), with one
    /// written as git writes it (no dash).
    @Test(arguments: [[:], ["LESS": "-i"], ["LESS": "SR"]])
    func enterAtTheEndLeavesThePager(_ extra: [String: String]) throws {
        let session = try sessionOnAPagedStep(extra)
        #expect(enterUntilTheEnd(session), "\(session.shown.suffix(600).debugDescription)")
        #expect(lessProcesses(session) == 1, "at (END), less waits")
        session.type("\r")
        expectTheShellGoesOn(session)
    }

    /// Space, Down (an xterm's arrow in less's keypad mode) and `j` leave at `(END)` as Enter does.
    @Test(arguments: [" ", "\u{1B}OB", "j"])
    func otherForwardKeysAtTheEndLeaveThePager(_ key: String) throws {
        let session = try sessionOnAPagedStep()
        session.type("G")
        #expect(waitUntil(session) { $0.hasSuffix("(END)\u{1B}[27m\u{1B}[K") }, "\(session.shown.suffix(600).debugDescription)")
        session.type(key)
        expectTheShellGoesOn(session)
    }

    /// Enter pressed three times at `(END)`: the first leaves, the others were typed for the
    /// pager and are dropped, not run as three `next`s.
    @Test func keysTypedForThePagerAfterItLeftAreDropped() throws {
        let session = try sessionOnAPagedStep()
        session.type("G")
        #expect(waitUntil(session) { $0.hasSuffix("(END)\u{1B}[27m\u{1B}[K") }, "\(session.shown.suffix(600).debugDescription)")
        session.type("\r\r\r")
        expectTheShellGoesOn(session)
    }

    /// Ctrl-C on the first screen leaves less, as docs/learners.md says; the step is not printed again
    /// (less -K ends with status 2, which is no failure here), and the shell goes on.
    @Test(arguments: [[:], ["LESS": "-i"]])
    func ctrlCLeavesThePager(_ extra: [String: String]) throws {
        let session = try sessionOnAPagedStep(extra)
        session.type("\u{03}")
        #expect(session.waitFor("di 1/27> "), "\(session.shown.suffix(600).debugDescription)")
        #expect(session.shown.components(separatedBy: "── di 1/27 · ").count == 2, "shown once, by less")
        #expect(!session.shown.contains("(Ctrl-C: the command was already running"), "the pager's Ctrl-C, not the shell's")
        expectTheShellGoesOn(session)
    }

    /// `help` inside a lesson, taller than 24 rows: less's first screen starts with the lesson's commands.
    @Test func helpInALessonShowsTheLessonsCommandsOnTheFirstScreen() throws {
        let session = try sessionOnAPagedStep()
        session.type("q")
        #expect(session.waitFor("di 1/27> "), "\(session.shown.suffix(600).debugDescription)")
        let before = session.shown.count
        session.type("help\r")
        #expect(waitUntil(session) { $0.count > before && $0.hasSuffix(Self.lessPrompt) }, "\(session.shown.suffix(600).debugDescription)")
        let screen = String(session.shown.dropFirst(before))
        let lesson = try #require(screen.range(of: "Commands of lesson 'di'"), "\(screen.debugDescription)")
        let resolve = try #require(screen.range(of: "  resolve <type> [customer-id]"), "\(screen.debugDescription)")
        let shells = try #require(screen.range(of: "  help [command]"), "\(screen.debugDescription)")
        #expect(lesson.upperBound <= resolve.lowerBound && resolve.upperBound <= shells.lowerBound, "the shell's own commands come after")
        session.type("q")
        #expect(session.waitFor("di 1/27> ", count: 2), "\(session.shown.suffix(600).debugDescription)")
        session.type("quit\r")
        #expect(session.waitForExit() == 0)
    }
}
#endif
