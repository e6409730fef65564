import Foundation
import Testing

/// Cells at a real terminal (a pseudo-terminal): Tab completes a live object's members from
/// sourcekit-lsp, and Ctrl-C stops a cell that runs on, the lesson kept.
@Suite struct LiveCellTerminalTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "live-terminal-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func environment() -> [String: String] {
        PlaygroundBinary.environment(stateHome: folder, extra: ["TERM": "xterm", "TMPDIR": folder.path])
    }

    @Test func tabCompletesALiveObjectsMembers() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TerminalSession(arguments: ["--no-pager"], environment: environment())
        #expect(session.waitFor("playground> "))
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        // libedit draws only what Tab added: `resol` then `ve(`.
        session.type("swift container.resol")
        #expect(Self.tab(session, until: "ve("), "\(session.shown.debugDescription)")
        session.type("\u{15}swift var n = 41\n")
        #expect(session.waitFor("(no output)"), "\(session.shown.debugDescription)")
        session.type("swift n.advan")
        #expect(Self.tab(session, until: "ced("), "\(session.shown.debugDescription)")
        session.type("\u{15}quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// Presses Tab until `text` shows: a completion the server could not answer in time (a busy
    /// machine, a server just started) rings the bell, and a learner presses Tab again.
    static func tab(_ session: TerminalSession, until text: String) -> Bool {
        for _ in 0..<5 {
            session.type("\t")
            if session.waitFor(text, timeout: 8) { return true }
        }
        return false
    }

    @Test func ctrlCStopsACellAndTheLessonIsKept() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TerminalSession(arguments: ["--no-pager"], environment: environment())
        #expect(session.waitFor("playground> "))
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        session.type("next\n")
        #expect(session.waitFor("di 1/27> "))
        session.type("swift let kept = 5\n")
        #expect(session.waitFor("(no output)"))
        // A cell's output shows when it ends; the file says it runs (Ctrl-C while compiling only stops the compiler).
        let started = folder.appending(path: "started").path
        session.type("swift print(\"looping\"); FileManager.default.createFile(atPath: \"\(started)\", contents: nil); while true {}\n")
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: started), Date() < deadline { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: started), "\(session.shown.debugDescription)")
        session.type("\u{03}")
        #expect(session.waitFor("The shell started again without cell 2: di is as it was just before it, at step 1"), "\(session.shown.debugDescription)")
        #expect(session.shown.contains("looping\r\n") && session.shown.contains("stopped: Ctrl-C"), "what it printed is shown")
        session.type("swift kept\n")
        #expect(session.waitFor("res2: Int = 5"), "\(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }
}
