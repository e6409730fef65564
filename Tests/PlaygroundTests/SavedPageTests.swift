import Foundation
import Testing

/// A page is the learner's work, never lost (issue 34): opening a lesson brings its page back, in
/// the same session and the next; `page clear` keeps the old page beside; two playgrounds on one
/// home each keep their own page file. At a real terminal, where pages are saved.
@Suite struct SavedPageTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "saved-page-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func environment() -> [String: String] {
        PlaygroundBinary.environment(stateHome: folder, extra: ["TERM": "xterm", "TMPDIR": folder.path, "XDG_DATA_HOME": folder.appending(path: "data").path])
    }

    var pages: URL { folder.appending(path: "data/mvvm-playground/pages") }

    func page(_ name: String) -> String? {
        try? String(contentsOf: pages.appending(path: name), encoding: .utf8)
    }

    /// A playground at its first prompt: `playground> `, or, once a lesson was opened on this home,
    /// the question whether to continue with it (a command typed there runs as at the prompt).
    func start() throws -> TerminalSession {
        let session = try TerminalSession(arguments: ["--no-pager"], environment: environment())
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !["playground> ", "(Enter resumes, or type a command) "].contains(where: session.shown.contains) {
            usleep(10_000)
        }
        #expect(["playground> ", "(Enter resumes, or type a command) "].contains(where: session.shown.contains), "\(session.shown.debugDescription)")
        return session
    }

    @Test func openingALessonBringsItsPageBackInThisSessionAndTheNext() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try start()
        first.type("open di\n")
        #expect(first.waitFor("di 0/27> "))
        first.type("swift let a = 5\n")
        first.type("swift let b = a + 1\n")
        #expect(first.waitFor("(no output)", count: 2), "\(first.shown.debugDescription)")
        first.type("open di\n")
        #expect(first.waitFor("Your page is back: 2 cells ran again"), "\(first.shown.debugDescription)")
        first.type("swift b\n")
        #expect(first.waitFor("res3: Int = 6"), "\(first.shown.debugDescription)")
        first.type("quit\n")
        #expect(first.waitForExit() == 0)
        #expect(page("di.swift")?.contains("let a = 5") == true)

        let second = try start()
        second.type("open di\n")
        #expect(second.waitFor("Your page is back: 3 cells ran again"), "\(second.shown.debugDescription)")
        second.type("swift a + b\n")
        #expect(second.waitFor("res4: Int = 11"), "\(second.shown.debugDescription)")
        // The page came back from the compiled cells kept with it where the compile is the same:
        // the first session compiled five (two typed, two brought back under new numbers, one
        // typed); this one only the page's third cell (typed as cell 5, now cell 3) and the new one.
        let kept = try FileManager.default.contentsOfDirectory(atPath: pages.appending(path: ".cells/di").path)
        #expect(kept.count == 7, "\(kept)")
        second.type("quit\n")
        #expect(second.waitForExit() == 0)
    }

    @Test func twoPlaygroundsKeepTheirOwnPagesAndPageClearKeepsTheOld() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try start()
        first.type("open di\n")
        first.type("swift let a = 5\n")
        first.type("swift let b = 6\n")
        #expect(first.waitFor("(no output)", count: 2), "\(first.shown.debugDescription)")
        let second = try start()
        second.type("open di\n")
        #expect(second.waitFor("di's page is open in another playground, so this one keeps its cells in"), "\(second.shown.debugDescription)")
        second.type("swift let z = 9\n")
        #expect(second.waitFor("(no output)"), "\(second.shown.debugDescription)")
        #expect(page("di.swift")?.contains("let b = 6") == true, "the first playground's page")
        #expect(page("di.2.swift")?.contains("let z = 9") == true, "the second's, beside it")
        #expect(page("di.2.swift")?.contains("let a = 5") == false)
        second.type("quit\n")
        #expect(second.waitForExit() == 0)

        first.type("page clear\n")
        #expect(first.waitFor("your page as it was (2 cells) is kept in"), "\(first.shown.debugDescription)")
        #expect(page("di.swift.1")?.contains("let b = 6") == true)
        first.type("quit\n")
        #expect(first.waitForExit() == 0)
    }

    /// A cell that ignores SIGINT, kept on the page, leaves Ctrl-C working for the cells after it.
    @Test func ctrlCStillStopsACellAfterOneThatIgnoredIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try start()
        session.type("open di\n")
        session.type("swift signal(SIGINT, SIG_IGN)\n")
        #expect(session.waitFor("res1:"), "\(session.shown.debugDescription)")
        let started = folder.appending(path: "started").path
        session.type("swift FileManager.default.createFile(atPath: \"\(started)\", contents: nil); while true {}\n")
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: started), Date() < deadline { usleep(50_000) }
        session.type("\u{03}")
        #expect(session.waitFor("The shell started again without cell 2"), "\(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
    }

    /// Work a cell left running that crashes at the prompt: the cell leaves the saved page too, so
    /// the next start does not run it again.
    @Test func aCellWhoseWorkCrashedLeavesThePage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try start()
        session.type("open di\n")
        session.type("swift let a = 5\n")
        #expect(session.waitFor("(no output)"), "\(session.shown.debugDescription)")
        session.type("swift import Dispatch; DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { let xs: [Int] = []; print(xs[0]) }\n")
        #expect(session.waitFor("whose work crashed"), "\(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
        #expect(page("di.swift") == "// ── cell 1\nlet a = 5\n", "\(page("di.swift") ?? "no page")")
    }

    /// `undo` (done in a new process) takes the cell off the saved page too.
    @Test func undoTakesTheCellOffTheSavedPage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try start()
        session.type("open di\n")
        session.type("swift let a = 5\n")
        session.type("swift let b = 6\n")
        #expect(session.waitFor("(no output)", count: 2), "\(session.shown.debugDescription)")
        session.type("undo\n")
        #expect(session.waitFor("Took back cell 2"), "\(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
        #expect(page("di.swift") == "// ── cell 1\nlet a = 5\n", "\(page("di.swift") ?? "no page")")
    }
}
