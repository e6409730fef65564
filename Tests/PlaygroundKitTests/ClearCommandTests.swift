@testable import PlaygroundKit
import Testing
import TestSupport

/// `clear`, in-process: the program around the shell clears the screen; a script has none, so
/// there it does nothing. On a terminal: PlaygroundTests' `ClearTerminalTests`.
@Suite struct ClearCommandTests {
    @Test func clearInAScriptDoesNothingAndDoesNotFail() {
        let shell = ScriptedShell(catalog: .testing)
        var output = ""
        var reported = ""
        var lines = ["clear", "cls", "lessons"][...]
        let succeeded = ScriptRunner(shell: shell.shell).run(nextLine: { lines.popFirst() }, write: { output += $0 }, report: { reported += $0 })
        #expect(succeeded)
        #expect(reported.isEmpty)
        #expect(output.hasPrefix("playground> clear\nplayground> cls\nplayground> lessons\n"), "\(output)")
    }

    @Test func clearAsksTheProgramAroundTheShell() {
        let screen = FakeScreen(clearing: true)
        let shell = ScriptedShell(catalog: .testing, environment: Shell.Environment(terminal: FakeTerminal(screen: screen)))
        let cleared = shell.send("clear")
        #expect(screen.clears == 1)
        #expect(cleared.text.isEmpty && !cleared.failed)

        let dumb = Shell.Environment(terminal: FakeTerminal(screen: FakeScreen(clearing: false)))
        let refused = ScriptedShell(catalog: .testing, environment: dumb).send("cls")
        #expect(refused.text.plain == "this terminal cannot clear its screen\n")
        #expect(!refused.failed)
    }

    /// A cell program rebuilds the lesson from the lines that changed it: `clear` is not one.
    @Test func clearIsNotReplayedInACell() {
        let shell = ScriptedShell(catalog: .testing)
        shell.send("open fake")
        shell.send("next")
        shell.send("clear")
        shell.send("bump 2")
        #expect(shell.shell.journal.entries == [.move(.next), .command("bump", arguments: ["2"])])
    }
}
