import Foundation
import Testing

/// Swift mode through the real `playground`: it understands the shell (its commands alone on a
/// line, `exit` and `quit`, `:help`), takes a declaration whose `{` is on the next line as one
/// cell, and (at a terminal) Up brings back a cell of several lines whole.
@Suite struct LiveCellSwiftModeTests {
    @Test func theShellsWordsWorkInSwiftMode() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open di", "swift", "help", "next", "inspect", "exit", "swift", "quit", "swift", ":quit", "swift", ":help", ":nope",
            "exit(0)", ".exit", "steps",
        ])
        #expect(ran[1].contains("'exit', '.exit' or Ctrl-D goes back to the shell"), "\(ran.output)")
        #expect(ran[1].contains("':help' says more"), "\(ran.output)")
        #expect(ran[2].hasPrefix("Commands of lesson 'di'\n") && ran[2].contains("\nCommands\n"), "help: \(ran.output)")
        #expect(ran[3].contains("── di 1/27"), "next ran the next step: \(ran.output)")
        #expect(ran[4].contains("container"), "inspect: \(ran.output)")
        let left = "(left Swift mode: 'swift' goes back to it; 'quit' here leaves the playground)\n"
        #expect(ran[5] == left, "exit: \(ran.output)")
        #expect(ran[7] == left, "quit: \(ran.output)")
        #expect(ran[9] == left, ":quit: \(ran.output)")
        #expect(ran[11].hasPrefix("Swift mode\n  - Each cell runs"), ":help: \(ran.output)")
        #expect(ran[12].contains("error: Swift mode has no command ':nope'"), "\(ran.output)")
        // `exit(0)` is Swift: a cell, which ends the program it runs in and is not kept. The shell
        // started again in its place is in Swift mode still.
        #expect(ran[13].contains("cell 1 called exit(0), which ends the program") && !ran[13].contains("left Swift mode"), "\(ran.output)")
        #expect(ran.output.contains("di swift> .exit\n"), "\(ran.output)")
        #expect(ran[14] == left, ".exit: \(ran.output)")
        #expect(ran.output.contains("di 1/27> steps"), "the shell's prompt after .exit: \(ran.output)")
        // The prompts said where the learner was: Swift mode, then the shell's, at step 1.
        #expect(ran.output.contains("di swift> next\n"), "\(ran.output)")
        #expect(ran.output.contains("di 1/27> swift\n"), "\(ran.output)")
        #expect(ran.status == 1, "':nope' and exit(0) failed: \(ran.errors)")
    }

    /// The shell's side: `struct P` waits for its brace, an empty line goes on waiting, and the
    /// lines go to the compiler as one cell. (Compiling it is SwiftCells' side.)
    @Test func aDeclarationWhoseBraceIsOnTheNextLineIsOneCell() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open di", "swift", "struct P", "", "{}", "P()", "func f() -> Int", "{ 7 }", "f()"])
        #expect(ran[2] == "", "struct P waits for its brace: \(ran.output)")
        #expect(ran[3] == "", "an empty line goes on waiting: \(ran.output)")
        #expect(ran.output.contains("di      ...> {}\n"), "\(ran.output)")
        #expect(ran.output.contains("di      ...> { 7 }\n"), "\(ran.output)")
        #expect(ran.output.contains("di swift> P()\n"), "\(ran.output)")
        #expect(ran.output.contains("di swift> f()\n"), "\(ran.output)")
        #expect(ran[4] == "(no output)\n", "\(ran.output)")
        #expect(ran[5].hasPrefix("res2: P = "), "\(ran.output)")
        #expect(ran[7] == "(no output)\n", "\(ran.output)")
        #expect(ran[8] == "res4: Int = 7\n", "\(ran.output)")
    }

    /// `undo` typed in Swift mode starts the shell's process again (see `Shell.Environment.startAgain`):
    /// the new one is in Swift mode too.
    @Test func undoInSwiftModeStaysInSwiftMode() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open di", "swift", "next", "let a = 1", "let b = 2", "undo", "b", "a", "undo", "next"])
        #expect(ran[5] == "Took back cell 2: the lesson is as it was before it, at step 1.\n", "\(ran.output)")
        #expect(ran[6].contains("cannot find 'b' in scope"), "\(ran.output)")
        #expect(ran[7] == "res2: Int = 1\n", "\(ran.output)")
        #expect(ran.output.contains("di swift> undo\nTook back cell 2"), "\(ran.output)")
        #expect(ran.output.contains("di swift> next\n── di 2/27"), "\(ran.output)")
    }

    /// The issue's own: `struct P` + `{ var x = 1 }` + `P().x` prints 1.
    @Test func theIssuesStructWithItsBraceOnTheNextLine() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open di", "swift", "struct P", "{ var x = 1 }", "P().x"])
        #expect(ran[2] == "", "\(ran.output)")
        #expect(ran[3] == "(no output)\n", "\(ran.output)")
        #expect(ran[4] == "res2: Int = 1\n", "\(ran.output)")
    }

    /// A name the live lesson declares is Swift, though a command has it too; `:` runs the command.
    @Test func aLiveObjectNamedAsACommandIsSwift() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run(["open side-table", "swift", "table", ":table", "swift var steps = 3", "steps", ":steps"])
        #expect(ran[2].hasPrefix("res1: "), "the live object's value: \(ran.output)")
        #expect(!ran[3].hasPrefix("res"), "the lesson's command: \(ran.output)")
        #expect(ran[5] == "res3: Int = 3\n", "\(ran.output)")
        #expect(ran[6].contains("1 "), "the shell's 'steps': \(ran.output)")
    }
}

#if os(Linux)
/// At a terminal: Up brings back a cell of several lines whole; it runs again; the history file
/// keeps it as one entry.
extension LiveCellSwiftModeTests {
    @Test func upBringsBackACellOfSeveralLinesWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "swift-mode-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = PlaygroundBinary.environment(stateHome: folder, extra: ["TERM": "xterm", "TMPDIR": folder.path])
        let session = try TerminalSession(arguments: ["--no-pager"], environment: environment)
        #expect(session.waitFor("playground> "))
        session.type("open di\n")
        #expect(session.waitFor("di 0/27> "))
        session.type("swift\n")
        #expect(session.waitFor("di swift> "))
        session.type("var total = 0\n")
        #expect(session.waitFor("(no output)"), "\(session.shown.debugDescription)")
        session.type("for n in 1...3 {\n")
        #expect(session.waitFor("...> "))
        session.type("  total += n\n")
        session.type("}\n")
        #expect(session.waitFor("(no output)", count: 2), "\(session.shown.debugDescription)")
        session.type("total\n")
        #expect(session.waitFor("res3: Int = 6"), "\(session.shown.debugDescription)")
        // Up twice: past `total` to the loop, whole, drawn over its lines; Enter runs it again.
        session.type("\u{1B}[A\u{1B}[A")
        #expect(session.waitFor("for n in 1...3 {\r\n  total += n\r\n}"), "\(session.shown.debugDescription)")
        session.type("\n")
        #expect(session.waitFor("(no output)", count: 3), "\(session.shown.debugDescription)")
        session.type("total\n")
        #expect(session.waitFor("res5: Int = 12"), "\(session.shown.debugDescription)")
        // At the shell's prompt, the cell brought back runs as `swift <cell>` would.
        session.type("exit\n")
        #expect(session.waitFor("di 0/27> "))
        session.type("\u{1B}[A\u{1B}[A\u{1B}[A\n")
        #expect(session.waitFor("(no output)", count: 4), "\(session.shown.debugDescription)")
        session.type("swift total\n")
        #expect(session.waitFor("res7: Int = 18"), "\(session.shown.debugDescription)")
        session.type("quit\n")
        #expect(session.waitForExit() == 0)
        let history = try String(contentsOf: folder.appending(path: "mvvm-playground/history"), encoding: .utf8)
        #expect(history.split(separator: "\n").contains(#"for n in 1...3 {\n  total += n\n}"#), "\(history)")
        #expect(!history.split(separator: "\n").contains("  total += n"), "no line of the cell alone: \(history)")
    }
}
#endif
