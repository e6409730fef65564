@testable import PlaygroundKit
import Testing
import TestSupport

/// One declaration per command, built-in or a lesson's: what help, usage errors, completion and
/// "did you mean" read.
@Suite struct CommandDeclarationTests {
    /// The built-ins in `help` order: `help`, each feature's in turn, the session's own last.
    static let helpOrder = [
        "help", "lessons", "open", "resume", "steps", "next", "deeper", "back", "run", "show", "reset",
        "source", "inspect", "compile", "clock", "advance", "marbles", "lifetimes", "swift", "page", "undo",
        "edit", "exercises", "exercise", "check", "watch", "hint", "solution", "restore", "workspace",
        "progress", "lang", "history", "clear", "quit",
    ]
    let builtins = Shell(catalog: .testing).builtins

    static func declaration(of name: String) -> CommandDeclaration {
        Shell(catalog: .testing).builtins.first { $0.name == name }!
    }

    @Test func everyBuiltinIsDeclaredOnceInHelpOrder() {
        #expect(builtins.map(\.name) == Self.helpOrder)
    }

    @Test(arguments: helpOrder)
    func everyBuiltinHasASummaryAndAWellFormedUsage(_ name: String) {
        let declaration = Self.declaration(of: name)
        #expect(!declaration.summary.isEmpty)
        #expect(declaration.summary == declaration.summary.trimmingWhitespace)
        for word in declaration.usage.split(separator: " ") {
            #expect((word.hasPrefix("<") && word.hasSuffix(">")) || (word.hasPrefix("[") && word.hasSuffix("]")), "'\(word)' in \(name)")
        }
        // The shell takes no more arguments than the usage lists.
        #expect(declaration.argumentLimit == declaration.parameters.count)
        #expect(declaration.title == (declaration.usage.isEmpty ? name : "\(name) \(declaration.usage)"))
    }

    @Test func namesAndAliasesAreLowercaseAndUnique() {
        let words = builtins.flatMap(\.words)
        #expect(Set(words).count == words.count, "\(words)")
        #expect(words.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty })
    }

    @Test func theBuiltinsThatNeedALessonSaySo() {
        let needing = builtins.filter(\.needsLesson).map(\.name)
        #expect(needing == [
            "steps", "next", "deeper", "back", "run", "show", "reset", "source", "inspect", "compile", "clock", "advance",
            "marbles", "lifetimes", "swift", "page", "undo", "edit", "exercises", "exercise", "check", "watch", "hint", "solution", "restore",
        ])
    }

    @Test func usageParsesIntoParameters() {
        typealias Parameter = CommandDeclaration.Parameter
        #expect(Parameter.list(in: "") == [])
        #expect(Parameter.list(in: "<type> [customer-id]") == [
            Parameter(name: "type", isOptional: false), Parameter(name: "customer-id", isOptional: true),
        ])
        #expect(Parameter.list(in: "[offline|live]") == [Parameter(name: "offline|live", isOptional: true)])
        #expect(Parameter.list(in: "word  <x>") == [Parameter(name: "word", isOptional: false), Parameter(name: "x", isOptional: false)])
    }

    @Test func isNamedMatchesNameAndAliasesInAnyCase() {
        let quit = Self.declaration(of: "quit")
        for word in ["quit", "QUIT", "exit", "Q"] { #expect(quit.isNamed(word), "\(word)") }
        #expect(!quit.isNamed("qu"))
    }

    // MARK: - The lesson-facing API

    @Test func aLessonCommandKeepsWhatItWasDeclaredWith() throws {
        let command = LessonCommand(
            "greet", aliases: ["hi"], usage: "<name> [times]", summary: "say hello",
            complete: { index, previous in index == 0 ? ["ann", "bob"] : previous }
        ) { arguments in
            _ = try arguments.string(0, "name")
        }
        #expect(command.name == "greet")
        #expect(command.words == ["greet", "hi"])
        #expect(command.title == "greet <name> [times]")
        #expect(command.complete(0, []) == ["ann", "bob"])
        #expect(command.complete(1, ["ann"]) == ["ann"])
        #expect(command.argumentLimit == nil, "a lesson command checks its own arguments")
        #expect(!command.needsLesson)
        #expect(throws: CommandError("missing name")) { try command.run(CommandArguments(name: "greet", values: [])) }
        try command.run(CommandArguments(name: "greet", values: ["ann"]))
    }

    @Test func aWrappedRunIsWhatTheShellRuns() {
        var command = LessonCommand("ping", summary: "answer") { _ in LessonOutput.print(["pong"], separator: " ", terminator: "\n") }
        let original = command.run
        command.run = { arguments in
            LessonOutput.print(["before"], separator: " ", terminator: "\n")
            try original(arguments)
        }
        command.complete = { _, _ in ["again"] }
        let shell = Shell(catalog: .testing)
        let outcome = shell.perform(command, arguments: [])
        #expect(OutcomeRenderer.render(outcome).plain == "before\npong\n")
        #expect(outcome.error == nil)
        #expect(shell.candidates(for: command, index: 0, previous: []) == ["again"])
    }

    @Test func aBuiltinRunsOnlyInTheShell() {
        let help = Self.declaration(of: "help")
        #expect(throws: CommandError.self) { try help.run(CommandArguments(name: "help", values: [])) }
        #expect(help.complete(0, []).isEmpty, "a built-in's candidates need the shell")
        #expect(Shell(catalog: .testing).candidates(for: help, index: 0, previous: []).contains("quit"))
    }

    // MARK: - Help comes from the declarations

    @Test func helpListsEachBuiltinsTitleAndSummary() {
        let text = ScriptedShell(catalog: .testing).send("help").text.plain
        let width = min(builtins.map(\.title.count).max() ?? 0, 28)
        for declaration in builtins {
            let padding = String(repeating: " ", count: max(1, width - declaration.title.count + 2))
            #expect(text.contains("  \(declaration.title)\(padding)\(declaration.summary)\n"), "\(declaration.title)")
        }
    }

    @Test(arguments: Shell(catalog: .testing).builtins.flatMap(\.words))
    func helpForAnyWordOfACommandExplainsThatCommand(_ word: String) throws {
        let driver = ScriptedShell(catalog: .testing)
        let declaration = try #require(driver.shell.command(named: word))
        let text = driver.send("help \(word)").text.plain
        #expect(text.hasPrefix(declaration.title + "\n  " + declaration.summary + "\n"))
        #expect(text.contains("also: ") == !declaration.aliases.isEmpty)
        #expect(text.contains("needs an open lesson") == declaration.needsLesson)
    }
}
