/// The playground shell without any terminal: a line goes in, styled text comes out.
///
/// The shell never reads input, writes output, looks at the environment or exits; the executable
/// does all of that. That is what lets tests drive every command in-process:
///
/// ```swift
/// let shell = Shell(catalog: catalog)
/// let response = shell.handle("open di")
/// print(response.text.plain)
/// ```
public final class Shell {
    /// What a handled line produced.
    public struct Response: Sendable, Equatable {
        public var text: StyledText
        /// The command failed (bad input, a step that threw). Script mode exits non-zero.
        public var failed: Bool
        /// The user asked to leave.
        public var quit: Bool

        public init(text: StyledText = StyledText(), failed: Bool = false, quit: Bool = false) {
            self.text = text
            self.failed = failed
            self.quit = quit
        }
    }

    /// What the shell may ask of the program around it.
    public struct Environment {
        /// The command history, oldest first (for `history`).
        public var history: () -> [String]
        /// Type-checks a snippet with the installed compiler: what it printed and how it ended
        /// (exit status, crash, time limit, Ctrl-C), or why no compiler can be run. The executable
        /// provides it; nil means no compiler can be run here at all.
        public var compile: ((Snippet) -> Result<CompilerRun, CompilerUnavailable>)?

        /// The simple form, for fakes: `compile` gives the compiler's output and exit status, or
        /// nil when there is no compiler.
        public init(
            history: @escaping () -> [String] = { [] },
            compile: ((Snippet) -> (output: String, status: Int32)?)? = nil
        ) {
            self.history = history
            self.compile = compile.map { simple in
                { snippet in
                    guard let result = simple(snippet) else { return .failure(CompilerUnavailable("no swiftc found")) }
                    return .success(CompilerRun(output: result.output, ending: .exited(result.status)))
                }
            }
        }

        public init(
            history: @escaping () -> [String] = { [] },
            compile: @escaping (Snippet) -> Result<CompilerRun, CompilerUnavailable>
        ) {
            self.history = history
            self.compile = compile
        }
    }

    /// The open lesson and where the learner is in it.
    struct OpenLesson {
        let number: Int
        let type: any Lesson.Type
        let lesson: any Lesson
        let context: LessonContext
        /// Steps of the lesson, read once per open.
        let steps: [Step]
        /// The step last run or shown, 1-based; 0 before the first.
        var position: Int
    }

    public let catalog: Catalog
    let environment: Environment
    var current: OpenLesson?

    public init(catalog: Catalog, environment: Environment = Environment()) {
        self.catalog = catalog
        self.environment = environment
    }

    /// The prompt: `playground> ` outside a lesson, `di 3/12> ` inside one.
    public var prompt: String {
        guard let current else { return "playground> " }
        return "\(current.type.id) \(current.position)/\(current.steps.count)> "
    }

    /// The id of the open lesson, if any.
    public var openLessonID: String? { current?.type.id }

    /// Handles one line the user typed.
    public func handle(_ line: String) -> Response {
        var response = dispatch(line)
        // A lesson printed from a thread of its own, outside any step: say so rather than lose it.
        let stray = LessonOutput.stray.drain()
        if !stray.isEmpty {
            response.text.line("warning: printed outside a step (from another thread), so its order is not fixed:", .warning)
            for line in TextLayout.indent(stray) { response.text.line(line, .warning) }
        }
        return response
    }

    func dispatch(_ line: String) -> Response {
        let trimmed = line.trimmingWhitespace
        if trimmed.isEmpty {
            // Enter on an empty line moves through the open lesson; elsewhere it does nothing.
            return current == nil ? Response() : perform(.next, arguments: [])
        }
        let words: [String]
        do {
            words = try Tokenizer.words(trimmed)
        } catch {
            switch error {
            case .unterminatedQuote(let quote):
                return failure("unterminated quote: add the closing \(quote)")
            }
        }
        guard let first = words.first else { return Response() }
        let arguments = Array(words.dropFirst())

        if let builtin = BuiltinCommand.named(first) {
            if builtin.needsLesson, current == nil {
                return failure("'\(builtin.name.rawValue)' needs an open lesson", hint: "open one with 'open <lesson>'; 'lessons' lists them")
            }
            return perform(builtin.name, arguments: arguments)
        }
        if let command = lessonCommand(named: first) {
            return runLessonCommand(command, arguments: arguments)
        }
        return unknownCommand(first)
    }

    // MARK: - Lesson commands

    var lessonCommands: [LessonCommand] { current?.lesson.commands ?? [] }

    func lessonCommand(named word: String) -> LessonCommand? {
        let key = word.lowercased()
        return lessonCommands.first { $0.name == key || $0.aliases.contains(key) }
    }

    func runLessonCommand(_ command: LessonCommand, arguments: [String]) -> Response {
        let captured = LessonOutput.capture {
            try command.run(CommandArguments(name: command.name, values: arguments))
        }
        var text = StyledText()
        appendOutput(captured.text, to: &text)
        if let error = captured.error {
            text.append(errorText(for: error, usage: command.usage.isEmpty ? nil : "\(command.name) \(command.usage)"))
            return Response(text: text, failed: true)
        }
        return Response(text: text)
    }

    // MARK: - Errors

    func unknownCommand(_ word: String) -> Response {
        let known = BuiltinCommand.all.map(\.name.rawValue) + lessonCommands.map(\.name)
        let aliases = BuiltinCommand.all.flatMap(\.aliases) + lessonCommands.flatMap(\.aliases)
        var message = "unknown command '\(word.shortened)'"
        if let guess = Suggestions.closest(to: word, in: known + aliases) {
            let canonical = BuiltinCommand.named(guess)?.name.rawValue ?? lessonCommand(named: guess)?.name ?? guess
            message += " (did you mean '\(canonical)'?)"
        }
        return failure(message, hint: "'help' lists the commands")
    }

    func failure(_ message: String, hint: String? = nil) -> Response {
        var text = StyledText()
        text.line("error: " + message, .error)
        if let hint { text.line(hint, .dim) }
        return Response(text: text, failed: true)
    }

    func errorText(for error: any Error, usage: String?) -> StyledText {
        var text = StyledText()
        if let commandError = error as? CommandError {
            text.line("error: " + commandError.message, .error)
            if let usage { text.line("usage: " + usage, .dim) }
        } else {
            text.line("error: " + String(describing: error), .error)
        }
        return text
    }

    func appendOutput(_ output: String, to text: inout StyledText) {
        guard !output.isEmpty else { return }
        text.append(output.hasSuffix("\n") ? output : output + "\n", .output)
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
