import Foundation
import Testing
import TestSupport
@testable import PlaygroundKit

// Swift mode's input (SwiftModeShellTests continued): when typed lines are a whole cell, and
// history that keeps a cell whole.

/// Whether typed lines are a whole cell: the parser the program gives, or the scanner.
extension SwiftModeShellTests {
    @Test func theParserTheProgramGivesDecidesWhenACellIsWhole() {
        let runner = Runner()
        // A stand-in for swift-syntax's reading: `struct P` waits for its `{`.
        let shell = swiftMode(runner) { code in code != "struct P" && SwiftInput.isComplete(code) }
        shell.send("struct P")
        #expect(runner.cells.isEmpty)
        #expect(shell.shell.prompt == "fake      ...> ")
        shell.send("{ var x = 1 }")
        #expect(runner.cells == ["struct P\n{ var x = 1 }"])
    }

    @Test func withoutAParserTheScannerDecides() {
        let runner = Runner()
        let shell = swiftMode(runner)
        shell.send("struct P")
        #expect(runner.cells == ["struct P"], "the scanner sees no bracket open")
    }
}

/// History keeps a cell whole: one entry, every line of it.
extension SwiftModeShellTests {
    @Test func aCellTypedOverSeveralLinesIsOneHistoryEntry() {
        let runner = Runner()
        let shell = swiftMode(runner)
        #expect(shell.shell.historyEntry(for: "func twice(_ n: Int) -> Int {") == nil)
        shell.send("func twice(_ n: Int) -> Int {")
        #expect(shell.shell.historyEntry(for: "    n * 2") == nil)
        shell.send("    n * 2")
        #expect(shell.shell.historyEntry(for: "}") == "func twice(_ n: Int) -> Int {\n    n * 2\n}")
        shell.send("}")
        // One-line cells, commands and Swift mode's own words are themselves.
        #expect(shell.shell.historyEntry(for: "twice(2)") == "twice(2)")
        #expect(shell.shell.historyEntry(for: "next") == "next")
        #expect(shell.shell.historyEntry(for: ":help") == ":help")
        #expect(shell.shell.historyEntry(for: "exit") == "exit")
    }

    @Test func aCellBegunAtTheShellsPromptIsKeptAsTheSwiftLineItWas() {
        let runner = Runner()
        let shell = swiftMode(runner)
        shell.send(".exit")
        #expect(shell.shell.historyEntry(for: "swift func f() {") == nil)
        shell.send("swift func f() {")
        #expect(shell.shell.historyEntry(for: "}") == "swift func f() {\n}")
        shell.send("}")
        #expect(!shell.shell.inSwiftMode)
        #expect(shell.shell.historyEntry(for: "swift print(1)") == "swift print(1)")
        #expect(shell.shell.historyEntry(for: "next") == "next")
    }

    @Test func aWholeCellBroughtBackRunsInSwiftModeAndAtTheShellsPrompt() {
        let runner = Runner()
        let shell = swiftMode(runner)
        let cell = "func twice(_ n: Int) -> Int {\n    n * 2\n}"
        shell.send(cell)
        #expect(runner.cells == [cell])
        #expect(shell.shell.prompt == "fake swift> ")
        // At the shell's prompt, lines are a cell's: it runs as `swift <cell>` would.
        shell.send(".exit")
        let ran = shell.sendPlain(cell)
        #expect(!ran.failed, "\(ran.text)")
        #expect(runner.cells.count == 2 && runner.cells[1] == cell)
        #expect(shell.shell.journal.cells.count == 2)
        #expect(!shell.shell.inSwiftMode)
        // And so does a `swift` line of several lines.
        shell.send("swift func f() {\n}")
        #expect(runner.cells.last == "func f() {\n}")
        // A carriage return is no line break: such a line is still a command.
        #expect(shell.sendPlain("nope\rgotcha").text.contains("unknown command"))
    }

    @Test func aRecalledCellThatIsNotCompleteGoesOn() {
        let runner = Runner()
        let shell = swiftMode(runner)
        #expect(shell.shell.historyEntry(for: "func f() {\n  print(1)") == nil)
        shell.send("func f() {\n  print(1)")
        #expect(runner.cells.isEmpty)
        #expect(shell.shell.historyEntry(for: "}") == "func f() {\n  print(1)\n}")
        shell.send("}")
        #expect(runner.cells == ["func f() {\n  print(1)\n}"])
    }
}
