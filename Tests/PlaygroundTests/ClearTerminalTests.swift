#if os(Linux)
import Foundation
import Testing

/// `clear` clears a terminal's screen, says a dumb one cannot, and does nothing in a script. On a
/// real pseudo-terminal (``TerminalSession``).
@Suite struct ClearTerminalTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func session(_ extra: [String: String] = [:]) throws -> TerminalSession {
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "xterm"].merging(extra) { $1 })
        let session = try TerminalSession(environment: environment)
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)")
        return session
    }

    @Test func clearClearsTheScreenAsCtrlLDoes() throws {
        let session = try session()
        session.type("lessons\n")
        #expect(session.waitFor("playground> ", count: 2))
        let before = session.shown.count
        session.type("clear\n")
        #expect(session.waitFor("playground> ", count: 3), "\(session.shown.debugDescription)")
        let after = String(session.shown.dropFirst(before))
        #expect(after.contains("\u{1B}[H\u{1B}[2J"), "\(after.debugDescription)")
        #expect(!after.contains("error"), "\(after.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test func aDumbTerminalIsNotCleared() throws {
        let session = try session(["TERM": "dumb"])
        session.type("clear\n")
        #expect(session.waitFor("this terminal cannot clear its screen\r\n"), "\(session.shown.debugDescription)")
        #expect(session.waitFor("playground> ", count: 2))
        #expect(!session.shown.contains("\u{1B}"))
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// A script written at a terminal may hold `clear`: it runs, prints nothing and fails nothing.
    @Test func aScriptIgnoresClear() throws {
        let result = try PlaygroundBinary.run([], input: "lessons\nclear\ncls\nhelp clear\n", environment: PlaygroundBinary.environment(stateHome: folder.url))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.output.contains("playground> clear\nplayground> cls\nplayground> help clear\nclear\n  clear the screen (Ctrl-L too); nothing in a script\n  also: cls\n"), "\(result.output)")
    }
}
#endif
