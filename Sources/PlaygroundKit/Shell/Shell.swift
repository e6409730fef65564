import Foundation

/// The playground shell without any terminal: a line goes in, styled text comes out.
///
/// The shell never reads input, writes output, looks at the environment or exits; the executable
/// does all of that. That is what lets tests drive every command in-process:
///
/// ```swift
/// let shell = Shell(catalog: catalog)
/// let response = shell.apply(.open("di"))
/// print(response.text.plain)
/// ```
public final class Shell {
    /// What a handled line produced.
    public struct Response: Sendable, Equatable {
        public var text: StyledText
        /// Why the command failed (bad input, a step that threw), if it did. Script mode reports it
        /// and exits non-zero.
        public var error: ShellError?
        /// The user asked to leave.
        public var quit: Bool

        public init(text: StyledText = StyledText(), error: ShellError? = nil, quit: Bool = false) {
            self.text = text
            self.error = error
            self.quit = quit
        }

        /// Whether the command failed.
        public var failed: Bool { error != nil }
    }

    /// The open lesson and where the learner is in it.
    struct OpenLesson {
        let number: Int
        let type: any Lesson.Type
        let lesson: any Lesson
        let context: LessonContext
        /// Steps of the lesson, read once per open, in the language being read.
        var steps: [Step]
        /// The same steps in English, to translate again when the language changes.
        let english: [Step]
        /// The step last run or shown, 1-based; 0 before the first.
        var position: Int
    }

    public let catalog: Catalog
    let environment: Environment
    var current: OpenLesson?
    /// Swift cells and exercises: pages, Swift mode, what to replay, the exercise being worked on.
    var swift = SwiftState()
    /// What the learner has done, as last read from or saved to the progress file.
    var progress = Progress()
    /// Problems with the progress file not reported yet.
    var progressProblems: [String] = []
    /// The language the lessons and the shell's words are read in (`lang`); set at start from
    /// `--lang` or the environment (``Language/choose(option:environment:)``).
    public var language: Language = .en {
        didSet { translateOpenLesson() }
    }
    /// The built-in commands' declarations, in `help` order.
    let builtins: [CommandDeclaration]

    public init(catalog: Catalog, environment: Environment = Environment()) {
        self.catalog = catalog
        self.environment = environment
        self.builtins = BuiltinCommand.all.map(\.declaration) + environment.sessionCommands
        if let store = environment.progress {
            let loaded = store.load()
            progress = loaded.progress
            if let problem = loaded.problem { progressProblems.append(problem) }
        }
    }

    /// Problems with the progress file (damaged, newer, unwritable) not shown yet; taking them
    /// clears them. The executable shows them as warnings.
    public func takeProgressProblems() -> [String] {
        defer { progressProblems = [] }
        return progressProblems
    }

    /// The prompt: `playground> ` outside a lesson, `di 3/12> ` inside one.
    public var prompt: String {
        guard let current else { return "playground> " }
        if let buffer = swift.modeBuffer {
            return buffer.isEmpty ? "\(current.type.id) swift> " : "\(current.type.id) \(String(repeating: " ", count: 5))...> "
        }
        return "\(current.type.id) \(current.position)/\(current.steps.count)> "
    }

    /// The id of the open lesson, if any.
    public var openLessonID: String? { current?.type.id }

    /// Handles one line the user typed, in the language being read.
    public func handle(_ line: String) -> Response {
        Words.speaking(language) { handleLine(line) }
    }

    private func handleLine(_ typed: String) -> Response {
        // The line as the shell's prompt would take it, or nil for Swift mode's (a cell, `.exit`):
        // a shell command typed in Swift mode is the shell's, journal and page included.
        guard let line = inSwiftMode ? swiftModeCommand(typed) : Self.recalledCell(typed) else {
            return finishing(from: .learner) { swiftModeLine(typed) }
        }
        return finishing(from: .learner) { dispatch(line) }
    }

    /// Makes `move` as its command would, for a program (handouts, recordings, transcripts, a
    /// room's follower, `resume`): the same step, journal, page and report, from a typed value.
    public func apply(_ move: Move, from source: MoveSource = .learner) -> Response {
        Words.speaking(language) { finishing(from: source) { perform(move, from: source) } }
    }

    /// What follows every command: objects let go of are noted as gone, the page follows the
    /// cells (a lesson just opened gets its page back), and warnings are added.
    func finishing(from source: MoveSource, _ body: () -> CommandOutcome) -> Response {
        let cellsBefore = swift.journal.filter(\.isCell)
        let outcome = body()
        var response = respond(to: outcome)
        // Weak probes: whatever the command let go of is noted as gone at this step.
        current?.context.lifetimes.check()
        switch outcome.report {
        case .opened where outcome.error == nil && source != .quiet:
            bringBackPage(into: &response)
        case .reset:
            break  // the page file stays as it was: `open` brings it back
        default:
            if swift.journal.filter(\.isCell) != cellsBefore { savePage() }
        }
        for problem in takeProgressProblems() { response.text.line("warning: " + problem, .warning) }
        // A lesson printed from a thread of its own, outside any step: say so rather than lose it.
        let stray = LessonOutput.stray.drain()
        if !stray.isEmpty {
            response.text.line("warning: printed outside a step (from another thread), so its order is not fixed:", .warning)
            for line in TextLayout.indent(stray) { response.text.line(line, .warning) }
        }
        return response
    }

    /// The response to what a command did: its rendered text, its error, whether to quit.
    func respond(to outcome: CommandOutcome) -> Response {
        Response(text: Words.$language.withValue(language) { OutcomeRenderer.render(outcome) }, error: outcome.error, quit: outcome.quit)
    }

    func dispatch(_ line: String) -> CommandOutcome {
        let trimmed = line.trimmingWhitespace
        // `swift <code>`: the code is Swift, not words to split.
        if let code = Self.swiftCode(in: trimmed) { return swiftCommand(code) }
        if trimmed.isEmpty {
            // Enter on an empty line moves through the open lesson; elsewhere it does nothing.
            return current == nil ? .nothing : perform(.next, from: .learner)
        }
        let words: [String]
        do {
            words = try Tokenizer.words(trimmed)
        } catch {
            switch error {
            case .unterminatedQuote(let quote): return .failure(.unterminatedQuote(quote))
            }
        }
        guard let first = words.first else { return .nothing }
        guard let command = command(named: first) else {
            return .failure(.unknownCommand(first, suggestion: suggestion(for: first)))
        }
        return perform(command, arguments: Array(words.dropFirst()))
    }

    /// Runs `command` with `arguments`, after the checks its declaration asks for: an open lesson,
    /// then no more arguments than its usage lists.
    func perform(_ command: CommandDeclaration, arguments values: [String]) -> CommandOutcome {
        let arguments = CommandArguments(name: command.name, values: values)
        if command.needsLesson, current == nil { return .failure(.needsLesson(command: command.name)) }
        if let refusal = Self.refusal(of: values, by: command) { return .failure(refusal) }
        let lessonBefore = current.map { ObjectIdentifier($0.lesson) }
        let outcome: CommandOutcome
        switch command.handler {
        case .anywhere(let handle):
            outcome = handle(self, arguments)
        case .inLesson(let handle):
            guard let current else { return .failure(.needsLesson(command: command.name)) }
            outcome = handle(self, current, arguments)
        case .printing(let run):
            let captured = LessonOutput.capture { try run(arguments) }
            let text = current.map { captioned(captured.text, of: $0.type) } ?? captured.text
            outcome = CommandOutcome(.printed(text), error: captured.error.map { Self.error($0, from: command) })
        case .move(_, let read):
            switch read(self, arguments) {
            case .success(let move): return perform(move, from: .learner)
            case .failure(let error): return .failure(error)
            }
        }
        // The journal keeps what changed the live lesson, to go through it again.
        if command.journaled, let current, ObjectIdentifier(current.lesson) == lessonBefore {
            swift.journal.append(.command(command.name, arguments: values))
        }
        return outcome
    }

    /// Makes `move` in the open lesson (or opens one): the step runs, the room hears of it unless
    /// it was made quietly, and the journal keeps a move that ran a step.
    func perform(_ move: Move, from source: MoveSource) -> CommandOutcome {
        if case .open(let lesson) = move { return open(lesson, from: source) }
        guard let lesson = current else { return .failure(.needsLesson(command: move.commandName)) }
        let outcome: CommandOutcome = switch move {
        case .open: .nothing
        case .next: next(lesson, from: source)
        case .deeper: deeper(lesson, from: source)
        case .back: back(lesson, from: source)
        case .run(let step): run(lesson, step, from: source)
        case .show(let step): show(lesson, step, from: source)
        case .reset: reset(lesson, from: source)
        }
        if move.changesLiveLesson, outcome.error.map({ if case .badArguments = $0 { false } else { true } }) ?? true {
            swift.journal.append(.move(move))
        }
        return outcome
    }

    /// Why `command` does not take `values`: more of them than its ``CommandDeclaration/argumentLimit``.
    static func refusal(of values: [String], by command: CommandDeclaration) -> ShellError? {
        guard let limit = command.argumentLimit, values.count > limit else { return nil }
        return .badArguments(
            command: command.name, message: Words.takes(command.name, limit: limit, not: values[limit].shortened), usage: command.title
        )
    }

    /// What a lesson command threw, as a shell error: bad input (with the usage), or a failure.
    static func error(_ error: any Error, from command: CommandDeclaration) -> ShellError {
        if let commandError = error as? CommandError {
            return .badArguments(command: command.name, message: commandError.message, usage: command.usage.isEmpty ? nil : command.title)
        }
        return .commandFailed(command: command.name, message: String(describing: error))
    }

    // MARK: - The commands

    /// Every command there is now: the built-ins, then the open lesson's.
    var commands: [CommandDeclaration] { builtins + lessonCommands }

    var lessonCommands: [CommandDeclaration] { current?.lesson.commands ?? [] }

    /// The command `word` (a name or an alias, any case) runs. Built-ins come first.
    func command(named word: String) -> CommandDeclaration? {
        commands.first { $0.isNamed(word) }
    }

    /// The command `word` is probably a typo of, by its name: "did you mean".
    func suggestion(for word: String) -> String? {
        let commands = commands
        return Suggestions.closest(to: word, in: commands.flatMap(\.words)).map { guess in
            commands.first { $0.isNamed(guess) }?.name ?? guess
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}

extension Shell {
    /// The open lesson's live objects, as `inspect` lists them; empty with no lesson open.
    public var liveObjects: [LessonContext.Exposed] { current?.context.exposed ?? [] }

    /// The open lesson's type, if any.
    public var openLessonType: (any Lesson.Type)? { current?.type }
}
