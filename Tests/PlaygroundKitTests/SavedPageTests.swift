import Foundation
import Testing
import TestSupport
@testable import PlaygroundKit

/// The page kept with the learner's work (`pages/<lesson>.swift`) and brought back by `resume`.
@Suite struct SavedPageTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "saved-page-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func shell(_ runner: SwiftCellShellTests.FakeRunner) -> ScriptedShell {
        let files = LearnerFiles(workspace: Workspace(root: folder), progress: ProgressStore(url: folder.appending(path: "progress.json")))
        return ScriptedShell(catalog: .testing, environment: Shell.Environment(files: files, cells: runner))
    }

    var pageFile: URL { folder.appending(path: "pages/fake.swift") }

    @Test func thePageFollowsTheCellsAndResumeBringsItBack() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let runner = SwiftCellShellTests.FakeRunner()
            let first = shell(runner)
            first.send("open fake")
            first.send("next")
            first.send("swift var n = 1")
            first.send("swift n += 1")
            #expect(try String(contentsOf: pageFile, encoding: .utf8) == "// ── cell 1\nvar n = 1\n\n// ── cell 2\nn += 1\n")
            first.send("undo")
            #expect(try String(contentsOf: pageFile, encoding: .utf8) == "// ── cell 1\nvar n = 1\n")
            // Opening the lesson again brings the saved page back: the same cells, the same file.
            let opened = first.send("open fake")
            #expect(opened.text.plain.contains("Your page is back: 1 cell ran again"), "\(opened.text.plain)")
            #expect(runner.requests.map(\.cell) == ["var n = 1", "n += 1", "var n = 1"])
            #expect(try String(contentsOf: pageFile, encoding: .utf8) == "// ── cell 1\nvar n = 1\n")
            #expect(!FileManager.default.fileExists(atPath: pageFile.path + ".1"), "nothing was lost, so nothing is kept aside")
        }  // The first shell is gone (quit): its page file is free for the next.

        let later = SwiftCellShellTests.FakeRunner()
        let second = shell(later)
        let resumed = second.shell.resume()
        #expect(resumed.text.plain.contains("Your page is back: 1 cell ran again"), "\(resumed.text.plain)")
        #expect(later.requests.map(\.cell) == ["var n = 1"])
        #expect(second.shell.journal.cells.map(\.code) == ["var n = 1"])
        #expect(second.shell.prompt == "fake 1/3> ")
    }

    /// `page clear` is taken back by `undo` right after it: the cells come back, and the page file
    /// with them; the page as it was is kept beside it meanwhile.
    @Test func undoRightAfterPageClearBringsTheCellsBack() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner = SwiftCellShellTests.FakeRunner()
        let shell = shell(runner)
        shell.send("open fake")
        shell.send("swift var n = 1")
        shell.send("swift n += 1")
        let cleared = shell.send("page clear")
        #expect(cleared.text.plain.contains("2 cells taken back") && cleared.text.plain.contains("'undo' brings them back"), "\(cleared.text.plain)")
        #expect(cleared.text.plain.contains("your page as it was (2 cells) is kept in"), "\(cleared.text.plain)")
        #expect(shell.shell.journal.cells.isEmpty)
        let undone = shell.send("undo")
        #expect(undone.text.plain.contains("Took back 'page clear'"), "\(undone.text.plain)")
        #expect(shell.shell.journal.cells.map(\.code) == ["var n = 1", "n += 1"])
        #expect(try String(contentsOf: pageFile, encoding: .utf8) == "// ── cell 1\nvar n = 1\n\n// ── cell 2\nn += 1\n")
        // Only right after it: a second undo takes back the last cell, as usual.
        #expect(shell.send("undo").text.plain.contains("Took back cell 2"))
    }

    @Test func aPageEditedByHandIsOneCellAndScriptsKeepNoPage() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(CellsFeature.savedCells("// ── cell 1\nlet a = 1\n\n// ── cell 2\nprint(a)\n") == ["let a = 1", "print(a)"])
        #expect(CellsFeature.savedCells("// The fake page: Swift that runs in the live lesson.\nlet a = 1\nprint(a)\n") == ["let a = 1\nprint(a)"])
        let runner = SwiftCellShellTests.FakeRunner()
        let environment = Shell.Environment(files: LearnerFiles(workspace: Workspace(root: folder)), cells: FakeCells(run: runner.run))
        let script = ScriptedShell(catalog: .testing, environment: environment)
        script.send("open fake")
        script.send("swift let a = 1")
        #expect(!FileManager.default.fileExists(atPath: pageFile.path), "a script keeps no page, as it keeps no progress")
    }
}
