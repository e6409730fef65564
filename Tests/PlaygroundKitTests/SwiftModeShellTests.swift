import Foundation
import Testing
import TestSupport
@testable import PlaygroundKit

/// Swift mode understands the shell: its words to leave, `:help`, the shell's commands alone on a
/// line, names the learner's cells declare, and history that keeps a cell whole.
@Suite struct SwiftModeShellTests {
    /// A runner that records the cells it was asked to run; a cell declares what `declares` says
    /// for its code (as the real runner reads it).
    final class Runner {
        var cells: [String] = []
        var declares: [String: [String]] = [:]

        func run(_ request: CellRequest) -> CodeRun {
            cells.append(request.cell)
            let record = CellRecord(number: request.number, label: request.label, code: request.cell, library: "/fake/\(request.number)",
                                    declarations: declares[request.cell] ?? [])
            return CodeRun(output: "ran \(request.label)\n", ending: .finished, record: record)
        }
    }

    func swiftMode(_ runner: Runner, parser: ((String) -> Bool)? = nil) -> ScriptedShell {
        let environment = Shell.Environment(
            compiler: parser.map { FakeCompiler(parser: $0) },
            cells: FakeCells(run: runner.run) { _ in CodeRun(ending: .finished) })
        let shell = ScriptedShell(catalog: .testing, environment: environment)
        shell.send("open fake")
        shell.send("swift")
        return shell
    }

    @Test(arguments: ["exit", "quit", ".exit", ".quit", ":quit", ":q", ":exit", ":", "  exit  ", ":QUIT"])
    func wordsThatLeaveSwiftModeForTheShellsPrompt(_ word: String) {
        let runner = Runner()
        let shell = swiftMode(runner)
        let left = shell.send(word)
        #expect(!left.quit, "the shell goes on")
        #expect(!left.failed)
        #expect(left.text.plain == "(left Swift mode: 'swift' goes back to it; 'quit' here leaves the playground)\n")
        #expect(!shell.shell.inSwiftMode)
        #expect(shell.shell.prompt == "fake 0/3> ")
        #expect(runner.cells.isEmpty)
        // At the shell's prompt, `quit` is the shell's own again.
        #expect(shell.send("quit").quit)
    }

    @Test func theShellsCommandsAloneOnALineDoWhatTheyDoAtItsPrompt() throws {
        let runner = Runner()
        let shell = swiftMode(runner)
        let help = shell.send("help")
        #expect(help.text.title == "Commands")
        let next = shell.sendPlain("next")
        #expect(next.text.contains("count is 1"), "\(next.text)")
        #expect(shell.shell.prompt == "fake swift> ", "still in Swift mode")
        #expect(shell.sendPlain("steps").text.contains("A timer"))
        #expect(shell.sendPlain("inspect counter").text.contains("count: 1"))
        #expect(shell.sendPlain("help swift").text.contains("Live objects now: counter."))
        #expect(shell.sendPlain("bump 2").text.contains("count is 3"))
        #expect(shell.sendPlain(":n").text.contains("scheduled at"))
        #expect(runner.cells.isEmpty, "none of them was Swift")
        // The journal has them as typed values, as the shell's prompt would: `undo` and a restore go through them.
        let typed = shell.shell.journal.entries.filter { !$0.isCell }
        #expect(typed == [.move(.next), .command("bump", arguments: ["2"]), .move(.next)])
        #expect(shell.shell.prompt == "fake swift> ")
    }

    @Test func swiftStaysSwift() {
        let runner = Runner()
        let shell = swiftMode(runner)
        // One-letter aliases are a cell's names: `n` is no `next`, `b` no `back`, `q` no `quit`.
        for code in ["exit(0)", "n", "b", "i", "q", "s", "next()", "Next", "print(next)", "help(me)", "inspect.count", "quit = 1", "let steps = 3", "x.next"] {
            shell.send(code)
            #expect(runner.cells.last == code)
        }
        #expect(shell.shell.inSwiftMode)
        // A command with what is no plain argument is Swift: the compiler has its say.
        shell.send("inspect (counter)")
        #expect(runner.cells.last == "inspect (counter)")
        shell.send("run \"3\"")
        #expect(runner.cells.last == "run \"3\"")
        // Two words are never Swift, dots or not: the shell's (`advance 1.5s`), and its message.
        #expect(shell.sendPlain("inspect counter.count").text.contains("nothing called 'counter.count' to inspect"))
        #expect(shell.sendPlain("advance 1.5s").text.contains("1.5"))
    }

    @Test func aNameTheLearnersCellsDeclareIsSwiftAndAColonRunsTheCommandAnyway() {
        let runner = Runner()
        runner.declares = ["var next = 1": ["var next"], "func steps() {}": ["func steps"], "let exit = 2": ["var exit"]]
        let shell = swiftMode(runner)
        shell.send("var next = 1")
        shell.send("func steps() {}")
        shell.send("next")
        #expect(runner.cells.last == "next")
        shell.send("steps")
        #expect(runner.cells.last == "steps")
        #expect(shell.shell.prompt == "fake swift> ")
        #expect(shell.sendPlain(":next").text.contains("count is 1"))
        #expect(shell.shell.prompt == "fake swift> ", "the step ran; Swift mode goes on")
        #expect(shell.sendPlain(":steps").text.contains("A timer"))
        // Even `exit`, once a cell declares it.
        shell.send("let exit = 2")
        shell.send("exit")
        #expect(runner.cells.last == "exit")
        #expect(shell.shell.inSwiftMode)
        shell.send(":exit")
        #expect(!shell.shell.inSwiftMode)
    }

    @Test func theLiveObjectsAndTheLessonsTypesAreSwiftNames() {
        let runner = Runner()
        let shell = swiftMode(runner)
        #expect(shell.shell.cells.swiftNames.contains("counter"))
    }

    @Test func colonHelpSaysWhatSwiftModeUnderstands() {
        let shell = swiftMode(Runner())
        for word in [":help", ":h", ":?", " :help "] {
            let help = shell.sendPlain(word)
            #expect(!help.failed)
            let text = help.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.text.hasPrefix("Swift mode\n  - Each cell runs"))
            for words in ["Swift mode - Each cell runs", "'struct P' waits for its '{' on the next line", "Ctrl-C drops the cell",
                          "'exit', 'quit', '.exit', ':quit' or Ctrl-D: back to the shell's prompt",
                          "The shell's commands work here alone on a line", "':next', ':n'", "one-letter names ('n', 'b')",
                          "Up brings back a whole cell",
                          "Live objects: counter"] {
                #expect(text.contains(words), "\(words): \(help.text)")
            }
        }
        #expect(shell.shell.inSwiftMode)
        // `:help <command>` is the shell's help on it.
        #expect(shell.sendPlain(":help next").text.hasPrefix("next\n  run the next step"))
    }

    @Test func anUnknownColonWordPointsToColonHelpNotToTheCompiler() {
        let runner = Runner()
        let shell = swiftMode(runner)
        let unknown = shell.send(":frobnicate")
        #expect(unknown.error == .unknownSwiftModeCommand("frobnicate", suggestion: nil))
        #expect(unknown.text.plain == "error: Swift mode has no command ':frobnicate'\n':help' says what Swift mode understands\n")
        let typo = shell.sendPlain(":hlep")
        #expect(typo.text.hasPrefix("error: Swift mode has no command ':hlep' (did you mean ':help'?)"), "\(typo.text)")
        #expect(runner.cells.isEmpty)
        #expect(shell.shell.inSwiftMode)
    }

    @Test func quitWithArgumentsIsRefusedAsAtTheShellsPrompt() {
        let shell = swiftMode(Runner())
        let refused = shell.sendPlain("quit now")
        #expect(refused.failed)
        #expect(refused.text.contains("'quit' takes no arguments"))
        #expect(!refused.quit)
        #expect(shell.shell.inSwiftMode)
    }

    @Test func onlyTheFirstLineOfACellCanBeTheShells() {
        let runner = Runner()
        let shell = swiftMode(runner)
        shell.send("func f() {")
        shell.send("next")
        shell.send("exit")
        shell.send("}")
        #expect(runner.cells == ["func f() {\nnext\nexit\n}"])
        #expect(shell.shell.prompt == "fake swift> ")
    }

    @Test func aSwiftLineInSwiftModeRunsItsCode() {
        let runner = Runner()
        let shell = swiftMode(runner)
        shell.send("swift print(1)")
        #expect(runner.cells == ["print(1)"])
        shell.send("swift func f() {")
        shell.send("}")
        #expect(runner.cells.last == "func f() {\n}")
        #expect(shell.shell.inSwiftMode, "Swift mode stays")
        let banner = shell.sendPlain("swift")
        #expect(banner.text.contains("Swift mode:"))
    }

    @Test func theBannerNamesTheWordsThatLeaveAndColonHelp() {
        let shell = ScriptedShell(catalog: .testing, environment: Shell.Environment(cells: FakeCells(run: Runner().run)))
        shell.send("open fake")
        let banner = shell.sendPlain("swift").text.replacingOccurrences(of: "\n", with: " ")
        for words in ["'exit', '.exit' or Ctrl-D goes back to the shell", "alone on a line ('next', 'inspect')", "':help' says more",
                      "Live objects: counter"] {
            #expect(banner.contains(words), "\(words): \(banner)")
        }
    }

    @Test(arguments: [Language.ru, .id])
    func swiftModesWordsAreTranslated(_ language: Language) {
        let shell = swiftMode(Runner())
        shell.shell.language = language
        let english = Language.en
        let help = shell.sendPlain(":help").text
        let banner = shell.sendPlain("swift").text
        let unknown = shell.sendPlain(":nope").text
        let left = shell.sendPlain("exit").text
        shell.send("open fake")
        let details = shell.sendPlain("help swift").text
        shell.shell.language = english
        shell.send("swift")
        #expect(help != shell.sendPlain(":help").text)
        #expect(banner != shell.sendPlain("swift").text)
        #expect(unknown != shell.sendPlain(":nope").text)
        #expect(left != shell.sendPlain("exit").text)
        #expect(details != shell.sendPlain("help swift").text)
        let expected = language == .ru ? ["Режим Swift", "':next'", "в режиме Swift нет команды ':nope'", "вы вышли из режима Swift"]
            : ["Mode Swift", "':next'", "mode Swift tidak punya perintah ':nope'", "keluar dari mode Swift"]
        #expect(help.contains(expected[0]) && help.contains(expected[1]), "\(help)")
        #expect(banner.contains(expected[0]), "\(banner)")
        #expect(unknown.contains(expected[2]), "\(unknown)")
        #expect(left.contains(expected[3]), "\(left)")
        #expect(details.contains("'struct P'"), "\(details)")
    }

    @Test func twoEmptyLinesInACellThatWaitsSayWhy() {
        let runner = Runner()
        let shell = swiftMode(runner)
        shell.send("func f() {")
        #expect(shell.sendPlain("").text == "", "one empty line is often part of the code")
        let second = shell.sendPlain("")
        #expect(second.text.contains("the cell is not complete yet, so it goes on"))
        #expect(shell.sendPlain("").text == "", "said once")
        #expect(shell.shell.prompt == "fake      ...> ")
        shell.send("}")
        #expect(runner.cells == ["func f() {\n\n\n\n}"])
        // An empty line with no cell under way is nothing.
        #expect(shell.sendPlain("").text == "")
        #expect(shell.sendPlain("").text == "")
    }
}
