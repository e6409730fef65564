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

    /// What a restore brought back, and what it had to leave out.
    public struct Restored: Sendable, Equatable {
        /// Entries gone through again.
        public var kept: Int
        /// Entries that failed this time (a cell whose library is gone, say), as `undo` names them.
        public var lost: [String]
    }

    /// What took the shell down: a cell (how its run ended, with what it printed), or a line; or,
    /// at the prompt, work an earlier cell left running (`journal` is then without that cell), or
    /// something outside the shell (`kill -9`, the system out of memory: `journal` is whole).
    public enum Culprit {
        case cell(label: String, run: CodeRun)
        case line(String, ending: String)
        case leftRunning(label: String, run: CodeRun)
        case outside(ending: String)
    }

    public let catalog: Catalog
    let environment: Environment

    // The features, in `help` order: each has its own state and declares its commands.
    private(set) lazy var session = SessionFeature(shell: self)
    private(set) lazy var lessons = LessonsFeature(shell: self)
    private(set) lazy var live = LiveStateFeature(shell: self)
    private(set) lazy var figures = FiguresFeature(shell: self)
    private(set) lazy var cells = CellsFeature(shell: self)
    private(set) lazy var exercises = ExercisesFeature(shell: self)
    private(set) lazy var progress = ProgressFeature(shell: self, store: environment.files.progress)
    private(set) lazy var reading = ReadingFeature(shell: self)
    private(set) lazy var room = RoomFeature(shell: self)

    /// The built-in commands' declarations, in `help` order: `help` first, then each feature's
    /// (the session's own last), then the program's around the shell.
    private(set) lazy var builtins: [CommandDeclaration] = {
        let session = session.commands
        let features: [any ShellFeature] = [lessons, live, figures, cells, exercises, progress, reading]
        return [session[0]] + features.flatMap(\.commands) + session.dropFirst() + room.commands
    }()

    public init(catalog: Catalog, environment: Environment = Environment()) {
        self.catalog = catalog
        self.environment = environment
        _ = progress  // the progress file is read now, and its problems are the first warnings
    }

    /// The language the lessons and the shell's words are read in (`lang`); set at start from
    /// `--lang` or the environment (``Language/choose(option:environment:)``).
    public var language: Language {
        get { reading.language }
        set { reading.language = newValue }
    }

    /// Problems with the progress file (damaged, newer, unwritable) not shown yet; taking them
    /// clears them. The executable shows them as warnings.
    public func takeProgressProblems() -> [String] {
        progress.takeProblems()
    }

    /// The open lesson (the lessons feature's).
    var current: OpenLesson? { lessons.current }

    /// The prompt: `playground> ` outside a lesson, `di 3/12> ` inside one.
    public var prompt: String {
        guard let current else { return "playground> " }
        if let buffer = cells.modeBuffer {
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
        guard let line = cells.inSwiftMode ? cells.swiftModeCommand(typed) : CellsFeature.recalledCell(typed) else {
            return finishing(from: .learner) { cells.swiftModeLine(typed) }
        }
        return finishing(from: .learner) { dispatch(line) }
    }

    /// Makes `move` as its command would, for a program (handouts, recordings, transcripts, a
    /// room's follower, `resume`): the same step, journal, page and report, from a typed value.
    public func apply(_ move: Move, from source: MoveSource = .learner) -> Response {
        Words.speaking(language) { finishing(from: source) { lessons.make(move, from: source) } }
    }

    /// What follows every command: objects let go of are noted as gone, the page follows the
    /// cells (a lesson just opened gets its page back), and warnings are added.
    func finishing(from source: MoveSource, _ body: () -> CommandOutcome) -> Response {
        let cellsBefore = cells.journal.filter(\.isCell)
        let outcome = body()
        var response = respond(to: outcome)
        // Weak probes: whatever the command let go of is noted as gone at this step.
        current?.context.lifetimes.check()
        switch outcome.report {
        case .opened where outcome.error == nil && source != .quiet:
            cells.bringBackPage(into: &response)
        case .reset:
            break  // the page file stays as it was: `open` brings it back
        default:
            if cells.journal.filter(\.isCell) != cellsBefore { cells.savePage() }
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
        if let code = CellsFeature.swiftCode(in: trimmed) { return cells.swiftCommand(code) }
        if trimmed.isEmpty {
            // Enter on an empty line moves through the open lesson; elsewhere it does nothing.
            return current == nil ? .nothing : lessons.make(.next, from: .learner)
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
            let text = current.map { reading.captioned(captured.text, of: $0.type) } ?? captured.text
            outcome = CommandOutcome(.printed(text), error: captured.error.map { Self.error($0, from: command) })
        case .move(_, let read):
            switch read(self, arguments) {
            case .success(let move): return lessons.make(move, from: .learner)
            case .failure(let error): return .failure(error)
            }
        }
        // The journal keeps what changed the live lesson, to go through it again.
        if command.journaled, let current, ObjectIdentifier(current.lesson) == lessonBefore {
            cells.journal.append(.command(command.name, arguments: values))
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
