#if os(Linux)
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A pager that shows nothing (it ends without reading, fails, or cannot start): the step is
/// printed instead, and the shell says why, once a session. On a real pseudo-terminal
/// (``TerminalSession``), with the committed fake pagers of Tests/Fixtures/FakePagers.
@Suite struct PagerFailureTests {
    static let fakes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FakePagers")

    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func session(pager: String, variable: String = "PAGER") throws -> TerminalSession {
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "xterm", variable: pager])
        let session = try TerminalSession(environment: environment)
        // Every step of di is taller than 10 rows.
        var size = winsize(ws_row: 10, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(session.master, UInt(TIOCSWINSZ), &size)
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)")
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "), "\(session.shown.debugDescription)")
        return session
    }

    static let failing: [(pager: String, why: String)] = [
        ("true", "showed nothing (it ended without reading what it was given)"),
        (fakes.appendingPathComponent("exit-3").path, "showed nothing (it ended with status 3 without reading what it was given)"),
        (fakes.appendingPathComponent("read-then-fail").path, "failed (it ended with status 2)"),
        ("/no/such/pager -R", "could not be started"),
    ]

    @Test(arguments: failing)
    func aPagerThatShowedNothingIsSaidOnceAndTheStepPrinted(_ pager: String, _ why: String) throws {
        let session = try session(pager: pager)
        let note = "the pager '\(pager)' \(why), so the text is printed below instead; "
            + "set PAGER to another pager, or PLAYGROUND_PAGER=0 for none\r\n"
        session.type("next\n")
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        let shown = session.shown
        let said = try #require(shown.range(of: note), "\(shown.debugDescription)")
        let step = try #require(shown.range(of: "── di 1/27 · "), "printed: \(shown.debugDescription)")
        #expect(said.upperBound <= step.lowerBound, "the note comes before the step")

        session.type("next\n")
        #expect(session.waitFor("di 2/27> "), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("── di 2/27 · "), "printed again")
        #expect(session.shown.components(separatedBy: note).count == 2, "said once: \(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// PLAYGROUND_PAGER comes before PAGER: the note says which to change.
    @Test func theNoteNamesTheVariableThatChoseThePager() throws {
        let session = try session(pager: "true", variable: "PLAYGROUND_PAGER")
        session.type("next\n")
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("so the text is printed below instead; set PLAYGROUND_PAGER to another pager, or PLAYGROUND_PAGER=0 for none\r\n"), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("── di 1/27 · "))
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// Ctrl-C in the pager (here: a pager that reads everything, then dies of SIGINT) is the
    /// learner's choice: the step is not printed after it, and nothing is said.
    @Test func aPagerEndedByCtrlCIsNotAFailure() throws {
        let session = try session(pager: Self.fakes.appendingPathComponent("interrupted").path)
        session.type("next\n")
        #expect(session.waitFor("di 1/27> "), "\(session.shown.debugDescription)")
        #expect(!session.shown.contains("── di 1/27 · "), "\(session.shown.debugDescription)")
        #expect(!session.shown.contains("the pager '"))
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }
}
#endif
