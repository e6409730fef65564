/// Moving through a lesson's steps: `next`, `back`, `run`, `show`.
extension LessonsFeature {
    /// The next step on the main path. From a main step, steps off it (`{#id .deeper}`) are run
    /// quietly and passed by, as long as a main step follows them; from a deeper step, the next.
    func next(_ lesson: OpenLesson, from source: MoveSource) -> CommandOutcome {
        let count = lesson.steps.count
        guard lesson.position < count else { return lessonEnd(lesson) }
        var target = lesson.position + 1
        let onMainPath = lesson.position == 0 || !lesson.steps[lesson.position - 1].deeper
        if onMainPath, let main = lesson.steps[(target - 1)...].firstIndex(where: { !$0.deeper }) {
            target = main + 1
        }
        for number in (lesson.position + 1)..<target { passBy(number, of: lesson) }
        let passed = target > lesson.position + 1 ? (lesson.position + 1)...(target - 1) : nil
        return runStep(target, of: lesson, as: .next, from: source, passedBy: passed, hinting: true)
    }

    /// `next` after the last step: not an error but the lesson's end, and where to go from it.
    func lessonEnd(_ lesson: OpenLesson) -> CommandOutcome {
        let count = lesson.steps.count
        let exercises = lesson.type.exercises.count
        let following = catalog.lesson(matching: String(lesson.number + 1)).map { match in
            (id: match.lesson.id, number: match.number, title: shell.reading.frontMatter(of: match.lesson).title)
        }
        var text = StyledText()
        Words.$language.withValue(language) {
            text.line(Words.lessonDone(lesson.type.id, count: count), .accent)
            text.line(Words.afterLesson(exercises: exercises, next: following), .dim)
        }
        return CommandOutcome(.styled(text))
    }

    /// `deeper`: the step off the main path right after the current one.
    func deeper(_ lesson: OpenLesson, from source: MoveSource) -> CommandOutcome {
        let after = lesson.position
        guard after < lesson.steps.count, lesson.steps[after].deeper else {
            let deeper = lesson.steps.indices.filter { lesson.steps[$0].deeper }.map { $0 + 1 }
            return .failure(.noDeeperStep(after: after, deeper: deeper))
        }
        return runStep(after + 1, of: lesson, as: .next, from: source, hinting: true)
    }

    /// Runs step `number` for its effect on the live state only: what it prints is dropped, and it
    /// is not marked seen.
    func passBy(_ number: Int, of lesson: OpenLesson) {
        lesson.context.step = number
        _ = LessonOutput.capture { try lesson.steps[number - 1].action(lesson.context) }
        lesson.context.lifetimes.check()
    }

    func back(_ lesson: OpenLesson, from source: MoveSource) -> CommandOutcome {
        guard lesson.position > 1 else { return .failure(.atFirstStep(started: lesson.position > 0)) }
        return runStep(lesson.position - 1, of: lesson, as: .back, from: source, hinting: true)
    }

    /// `run [n]`: no hints, since it is also how recordings and handouts go through a lesson.
    func run(_ lesson: OpenLesson, _ step: Int?, from source: MoveSource) -> CommandOutcome {
        switch stepNumber(step, command: "run", in: lesson) {
        case .success(let number): runStep(number, of: lesson, from: source)
        case .failure(let error): .failure(error)
        }
    }

    func show(_ lesson: OpenLesson, _ step: Int?, from source: MoveSource) -> CommandOutcome {
        let number: Int
        switch stepNumber(step, command: "show", in: lesson) {
        case .success(let value): number = value
        case .failure(let error): return .failure(error)
        }
        current?.position = number
        let record = StepRecord(lesson.steps[number - 1], of: lesson.type, number: number, count: lesson.steps.count, output: nil)
        report(.show, in: lesson, step: number, record: record, from: source)
        return CommandOutcome(.shownStep(shown(number, of: lesson)))
    }

    /// The step `run` or `show` goes to: `step` when the lesson has it, else the current one (the
    /// first before any).
    func stepNumber(_ step: Int?, command: String, in lesson: OpenLesson) -> Result<Int, ShellError> {
        guard let number = step else { return .success(max(lesson.position, 1)) }
        let count = lesson.steps.count
        guard number >= 1, number <= count else {
            return .failure(.badArguments(command: command, message: Words.noStep(number, count: count), usage: nil))
        }
        return .success(number)
    }

    /// The step number `run` or `show` was given, or why its argument is none (nil: none given).
    func stepArgument(_ arguments: CommandArguments, command: String) -> Result<Int?, ShellError> {
        guard let text = arguments.optional(0) else { return .success(nil) }
        guard let number = Int(text) else {
            let count = current?.steps.count ?? 0
            return .failure(.badArguments(command: command, message: Words.notAStep(text.shortened, count: count), usage: nil))
        }
        return .success(number)
    }

    /// Runs step `number` (1-based) against the lesson's live state.
    /// `hinting`: a move along the path (`next`, `back`, `deeper`), so the step says which steps
    /// it passed by and which go deeper after it.
    func runStep(
        _ number: Int, of lesson: OpenLesson, as kind: ShellMove.Kind = .run, from source: MoveSource = .quiet,
        passedBy: ClosedRange<Int>? = nil, hinting: Bool = false
    ) -> CommandOutcome {
        let step = lesson.steps[number - 1]
        current?.position = number
        lesson.context.step = number
        var captured = LessonOutput.capture { try step.action(lesson.context) }
        captured.text = shell.reading.captioned(captured.text, of: lesson.type)
        lesson.context.lifetimes.check()
        shell.progress.record { $0.markSeen(lesson: lesson.type.id, stepID: step.id, number: number) }
        let failure = captured.error.map { ShellError.stepFailed(step: number, message: "\($0)") }
        report(kind, in: lesson, step: number, record: StepRecord(
            step, of: lesson.type, number: number, count: lesson.steps.count, output: captured.text, failure: captured.error.map { "\($0)" }
        ), from: source)
        var shown = shown(number, of: lesson)
        if hinting {
            shown.passedBy = passedBy
            shown.deeperAhead = deeperSteps(after: number, of: lesson)
        }
        return CommandOutcome(.ranStep(shown, output: captured.text), error: failure)
    }

    func shown(_ number: Int, of lesson: OpenLesson) -> CommandOutcome.ShownStep {
        CommandOutcome.ShownStep(lesson: lesson.type.id, number: number, count: lesson.steps.count, step: lesson.steps[number - 1])
    }

    /// The run of deeper steps right after step `number`, when there is one and the step itself is
    /// on the main path.
    func deeperSteps(after number: Int, of lesson: OpenLesson) -> (steps: ClosedRange<Int>, title: String, last: Bool)? {
        guard !lesson.steps[number - 1].deeper, number < lesson.steps.count, lesson.steps[number].deeper else { return nil }
        let main = lesson.steps[number...].firstIndex { !$0.deeper }
        return ((number + 1)...(main ?? lesson.steps.count), lesson.steps[number].title, main == nil)
    }

    /// What `run` and `show` complete to: the open lesson's step numbers.
    var stepNumbers: [String] {
        current.map { Array(1...max($0.steps.count, 1)).map(String.init) } ?? []
    }
}

extension LessonsFeature {
    /// Tells the host (``SessionHost/moved(_:from:)``) of a move, unless it was made quietly.
    func report(_ kind: ShellMove.Kind, in lesson: OpenLesson, step: Int, record: StepRecord?, from source: MoveSource) {
        guard source != .quiet, let host = environment.host else { return }
        // The lesson's title in the language being read, as the steps are (the live page shows it).
        let title = shell.reading.frontMatter(of: lesson.type).title
        var record = record
        record?.lessonTitle = title
        host.moved(ShellMove(kind: kind, lesson: lesson.type.id, lessonTitle: title, step: step, count: lesson.steps.count, record: record), from: source)
    }
}
