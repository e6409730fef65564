import Foundation
import Testing
import TestSupport
@testable import PlaygroundKit

/// `swift`, Swift mode, `page`, the journal and `undo`, against a runner that records what it was
/// asked (real cells in the live lesson are exercised in PlaygroundTests' LiveCellTests).
@Suite struct SwiftCellShellTests {
    /// A runner that answers each request with the next prepared ending, recording the requests.
    final class FakeRunner: CellEngine {
        var requests: [CellRequest] = []
        var endings: [CodeRun.Ending] = []
        /// The cells run again (by their numbers), oldest first.
        var replayed: [Int] = []

        func run(_ request: CellRequest) -> CodeRun {
            requests.append(request)
            let ending = endings.isEmpty ? .finished : endings.removeFirst()
            let record = CellRecord(number: request.number, label: request.label, code: request.cell, library: "/fake/\(request.number)", declarations: [])
            return CodeRun(output: ending == .finished ? "ran \(request.label)\n" : "", ending: ending, record: ending == .finished ? record : nil)
        }

        func replay(_ record: CellRecord) -> CodeRun {
            replayed.append(record.number)
            return CodeRun(ending: .finished)
        }
    }

    func shell(_ runner: FakeRunner) -> ScriptedShell {
        ScriptedShell(catalog: .testing, environment: Shell.Environment(cells: runner))
    }

    @Test func swiftNeedsAnOpenLesson() {
        let runner = FakeRunner()
        let result = shell(runner).sendPlain("swift print(1)")
        #expect(result.failed)
        #expect(result.text.contains("'swift' needs an open lesson"))
        #expect(runner.requests.isEmpty)
    }

    @Test func aCellSeesTheLiveObjectsWithTheirTypesAndThePageSoFar() throws {
        let runner = FakeRunner()
        let shell = shell(runner)
        shell.send("open fake")
        #expect(!shell.sendPlain("swift let x = 1").failed)
        let second = shell.sendPlain("swift print(x)")
        #expect(second.text == "ran cell 2\n")
        let request = try #require(runner.requests.last)
        #expect(request.page.map(\.code) == ["let x = 1"])
        #expect(request.number == 2)
        #expect(request.cell == "print(x)")
        #expect(request.lesson.id == "fake")
        #expect(request.liveObjects.map(\.name) == ["counter"])
        #expect(request.liveObjects.first?.typeName == "TestSupport.FakeLesson.Counter")
    }

    @Test func aFailedCellIsNotKeptOnThePage() {
        let runner = FakeRunner()
        runner.endings = [
            .compileErrors([LearnerDiagnostic(location: LearnerLocation(file: "cell 1", line: 1, column: 7), severity: "error", message: "cannot find 'nope' in scope")]),
            .crashed(message: "Fatal error: Index out of range", location: LearnerLocation(file: "cell 1", line: 2, column: 3)),
            .timedOut(seconds: 10),
        ]
        let shell = shell(runner)
        shell.send("open fake")
        let compile = shell.sendPlain("swift print(nope)")
        #expect(compile.failed)
        #expect(compile.text.contains("cell 1:1:7: error: cannot find 'nope' in scope"))
        #expect(compile.text.contains("did not compile, so nothing ran"))
        let crash = shell.sendPlain("swift let a = [1]; print(a[5])")
        #expect(crash.text.contains("cell 1:2:3: Fatal error: Index out of range"))
        let loop = shell.sendPlain("swift while true {}")
        #expect(loop.text.contains("stopped after 10 s, the time limit"))
        #expect(shell.sendPlain("page").text.contains("The page is empty"))
        #expect(!shell.sendPlain("swift print(2)").failed)
        #expect(shell.sendPlain("page").text == "── cell 1\nprint(2)\n")
        #expect(shell.sendPlain("page clear").text.contains("1 cell taken back"))
        #expect(shell.sendPlain("page").text.contains("The page is empty"))
    }

    @Test func swiftModeCollectsACellUntilItsBracketsClose() throws {
        let runner = FakeRunner()
        let shell = shell(runner)
        shell.send("open fake")
        let entered = shell.sendPlain("swift")
        #expect(entered.text.contains("Swift mode"))
        #expect(entered.text.contains("Live objects: counter"))
        #expect(shell.shell.prompt == "fake swift> ")
        shell.send("func twice(_ n: Int) -> Int {")
        #expect(shell.shell.prompt == "fake      ...> ")
        shell.send("    n * 2")
        #expect(runner.requests.isEmpty)
        shell.send("}")
        #expect(runner.requests.last?.cell == "func twice(_ n: Int) -> Int {\n    n * 2\n}")
        #expect(shell.shell.prompt == "fake swift> ")
        // The shell's commands alone on a line are the shell's (see SwiftModeShellTests).
        shell.send("twice(2)")
        #expect(runner.requests.last?.cell == "twice(2)")
        shell.send(".exit")
        #expect(shell.shell.prompt == "fake 0/3> ")
        #expect(!shell.shell.inSwiftMode)
    }

    @Test func anUnfinishedOneLineCellGoesOnThenReturnsToTheShell() {
        let runner = FakeRunner()
        let shell = shell(runner)
        shell.send("open fake")
        shell.send("swift func f() {")
        #expect(shell.shell.inSwiftMode)
        shell.send("}")
        #expect(runner.requests.last?.cell == "func f() {\n}")
        #expect(!shell.shell.inSwiftMode)
        #expect(shell.shell.prompt == "fake 0/3> ")
    }

    @Test func ctrlDLeavesSwiftModeAndDropsAnUnfinishedCell() {
        let runner = FakeRunner()
        let shell = shell(runner)
        shell.send("open fake")
        shell.send("swift")
        shell.send("let a = [")
        shell.shell.leaveSwiftMode()
        #expect(!shell.shell.inSwiftMode)
        #expect(runner.requests.isEmpty)
    }

    @Test func theJournalHoldsWhatChangedTheLessonSinceItWasOpenedOrReset() throws {
        let runner = FakeRunner()
        let shell = shell(runner)
        shell.send("open fake")
        for line in ["next", "inspect", "bump 2", "", "steps", "tally", "advance 1s", "help", "history", "undo x", "page"] { shell.send(line) }
        shell.send("swift print(counter)")
        let typed = shell.shell.journal.entries.filter { !$0.isCell }
        #expect(typed == [.move(.next), .command("bump", arguments: ["2"]), .move(.next), .command("advance", arguments: ["1s"])])
        #expect(shell.shell.journal.cells.map(\.code) == ["print(counter)"])
        #expect(shell.shell.journal.lesson == "fake")
        shell.send("reset")
        shell.send("bump 1")
        #expect(shell.shell.journal.entries == [.command("bump", arguments: ["1"])])
        shell.send("open fake")
        #expect(shell.shell.journal.entries.isEmpty)
        // Cell numbers go on: no two cells of a session share a library.
        shell.send("swift print(1)")
        #expect(runner.requests.last?.number == 2)
    }

    @Test func undoTakesBackTheLastEntryAndGoesThroughTheRestAgain() throws {
        let runner = FakeRunner()
        let shell = shell(runner)
        shell.send("open fake")
        shell.send("bump 2")
        shell.send("swift let a = 1")
        shell.send("swift let b = 2")
        let undone = shell.sendPlain("undo")
        #expect(undone.text == "Took back cell 2: the lesson is as it was before it, at step 0.\n")
        #expect(runner.replayed == [1])
        #expect(shell.shell.journal.cells.map(\.code) == ["let a = 1"])
        #expect(shell.sendPlain("inspect counter").text.contains("count: 2"))
        shell.send("undo")
        #expect(shell.sendPlain("undo").text.contains("Took back 'bump 2'"))
        #expect(shell.sendPlain("inspect counter").text.contains("count: 0"))
        let nothing = shell.sendPlain("undo")
        #expect(nothing.failed)
        #expect(nothing.text.contains("nothing to undo"))
    }

    @Test func aShellThatEndedInACellComesBackWithoutIt() throws {
        let runner = FakeRunner()
        let before = shell(runner)
        before.send("open fake")
        before.send("next")
        before.send("swift let a = 1")
        let journal = before.shell.journal
        // The next shell of the session: the journal was saved before cell 2 took the last one down.
        let after = shell(runner)
        let crash = CodeRun(output: "before\n", ending: .crashed(message: "Fatal error: Index out of range", location: LearnerLocation(file: "cell 2", line: 1, column: 3)))
        let response = after.shell.recover(journal, culprit: .cell(label: "cell 2", run: crash))
        #expect(response.failed)
        #expect(response.text.plain.hasPrefix("before\ncell 2:1:3: Fatal error: Index out of range\n"))
        #expect(response.text.plain.contains("The shell started again without cell 2: fake is as it was just before it, at step 1 (1 step and command, 1 cell kept)."))
        #expect(runner.replayed == [1])
        #expect(after.shell.prompt == "fake 1/3> ")
        #expect(after.shell.journal == journal)
    }

    @Test func cellsNeedARunner() {
        let shell = ScriptedShell(catalog: .testing)
        shell.send("open fake")
        let result = shell.sendPlain("swift print(1)")
        #expect(result.failed)
        #expect(result.text.contains("cannot compile Swift"))
    }

    @Test(arguments: [
        ("print(1)", true), ("func f() {", false), ("let s = \"{\"", true), ("let a = [1,", false),
        ("// {", true), ("/* {", false), ("let s = \"\"\"", false), ("let s = \"\"\"\n{\n\"\"\"", true),
        ("if x { y() }", true), ("}", true),
    ])
    func completeness(code: String, complete: Bool) {
        #expect(SwiftInput.isComplete(code) == complete)
    }
}

extension SwiftCellShellTests {
    @Test func tabInSwiftModeCompletesLiveObjectNames() {
        let shell = shell(FakeRunner())
        shell.send("open fake")
        #expect(shell.shell.completions(for: "sw") == ["swift"])
        shell.send("swift")
        #expect(shell.shell.completions(for: "print(cou") == ["print(counter"])
        #expect(shell.shell.completions(for: "let x = ") == [])
        shell.send(".exit")
        #expect(shell.shell.completions(for: "cou") == [])
    }
}

extension SwiftCellShellTests {
    @Test func tabCompletesInsideAOneLineSwiftCommand() {
        let shell = shell(FakeRunner())
        shell.send("open fake")
        #expect(shell.shell.completions(for: "swift print(cou") == ["print(counter"])
        #expect(shell.shell.completions(for: "swift ") == ["counter"])
    }

    @Test func ctrlCDropsTheCellTypedSoFar() {
        let runner = FakeRunner()
        let shell = shell(runner)
        shell.send("open fake")
        shell.send("swift")
        shell.send("let a = [")
        shell.shell.abandonPendingCell()
        #expect(shell.shell.prompt == "fake swift> ")
        shell.send("swift func f() {")
        shell.shell.abandonPendingCell()
        #expect(shell.shell.prompt == "fake swift> ")
        shell.send(".exit")
        shell.send("swift func f() {")
        shell.shell.abandonPendingCell()
        #expect(!shell.shell.inSwiftMode)
        #expect(runner.requests.isEmpty)
    }
}

extension SwiftCellShellTests {
    @Test func tabAfterADotAsksForMembersWithTheCellSoFar() {
        let runner = FakeRunner()
        final class Asked { var cells: [String] = [] }
        let asked = Asked()
        let cells = FakeCells(run: runner.run, completeMembers: { request in
            asked.cells.append(request.cell)
            return ["bump(_:)", "reset()", "count", "self"]
        })
        let shell = ScriptedShell(catalog: .testing, environment: Shell.Environment(cells: cells))
        shell.send("open fake")
        #expect(shell.shell.completions(for: "swift counter.") == ["counter.bump(", "counter.reset()", "counter.count", "counter.self"])
        #expect(shell.shell.completions(for: "swift let a = counter.b") == ["counter.bump("])
        shell.send("swift")
        shell.send("if true {")
        #expect(shell.shell.completions(for: "    counter.co") == ["counter.count"])
        #expect(asked.cells == ["counter.", "let a = counter.b", "if true {\n    counter.co"])
    }
}
