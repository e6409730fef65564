/// The shell's own commands, declared with the same ``CommandDeclaration`` as a lesson's commands:
/// name, aliases, usage, summary, completion and handler, one declaration each. Lessons add theirs;
/// names may not clash (a test checks).
struct BuiltinCommand {
    /// The built-ins, in the order `help` lists them.
    enum Name: String, CaseIterable, Sendable {
        case help, lessons, open, resume, steps, next, deeper, back, run, show, source, inspect, compile, reset, clock, advance
        case marbles, lifetimes
        case swift, page, undo, edit, exercises, exercise, check, watch, hint, solution, restore, workspace
        case progress, lang, history, clear, quit
    }

    let name: Name
    let declaration: CommandDeclaration

    var aliases: [String] { declaration.aliases }

    /// Paragraphs `help <command>` adds under the summary, for a built-in with more to it than one
    /// line says.
    static func details(of name: Name) -> [String] {
        switch name {
        case .swift: swiftDetails
        case .workspace: workspaceDetails
        case .compile: compileDetails
        default: []
        }
    }

    /// Every built-in, in `help` order.
    static var all: [BuiltinCommand] {
        Name.allCases.map { BuiltinCommand(name: $0, declaration: declaration(of: $0)) }
    }

    /// The declaration of each built-in. The handlers are the shell's (see `Shell+Lessons.swift`,
    /// `Shell+Steps.swift`, `Shell+LiveState.swift`, `Shell+Compile.swift`); they return what
    /// happened, and the shell renders it.
    static func declaration(of name: Name) -> CommandDeclaration {
        switch name {
        case .help:
            .builtin(
                name, aliases: ["?", "h"], usage: "[command]", summary: "list commands, or explain one",
                completes: { shell in shell.commands.map(\.name) },
                handler: .anywhere { shell, arguments in shell.help(arguments.optional(0)) }
            )
        case .lessons:
            .builtin(
                name, aliases: ["ls", "list"], summary: "list the lessons",
                handler: .anywhere { shell, _ in shell.listLessons() }
            )
        case .open:
            .builtin(
                name, aliases: ["o"], usage: "<lesson>", summary: "open a lesson by id or number (fresh state)",
                completes: { shell in shell.catalog.ids },
                handler: .move(needsLesson: false) { shell, arguments in
                    arguments.optional(0).map { .success(.open($0)) } ?? .failure(shell.whichLesson())
                }
            )
        case .resume:
            .builtin(
                name, aliases: ["continue"], summary: "back to where you left off, with its exercise",
                handler: .anywhere { shell, _ in shell.resumeCommand() }
            )
        case .steps:
            .builtin(
                name, summary: "list the steps of the open lesson",
                handler: .inLesson { shell, lesson, _ in shell.listSteps(lesson) }
            )
        case .next:
            .builtin(
                name, aliases: ["n"], summary: "run the next step (Enter on an empty line too)",
                handler: .move(needsLesson: true) { _, _ in .success(.next) }
            )
        case .deeper:
            .builtin(
                name, summary: "run the step off the main path right after this one",
                handler: .move(needsLesson: true) { _, _ in .success(.deeper) }
            )
        case .back:
            .builtin(
                name, aliases: ["b", "prev"], summary: "go back one step and run it again",
                handler: .move(needsLesson: true) { _, _ in .success(.back) }
            )
        case .run:
            .builtin(
                name, aliases: ["r"], usage: "[step]", summary: "run a step (the current one if none is given)",
                completes: { shell in shell.stepNumbers },
                handler: .move(needsLesson: true) { shell, arguments in shell.stepArgument(arguments, command: "run").map(Move.run) }
            )
        case .show:
            .builtin(
                name, aliases: ["s"], usage: "[step]", summary: "show a step's text and code without running it",
                completes: { shell in shell.stepNumbers },
                handler: .move(needsLesson: true) { shell, arguments in shell.stepArgument(arguments, command: "show").map(Move.show) }
            )
        case .source:
            .builtin(
                name, usage: "<type>", summary: "print the whole code of a lesson's type",
                completes: { shell in shell.current.map { shell.sourceNames(of: $0) } ?? [] },
                handler: .inLesson { shell, lesson, arguments in shell.source(lesson, arguments.optional(0)) }
            )
        case .inspect:
            .builtin(
                name, aliases: ["i"], usage: "[name]", summary: "list live objects, or print one's structure",
                completes: { shell in shell.current?.context.exposed.map(\.name) ?? [] },
                handler: .inLesson { shell, lesson, arguments in shell.inspect(lesson, arguments.optional(0)) }
            )
        case .compile:
            .builtin(
                name, usage: "[snippet] [app]", summary: "compile refused code ('app': as an Xcode 26 app)",
                completes: { shell in (shell.current.map { shell.rejectedSnippets(of: $0).map(\.name) } ?? []) + ["app"] },
                handler: .inLesson { shell, lesson, arguments in
                    let words = [arguments.optional(0), arguments.optional(1)].compactMap { $0 }
                    let app = words.contains { $0.lowercased() == "app" }
                    return shell.compile(lesson, words.first { $0.lowercased() != "app" }, setting: app ? .appTarget : .package)
                }
            )
        case .reset:
            .builtin(
                name, summary: "start the lesson again with fresh state",
                handler: .move(needsLesson: true) { _, _ in .success(.reset) }
            )
        case .clock:
            .builtin(
                name, summary: "the lesson's virtual time and what is scheduled",
                handler: .inLesson { shell, lesson, _ in shell.clock(lesson) }
            )
        case .advance:
            .builtin(
                name, aliases: ["tick"], usage: "<duration>", summary: "move virtual time forward (500ms, 1s, 2m)", changesLesson: true,
                handler: .inLesson { shell, lesson, arguments in shell.advance(lesson, arguments) }
            )
        case .marbles:
            .builtin(
                name, usage: "[clear]", summary: "draw the streams your commands ran, or start again", changesLesson: true,
                completes: { _ in ["clear"] },
                handler: .inLesson { shell, lesson, arguments in shell.marbles(lesson, arguments.optional(0)) }
            )
        case .lifetimes:
            .builtin(
                name, usage: "[clear]", summary: "when live objects were made and freed, or leaked", changesLesson: true,
                completes: { _ in ["clear"] },
                handler: .inLesson { shell, lesson, arguments in shell.lifetimes(lesson, arguments.optional(0)) }
            )
        case .swift:
            .builtin(
                name, usage: "[code]", summary: "run Swift on the live lesson; alone, Swift mode",
                completes: { shell in shell.current?.context.exposed.map(\.name) ?? [] },
                handler: .inLesson { shell, _, arguments in shell.swiftCommand(arguments.values.joined(separator: " ")) }
            )
        case .page:
            .builtin(
                name, usage: "[clear]", summary: "the Swift cells run so far, or take them all back",
                completes: { _ in ["clear"] },
                handler: .inLesson { shell, lesson, arguments in shell.pageCommand(lesson, arguments.optional(0)) }
            )
        case .undo:
            .builtin(
                name, summary: "take back the last cell or command",
                handler: .inLesson { shell, lesson, _ in shell.undo(lesson) }
            )
        case .edit:
            .builtin(
                name, summary: "your exercise (or page) in $EDITOR, then run it",
                handler: .inLesson { shell, lesson, _ in shell.edit(lesson) }
            )
        case .exercises:
            .builtin(
                name, summary: "list the lesson's exercises and how you did",
                handler: .inLesson { shell, lesson, _ in shell.listExercises(lesson) }
            )
        case .exercise:
            .builtin(
                name, usage: "[n]", summary: "start exercise n: its task and your file",
                completes: { shell in shell.current.map { Array(1...max($0.type.exercises.count, 1)).map(String.init) } ?? [] },
                handler: .inLesson { shell, lesson, arguments in shell.startExercise(lesson, arguments.optional(0)) }
            )
        case .check:
            .builtin(
                name, summary: "run the exercise's checks on your file",
                handler: .inLesson { shell, lesson, _ in shell.check(lesson) }
            )
        case .watch:
            .builtin(
                name, summary: "check on every save until it passes (Ctrl-C stops)",
                handler: .inLesson { shell, lesson, _ in shell.watch(lesson) }
            )
        case .hint:
            .builtin(
                name, summary: "the exercise's next hint",
                handler: .inLesson { shell, lesson, _ in shell.hint(lesson) }
            )
        case .solution:
            .builtin(
                name, summary: "the lesson's solution, once your checks pass",
                handler: .inLesson { shell, lesson, _ in shell.solution(lesson) }
            )
        case .restore:
            .builtin(
                name, summary: "the starter back (your version is kept aside)",
                handler: .inLesson { shell, lesson, _ in shell.restore(lesson) }
            )
        case .workspace:
            .builtin(
                name, usage: "[root]", summary: "the folder to open in your editor, and how",
                completes: { _ in ["root"] },
                handler: .anywhere { shell, arguments in shell.workspace(arguments.optional(0)) }
            )
        case .progress:
            .builtin(
                name, usage: "[reset] [lesson]", summary: "what you have done; 'progress reset' forgets it",
                completes: { _ in ["reset"] },
                handler: .anywhere { shell, arguments in shell.progressCommand(arguments) }
            )
        case .lang:
            .builtin(
                name, usage: "[language]", summary: "the language the lessons are read in: en, ru, id", changesLesson: true,
                completes: { _ in Language.allCases.map(\.rawValue) },
                handler: .anywhere { shell, arguments in shell.languageCommand(arguments.optional(0)) }
            )
        case .history:
            .builtin(
                name, summary: "list the commands you have typed",
                handler: .anywhere { shell, _ in shell.history() }
            )
        case .clear:
            .builtin(
                name, aliases: ["cls"], summary: "clear the screen (Ctrl-L too); nothing in a script",
                handler: .anywhere { shell, _ in shell.clearScreen() }
            )
        case .quit:
            .builtin(
                name, aliases: ["exit", "q"], summary: "leave the shell (Ctrl-D does the same)",
                handler: .anywhere { _, _ in .quit }
            )
        }
    }
}

extension CommandDeclaration {
    /// A built-in: the shell takes at most the arguments `usage` lists, and completes the first
    /// with `completes`.
    static func builtin(
        _ name: BuiltinCommand.Name, aliases: [String] = [], usage: String = "", summary: String, changesLesson: Bool = false,
        completes candidates: @escaping (Shell) -> [String] = { _ in [] },
        handler: Handler
    ) -> CommandDeclaration {
        var declaration = CommandDeclaration(
            name.rawValue, aliases: aliases, usage: usage, summary: summary,
            completion: .fromShell { shell, index, _ in index == 0 ? candidates(shell) : [] },
            handler: handler,
            argumentLimit: Parameter.list(in: usage).count
        )
        declaration.changesLesson = changesLesson
        return declaration
    }
}
