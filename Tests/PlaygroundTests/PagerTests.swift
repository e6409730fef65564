#if os(Linux)
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Long steps through the pager, on a real pseudo-terminal (``TerminalSession``), with a fake
/// `$PAGER` that records what it was given (a ``FakeProgram``); and wide code folded to the
/// terminal's width.
@Suite struct PagerTests {
    let folder: TemporaryFolder
    /// Where the fake pager writes `LESS=...` and then everything it read.
    let record: URL
    /// Tests/Fixtures/FakePrograms/pager, the fake `$PAGER`.
    let pager: URL

    init() throws {
        folder = try TemporaryFolder()
        record = folder.url.appendingPathComponent("paged.txt")
        pager = try FakeProgram.url("pager")
    }

    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "xterm", "PAGER": FakeProgram.command(pager.path), "PAGER_RECORD": record.path].merging(extra) { $1 })
    }

    /// Sets the terminal's size, as a resized window does.
    func resize(_ session: TerminalSession, rows: UInt16, columns: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(session.master, UInt(TIOCSWINSZ), &size)
    }

    var paged: String? { try? String(contentsOf: record, encoding: .utf8) }

    @Test func aStepTallerThanTheTerminalGoesThroughThePagerWithItsTitleFirst() throws {
        let session = try TerminalSession(environment: environment())
        resize(session, rows: 12, columns: 80)
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)")
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        // Neither a step nor help: never paged, however long (20 lines on 12 rows).
        session.type("steps\n")
        #expect(session.waitFor("di 0/27> ", count: 2), "\(session.shown.debugDescription)")
        #expect(paged == nil)
        session.type("next\n")
        #expect(session.waitFor("PAGER-DONE"), "\(session.shown.debugDescription)")
        #expect(session.waitFor("di 1/27> "))
        let lines = try #require(paged).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "LESS=FRXeK", "git's LESS when the user has none, and less leaves at the end and at Ctrl-C")
        #expect(lines.dropFirst().first?.hasPrefix("── di 1/27 · ") == true, "\(lines.prefix(3))")
        #expect(lines.count > 12)
        #expect(lines.allSatisfy { $0.count <= 80 }, "laid out to the terminal's width")
        // The pager had the step; the shell did not print it as well.
        #expect(!session.shown.contains("── di 1/27 · "))
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test func aStepThatFitsIsPrintedAndTheUsersLessSettingIsKept() throws {
        let session = try TerminalSession(environment: environment(["LESS": "-i"]))
        resize(session, rows: 300, columns: 100)
        openAndAskForTheFirstStep(session)
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("── di 1/27 · "))
        #expect(paged == nil)
        resize(session, rows: 10, columns: 100)
        session.type("show 1\n")
        #expect(session.waitFor("PAGER-DONE"), "the new size counts: \(session.shown.debugDescription)")
        #expect(paged?.hasPrefix("LESS=-eK -i\n── di 1/27 · ") == true, "theirs, after what makes less leave: \(paged ?? "")")
        // Keys typed while the pager runs are the pager's: wait for the prompt.
        #expect(session.waitFor("di 1/27> ", count: 2))
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test(arguments: [(["--no-pager"], [String: String]()), (["shell", "--no-pager"], [:]), ([], ["PLAYGROUND_PAGER": "0"]), ([], ["PAGER": "cat"]), ([], ["TERM": "dumb"])])
    func pagingCanBeTurnedOff(_ arguments: [String], _ extra: [String: String]) throws {
        let session = try TerminalSession(arguments: arguments, environment: environment(extra))
        resize(session, rows: 10, columns: 80)
        openAndAskForTheFirstStep(session)
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("── di 1/27 · "))
        #expect(paged == nil)
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test(arguments: ["/no/such/pager -R", "'/no/such/pager' -R"])
    func aPagerThatCannotStartIsSkipped(_ command: String) throws {
        let session = try TerminalSession(environment: environment(["PAGER": command]))
        resize(session, rows: 10, columns: 80)
        openAndAskForTheFirstStep(session)
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("── di 1/27 · "), "printed instead")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test func ctrlCInThePagerEndsThePagerNotTheShell() throws {
        let session = try TerminalSession(environment: environment(["PAGER_WAIT": "1"]))
        resize(session, rows: 10, columns: 80)
        openAndAskForTheFirstStep(session)
        #expect(session.waitFor("PAGER-WAITING"), "\(session.shown.debugDescription)")
        session.type("\u{03}")
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        session.type("steps\n")
        #expect(session.waitFor(">  1  "), "the shell goes on: \(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test func outputToAPipeIsNeverPaged() throws {
        let session = try TerminalSession(environment: environment(), pipeOutput: true)
        resize(session, rows: 10, columns: 40)
        openAndAskForTheFirstStep(session)
        #expect(session.waitFor("di 1/27> "))
        session.type("quit\n")
        let log = session.pipedOutput
        #expect(paged == nil)
        #expect(log.contains("── di 1/27 · "))
        #expect(!log.contains("↪"), "a pipe gets the transcript's layout, whatever the terminal")
    }

    @Test func aScriptIsNeverPaged() throws {
        let result = try PlaygroundBinary.run([], input: "open di\nnext\nnext\n", environment: environment())
        #expect(result.status == 0)
        #expect(result.output.contains("── di 2/27 · "))
        #expect(paged == nil)
    }

    /// Step 4 shows a 97-column line of code; on 40 columns it folds, prose wraps, nothing is wider.
    @Test func onFortyColumnsCodeFoldsAndProseWraps() throws {
        let session = try TerminalSession(environment: environment(["PLAYGROUND_PAGER": "off"]))
        resize(session, rows: 50, columns: 40)
        #expect(session.waitFor("playground> "))
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        session.type("run 4\n")
        #expect(session.waitFor("di 4/27> "), "\(session.shown.debugDescription)")
        let shown = session.shown
        let step = try #require(shown.range(of: "── di 4/27")).lowerBound
        let lines = shown[step...].components(separatedBy: "\r\n").dropLast()
        #expect(lines.count > 20)
        // Only a path too long for the terminal is wider: kept whole for a copy, the terminal wraps it.
        let wide = lines.filter { $0.count > 40 }
        #expect(wide.allSatisfy { $0.hasPrefix("  ↪ Lessons/") && !$0.dropFirst(4).contains(" ") }, "\(wide)")
        #expect(lines.contains { $0.hasPrefix("    let viewModel: OrdersVM =") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("      ↪ ") })
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// A step exactly one row shorter than the terminal fits above the prompt: printed, the pager
    /// never started. One row more and it is paged.
    @Test func aStepThatFitsAboveThePromptIsNeverPaged() throws {
        let session = try TerminalSession(environment: environment())
        resize(session, rows: 300, columns: 80)
        openAndAskForTheFirstStep(session)
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        session.type("show 1\n")
        #expect(session.waitFor("di 1/27> ", count: 2), "\(session.shown.debugDescription)")
        let shown = session.shown
        let title = try #require(shown.range(of: "── di 1/27 · ", options: .backwards))
        let prompt = try #require(shown.range(of: "di 1/27> ", options: .backwards))
        let height = shown[title.lowerBound..<prompt.lowerBound].components(separatedBy: "\r\n").count - 1
        #expect(height > 12 && paged == nil, "\(height) rows")

        resize(session, rows: UInt16(height + 1), columns: 80)
        session.type("show 1\n")
        #expect(session.waitFor("di 1/27> ", count: 3), "\(session.shown.debugDescription)")
        #expect(paged == nil, "\(height) rows and the prompt's fit \(height + 1)")
        #expect(session.shown.components(separatedBy: "── di 1/27 · ").count == 4, "printed again")

        resize(session, rows: UInt16(height), columns: 80)
        session.type("show 1\n")
        #expect(session.waitFor("PAGER-DONE"), "one row short: paged \(session.shown.debugDescription)")
        #expect(session.waitFor("di 1/27> ", count: 4))
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// Resuming at start-up shows the step printed, never in the pager: the learner pressed Enter
    /// to go on, and the terminal keeps the step.
    @Test func theStepShownAtStartUpIsNeverPaged() throws {
        let first = try TerminalSession(environment: environment(["PLAYGROUND_PAGER": "0"]))
        openAndAskForTheFirstStep(first)
        #expect(first.waitFor("di 1/27> "), "\(first.shown.debugDescription)")
        first.type("quit\n")
        #expect(first.waitForExit() == 0)

        let session = try TerminalSession(environment: environment())
        resize(session, rows: 10, columns: 80)
        #expect(session.waitFor("Continue with di, step 1? (Enter resumes, or type a command) "), "\(session.shown.debugDescription)")
        session.type("\r")
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("── di 1/27 · "), "printed")
        #expect(paged == nil, "never paged")
        // Asked for afterwards, the same step is paged as usual.
        session.type("show 1\n")
        #expect(session.waitFor("PAGER-DONE"), "\(session.shown.debugDescription)")
        #expect(session.waitFor("di 1/27> ", count: 2))
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// Most tests here start the same way: the shell's prompt, `open di`, then `next`.
    func openAndAskForTheFirstStep(_ session: TerminalSession, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)", sourceLocation: sourceLocation)
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "), sourceLocation: sourceLocation)
        session.type("next\n")
    }
}
#endif
