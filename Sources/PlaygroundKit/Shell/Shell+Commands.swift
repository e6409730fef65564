/// The built-in commands.
extension Shell {
    func perform(_ name: BuiltinCommand.Name, arguments: [String]) -> Response {
        let command = BuiltinCommand.all.first { $0.name == name }!
        let maxArguments = command.usage.isEmpty ? 0 : 1
        if arguments.count > maxArguments {
            var response = failure("'\(name.rawValue)' takes \(maxArguments == 0 ? "no arguments" : "one argument"), not '\(arguments[maxArguments].shortened)'")
            response.text.line("usage: " + command.title, .dim)
            return response
        }
        let argument = arguments.first
        switch name {
        case .help: return help(argument)
        case .lessons: return listLessons()
        case .open: return open(argument)
        case .steps: return listSteps()
        case .next: return next()
        case .back: return back()
        case .run: return run(argument)
        case .show: return show(argument)
        case .inspect: return inspect(argument)
        case .compile: return compile(argument)
        case .reset: return reset()
        case .clock: return clock()
        case .advance: return advance(argument)
        case .history: return history()
        case .quit: return Response(quit: true)
        }
    }

    // MARK: - help

    func help(_ topic: String?) -> Response {
        var text = StyledText()
        if let topic {
            if let builtin = BuiltinCommand.named(topic) {
                text.line(builtin.title, .accent)
                text.line("  " + builtin.summary)
                if !builtin.aliases.isEmpty { text.line("  also: " + builtin.aliases.joined(separator: ", "), .dim) }
                if builtin.needsLesson { text.line("  needs an open lesson", .dim) }
                return Response(text: text)
            }
            if let command = lessonCommand(named: topic) {
                text.line(command.usage.isEmpty ? command.name : "\(command.name) \(command.usage)", .accent)
                text.line("  " + command.summary)
                if !command.aliases.isEmpty { text.line("  also: " + command.aliases.joined(separator: ", "), .dim) }
                return Response(text: text)
            }
            return unknownCommand(topic)
        }
        text.line("Commands", .heading)
        let rows = BuiltinCommand.all.map { ($0.title, $0.summary) }
        appendTable(rows, to: &text)
        if let current {
            let commands = current.lesson.commands
            if !commands.isEmpty {
                text.line()
                text.line("Commands of lesson '\(current.type.id)'", .heading)
                appendTable(commands.map { ($0.usage.isEmpty ? $0.name : "\($0.name) \($0.usage)", $0.summary) }, to: &text)
            }
        }
        text.line()
        text.line("Enter on an empty line runs the next step. Tab completes; Up and Down recall", .dim)
        text.line("history; Ctrl-R searches it; Ctrl-C abandons the line; Ctrl-D quits.", .dim)
        return Response(text: text)
    }

    func appendTable(_ rows: [(String, String)], to text: inout StyledText) {
        let width = min(rows.map(\.0.count).max() ?? 0, 28)
        for (left, right) in rows {
            let padding = String(repeating: " ", count: max(1, width - left.count + 2))
            text.append("  " + left, .accent)
            text.line(padding + right)
        }
    }

    // MARK: - lessons, open, steps

    func listLessons() -> Response {
        var text = StyledText()
        let width = catalog.ids.map(\.count).max() ?? 0
        for (index, lesson) in catalog.lessons.enumerated() {
            let marker = lesson.id == current?.type.id ? "*" : " "
            let number = String(index + 1).leftPadded(to: 2)
            text.append("\(marker)\(number)  ")
            text.append(lesson.id.rightPadded(to: width), .accent)
            text.line("  " + lesson.title)
        }
        text.line("open one with 'open <id>' or 'open <number>'", .dim)
        return Response(text: text)
    }

    func open(_ argument: String?) -> Response {
        guard let argument else {
            var response = failure("which lesson? " + catalog.ids.joined(separator: ", "))
            response.text.line("usage: open <lesson>", .dim)
            return response
        }
        guard let match = catalog.lesson(matching: argument) else {
            return failure(catalog.noMatchMessage(for: argument), hint: "lessons: " + catalog.ids.joined(separator: ", "))
        }
        current = Self.start(match.lesson, number: match.number)
        return Response(text: banner())
    }

    static func start(_ type: any Lesson.Type, number: Int) -> OpenLesson {
        let context = LessonContext()
        let lesson = type.init(context: context)
        return OpenLesson(number: number, type: type, lesson: lesson, context: context, steps: lesson.steps, position: 0)
    }

    func banner() -> StyledText {
        guard let current else { return StyledText() }
        var text = StyledText()
        text.line("Lesson \(current.number) · \(current.type.id) · \(current.type.title)", .heading)
        for line in TextLayout.wrap(current.type.summary) { text.line(line) }
        for line in TextLayout.wrap("Source: " + current.type.source) { text.line(line, .dim) }
        let hint = "\(current.steps.count) steps. Enter runs the next one; 'steps' lists them; 'help' shows this lesson's commands."
        for line in TextLayout.wrap(hint) { text.line(line, .dim) }
        return text
    }

    func listSteps() -> Response {
        guard let current else { return Response() }
        var text = StyledText()
        for (index, step) in current.steps.enumerated() {
            let number = index + 1
            let marker = number == current.position ? ">" : " "
            text.append("\(marker)\(String(number).leftPadded(to: 3))  ", number == current.position ? .accent : .plain)
            text.line(step.title, number == current.position ? .accent : .plain)
        }
        return Response(text: text)
    }

    // MARK: - moving through steps

    func next() -> Response {
        guard let current else { return Response() }
        guard current.position < current.steps.count else {
            return failure(
                "that was the last step (\(current.steps.count)/\(current.steps.count))",
                hint: "'run 1' goes through it again; 'lessons' lists the others"
            )
        }
        return runStep(current.position + 1)
    }

    func back() -> Response {
        guard let current else { return Response() }
        guard current.position > 1 else {
            return failure("already at the first step", hint: current.position == 0 ? "Enter runs step 1" : "'run 1' runs it again")
        }
        return runStep(current.position - 1)
    }

    func run(_ argument: String?) -> Response {
        guard let current else { return Response() }
        guard let argument else {
            return current.position == 0 ? runStep(1) : runStep(current.position)
        }
        switch stepNumber(argument) {
        case .success(let number): return runStep(number)
        case .failure(let error): return error.response
        }
    }

    func show(_ argument: String?) -> Response {
        guard let current else { return Response() }
        let number: Int
        if let argument {
            switch stepNumber(argument) {
            case .success(let value): number = value
            case .failure(let error): return error.response
            }
        } else {
            number = max(current.position, 1)
        }
        var text = StepRenderer.header(lesson: current.type.id, number: number, of: current.steps.count, step: current.steps[number - 1])
        text.append(StepRenderer.body(current.steps[number - 1]))
        text.line("(not run: 'run \(number)' runs it)", .dim)
        self.current?.position = number
        return Response(text: text)
    }

    func stepNumber(_ text: String) -> Result<Int, StepNumberResponse> {
        let count = current?.steps.count ?? 0
        guard let number = Int(text) else {
            return .failure(StepNumberResponse(failure("a step is a number from 1 to \(count), not '\(text.shortened)'")))
        }
        guard number >= 1, number <= count else {
            return .failure(StepNumberResponse(failure("no step \(number): this lesson has steps 1 to \(count)")))
        }
        return .success(number)
    }

    /// Runs step `number` (1-based) against the lesson's live state and renders it.
    func runStep(_ number: Int) -> Response {
        guard let current else { return Response() }
        let step = current.steps[number - 1]
        self.current?.position = number
        var text = StepRenderer.header(lesson: current.type.id, number: number, of: current.steps.count, step: step)
        text.append(StepRenderer.body(step))
        let captured = LessonOutput.capture { try step.action(current.context) }
        text.append(StepRenderer.output(captured.text))
        if let error = captured.error {
            text.line("error: step \(number) failed: \(error)", .error)
            text.line("the lesson is still open: 'reset' starts it afresh", .dim)
            return Response(text: text, failed: true)
        }
        return Response(text: text)
    }

    // MARK: - inspect, reset, clock

    func inspect(_ name: String?) -> Response {
        guard let current else { return Response() }
        let exposed = current.context.exposed
        var text = StyledText()
        guard let name else {
            if exposed.isEmpty {
                text.line("nothing to inspect yet: run a step first (Enter)", .dim)
                return Response(text: text)
            }
            let width = exposed.map(\.name.count).max() ?? 0
            for entry in exposed {
                text.append("  " + entry.name.rightPadded(to: width), .accent)
                text.line(entry.note.isEmpty ? "" : "  " + entry.note)
            }
            text.line("'inspect <name>' prints one, private stored properties included", .dim)
            return Response(text: text)
        }
        guard let entry = current.context.exposedObject(named: name) else {
            let names = exposed.map(\.name)
            var message = "nothing called '\(name.shortened)' to inspect"
            if let guess = Suggestions.closest(to: name, in: names) { message += " (did you mean '\(guess)'?)" }
            return failure(message, hint: names.isEmpty ? "run a step first: steps expose their objects" : "names: " + names.joined(separator: ", "))
        }
        text.line(entry.name + (entry.note.isEmpty ? "" : " · " + entry.note), .heading)
        for line in TextLayout.indent(Inspector.dump(entry.value()), by: "  ") { text.line(line, .output) }
        return Response(text: text)
    }

    /// Every snippet of the open lesson that the compiler refuses, in step order, once each.
    var rejectedSnippets: [Snippet] {
        var seen = Set<String>()
        return (current?.steps ?? []).flatMap(\.code).filter { $0.isRejected && seen.insert($0.name).inserted }
    }

    func compile(_ name: String?) -> Response {
        guard let current else { return Response() }
        let all = rejectedSnippets
        guard !all.isEmpty else { return failure("lesson '\(current.type.id)' has no code the compiler refuses") }
        let snippet: Snippet
        if let name {
            guard let match = all.first(where: { $0.name.lowercased() == name.lowercased() }) else {
                var message = "no refused snippet '\(name.shortened)'"
                if let guess = Suggestions.closest(to: name, in: all.map(\.name)) { message += " (did you mean '\(guess)'?)" }
                return failure(message, hint: "snippets: " + all.map(\.name).joined(separator: ", "))
            }
            snippet = match
        } else {
            let here = current.position > 0 ? current.steps[current.position - 1].code.filter(\.isRejected) : []
            guard here.count == 1 else {
                var text = StyledText()
                text.line(here.isEmpty ? "this step shows no refused code; the lesson's:" : "this step shows several; pick one:")
                for snippet in here.isEmpty ? all : here { text.line("  compile " + snippet.name, .accent) }
                return Response(text: text)
            }
            snippet = here[0]
        }
        let noCompilerHint = "the lesson's kept message is shown with the step ('show')"
        guard let compiler = environment.compile else {
            return failure("no Swift compiler can be run from here", hint: noCompilerHint)
        }
        let run: CompilerRun
        switch compiler(snippet) {
        case .failure(let unavailable):
            return failure("no Swift compiler can be run from here: \(unavailable.reason)", hint: noCompilerHint)
        case .success(let result):
            run = result
        }
        var text = StyledText()
        let version = run.compilerVersion.map { " (Swift \($0))" } ?? ""
        text.line("── swiftc -typecheck -swift-version 6 \(snippet.name).swift" + version, .dim)
        // What it said: the diagnostics, then anything else (a crash dump, a driver error), capped.
        // Output cut at the cap ends in part of a line: left out.
        var output = Substring(run.output)
        if run.discardedBytes > 0, !output.hasSuffix("\n") { output = output[..<(output.lastIndex(of: "\n") ?? output.startIndex)] }
        let reading = CompilerDiagnostics.read(String(output))
        for line in CompilerDiagnostics.excerpt(reading.diagnostics, maxLines: 50, maxLength: 1000) {
            text.line("    " + line, line.hasPrefix("error") ? .error : .plain)
        }
        let other = CompilerDiagnostics.excerpt(reading.otherLines)
        if !other.isEmpty {
            text.line(reading.diagnostics.isEmpty ? "  it printed:" : "  it also printed:", .dim)
            for line in other { text.line("    " + line) }
        }
        if run.discardedBytes > 0 {
            let size = run.discardedBytes < 1 << 20 ? "\(run.discardedBytes) bytes" : "\(run.discardedBytes >> 20) MiB"
            text.line("  output truncated: \(size) more were thrown away", .warning)
        }
        let status: Int32
        switch run.ending {
        case .timedOut(let limit):
            text.line("error: swiftc did not finish within \(limit.playgroundFormatted), so it was stopped", .error)
            return Response(text: text, failed: true)
        case .interrupted:
            text.line("error: interrupted: swiftc was stopped (Ctrl-C); the shell carries on", .error)
            return Response(text: text, failed: true)
        case .crashed(let signal):
            text.line("error: swiftc was ended by signal \(signal) before it finished (did it crash?)", .error)
            return Response(text: text, failed: true)
        case .exited(let code):
            status = code
        }
        if status != 0, !reading.diagnostics.contains(where: { $0.hasPrefix("error: ") }) {
            text.line("error: swiftc failed (exit status \(status)) without saying what is wrong with the snippet", .error)
            return Response(text: text, failed: true)
        }
        // How that compares with the message the lesson keeps.
        let kept = (snippet.compilerMessage ?? "").split(separator: "\n").map(String.init)
        let recorded = CompilerDiagnostics.recordedVersion
        let comparison = CompilerDiagnostics.compare(
            kept: kept, diagnostics: reading.diagnostics, refused: status != 0, compilerVersion: run.compilerVersion
        )
        switch comparison {
        case .same:
            text.line("same message as the lesson keeps", .dim)
            return Response(text: text)
        case .accepted:
            if let installed = run.compilerVersion, !CompilerDiagnostics.sameVersion(installed, recorded) {
                text.line("    it compiles now: Swift \(installed) accepts what Swift \(recorded) refused", .warning)
            } else {
                text.line("    it compiles now: the compiler has changed since the lesson was written", .warning)
            }
            text.line("the lesson keeps the message of Swift \(recorded):", .dim)
        case .otherWording(let installed?):
            text.line("your compiler, Swift \(installed), words it differently: the lesson keeps a different message, recorded with Swift \(recorded):")
        case .otherWording(nil):
            text.line("the lesson keeps a different message (recorded with Swift \(recorded); your compiler's version is unknown):", .warning)
        case .changed:
            text.line("the lesson keeps a different message, though it was recorded with this very compiler (Swift \(recorded)): the lesson is out of date", .warning)
        }
        for line in kept { text.line("    " + line, .dim) }
        return Response(text: text)
    }

    func reset() -> Response {
        guard let current else { return Response() }
        self.current = Self.start(current.type, number: current.number)
        var text = StyledText()
        text.line("Lesson '\(current.type.id)' starts afresh: new objects, clock back at the start.", .dim)
        return Response(text: text)
    }

    func clock() -> Response {
        guard let current else { return Response() }
        let clock = current.context.clock
        var text = StyledText()
        text.line("now: \(clock.now) (start + \(clock.elapsed.playgroundFormatted))")
        if clock.pending.isEmpty {
            text.line("nothing scheduled", .dim)
        } else {
            for timer in clock.pending { text.line("  scheduled: " + timer.description) }
        }
        return Response(text: text)
    }

    func advance(_ argument: String?) -> Response {
        guard let current else { return Response() }
        let duration: Duration
        do {
            duration = try CommandArguments(name: "advance", values: argument.map { [$0] } ?? []).duration(0)
        } catch {
            return Response(text: errorText(for: error, usage: "advance <duration>"), failed: true)
        }
        let clock = current.context.clock
        let captured = LessonOutput.capture { clock.advance(by: duration) }
        var text = StyledText()
        appendOutput(captured.text, to: &text)
        text.line("now: \(clock.now) (start + \(clock.elapsed.playgroundFormatted))", .dim)
        return Response(text: text)
    }

    func history() -> Response {
        let entries = environment.history()
        var text = StyledText()
        guard !entries.isEmpty else {
            text.line("no history yet", .dim)
            return Response(text: text)
        }
        let shown = entries.suffix(100)
        let first = entries.count - shown.count + 1
        let width = String(entries.count).count
        for (offset, entry) in shown.enumerated() {
            text.append(String(first + offset).leftPadded(to: width + 2) + "  ", .dim)
            text.line(entry.count > 200 ? String(entry.prefix(197)) + "..." : entry)
        }
        return Response(text: text)
    }
}

/// A `Response` as an `Error`, so step-number parsing can use `Result`.
struct StepNumberResponse: Error {
    let response: Shell.Response
    init(_ response: Shell.Response) { self.response = response }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
