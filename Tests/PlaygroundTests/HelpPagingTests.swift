#if os(Linux)
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `help` taller than the terminal goes through the pager as a long step does. On a real
/// pseudo-terminal (``TerminalSession``), with PagerTests' recording pager (``FakeProgram``).
@Suite struct HelpPagingTests {

    let folder: TemporaryFolder
    let record: URL

    init() throws {
        folder = try TemporaryFolder()
        record = folder.url.appendingPathComponent("paged.txt")
    }

    func session(rows: UInt16, _ extra: [String: String] = [:]) throws -> TerminalSession {
        let environment = PlaygroundBinary.environment(
            stateHome: folder.url,
            extra: ["TERM": "xterm", "PAGER": FakeProgram.command(try FakeProgram.url("pager").path), "PAGER_RECORD": record.path].merging(extra) { $1 })
        let session = try TerminalSession(environment: environment)
        var size = winsize(ws_row: rows, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(session.master, UInt(TIOCSWINSZ), &size)
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)")
        return session
    }

    var paged: String? { try? String(contentsOf: record, encoding: .utf8) }

    /// Inside di, `help` is 44 lines: on the 40 rows it was cut off on, it is paged, the lesson's
    /// own commands first (on the pager's first screen), the shell's after them.
    @Test func helpTallerThanTheTerminalIsPaged() throws {
        let session = try session(rows: 40)
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        session.type("help\n")
        #expect(session.waitFor("di 0/27> ", count: 2), "\(session.shown.debugDescription)")
        let lines = try #require(paged, "\(session.shown.debugDescription)").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(3)) == ["LESS=FRXeK", "Commands of lesson 'di'", "  resolve <type> [customer-id]  resolve a type; OrdersVM needs a customer id"])
        let shells = try #require(lines.firstIndex(of: "Commands"))
        #expect(lines[shells + 1] == "  help [command]             list commands, or explain one")
        #expect(lines.count > 40)
        #expect(!session.shown.contains("Commands of lesson"), "the pager had it, the shell did not print it too")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test func helpThatFitsIsPrinted() throws {
        let session = try session(rows: 100)
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        session.type("help\n")
        #expect(session.waitFor("di 0/27> ", count: 2), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("Commands of lesson 'di'"))
        #expect(paged == nil)
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }
}
#endif
