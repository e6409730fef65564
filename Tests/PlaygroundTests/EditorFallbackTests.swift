#if os(Linux)
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `edit` with neither VISUAL nor EDITOR set: the first of `editor`, `nano` and `vi` on PATH, as
/// Debian's sensible-editor and git choose, said once a session; with none, a message that names
/// the file. On a real pseudo-terminal (``TerminalSession``: `edit` is for interactive sessions),
/// with PATH set to one of the committed folders of fake editors in Tests/Fixtures/FakeEditors.
@Suite struct EditorFallbackTests {
    static let fakes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FakeEditors")

    let folder: TemporaryFolder
    /// Where a fake editor writes its name and the file it was given, a line a run.
    let record: URL

    init() throws {
        folder = try TemporaryFolder()
        record = folder.url.appendingPathComponent("edited.txt")
    }

    /// The page `edit` opens in di when no exercise is started.
    var page: String { folder.url.appendingPathComponent(".local/share/mvvm-playground/pages/di.swift").path }

    var edits: [String] {
        ((try? String(contentsOf: record, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func session(path fakes: String, _ extra: [String: String] = [:]) throws -> TerminalSession {
        let path = Self.fakes.appendingPathComponent(fakes).path
        let environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["TERM": "xterm", "PATH": path, "FAKE_EDITOR_RECORD": record.path].merging(extra) { $1 })
        let session = try TerminalSession(environment: environment)
        // Wide enough for the file's path on one line.
        var size = winsize(ws_row: 40, ws_col: 250, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(session.master, UInt(TIOCSWINSZ), &size)
        #expect(session.waitFor("playground> "), "\(session.shown.debugDescription)")
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "), "\(session.shown.debugDescription)")
        return session
    }

    @Test(arguments: [("all", "editor"), ("only-nano", "nano"), ("only-vi", "vi")])
    func withNoEditorSetTheFirstOnPathIsUsedAndNamedOnce(_ fakes: String, _ chosen: String) throws {
        let session = try session(path: fakes)
        session.type("edit\n")
        // The fake editor empties the page: nothing to run.
        #expect(session.waitFor("The page is empty."), "\(session.shown.debugDescription)")
        #expect(session.waitFor("di 0/27> ", count: 2))
        let note = "no VISUAL or EDITOR set: using \(chosen) (set EDITOR to choose another)\r\n"
        #expect(session.shown.contains(note), "\(session.shown.debugDescription)")
        #expect(edits == ["\(chosen) \(page)"])

        session.type("edit\n")
        #expect(session.waitFor("The page is empty.", count: 2), "\(session.shown.debugDescription)")
        #expect(session.waitFor("di 0/27> ", count: 3))
        #expect(edits == ["\(chosen) \(page)", "\(chosen) \(page)"])
        #expect(session.shown.components(separatedBy: note).count == 2, "said once a session: \(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test func withNoEditorAnywhereTheMessageSaysSoAndNamesTheFile() throws {
        // `none` holds a `nano` that may not be executed: it is no editor.
        let session = try session(path: "none")
        session.type("edit\n")
        #expect(session.waitFor("di 0/27> ", count: 2), "\(session.shown.debugDescription)")
        let shown = session.shown
        #expect(shown.contains("""
            di 0/27> edit\r
            error: VISUAL and EDITOR are not set, and no editor, nano or vi is on PATH\r
              the file: \(page)\r
              edit it with any editor, or start again with EDITOR set (export EDITOR=nano)\r\n
            """), "\(shown.debugDescription)")
        #expect(!shown.contains("using nano"))
        #expect(edits.isEmpty)
        // The shell goes on.
        session.type("steps\n")
        #expect(session.waitFor("   1  "), "\(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    @Test(arguments: ["VISUAL", "EDITOR"])
    func aChosenEditorIsUsedWithoutANote(_ variable: String) throws {
        let vi = Self.fakes.appendingPathComponent("all/vi").path
        let session = try session(path: "all", [variable: vi])
        session.type("edit\n")
        #expect(session.waitFor("The page is empty."), "\(session.shown.debugDescription)")
        #expect(edits == ["vi \(page)"])
        #expect(!session.shown.contains("no VISUAL or EDITOR set"))
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }
}
#endif
