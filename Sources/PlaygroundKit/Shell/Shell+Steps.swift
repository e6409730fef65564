/// Moving through a lesson's steps: `next`, `back`, `run`, `show`.
extension Shell {
    func next(_ lesson: OpenLesson) -> CommandOutcome {
        guard lesson.position < lesson.steps.count else { return .failure(.pastLastStep(count: lesson.steps.count)) }
        return runStep(lesson.position + 1, of: lesson, as: .next)
    }

    func back(_ lesson: OpenLesson) -> CommandOutcome {
        guard lesson.position > 1 else { return .failure(.atFirstStep(started: lesson.position > 0)) }
        return runStep(lesson.position - 1, of: lesson, as: .back)
    }

    func run(_ lesson: OpenLesson, _ argument: String?) -> CommandOutcome {
        guard let argument else { return runStep(max(lesson.position, 1), of: lesson) }
        switch stepNumber(argument, command: "run", in: lesson) {
        case .success(let number): return runStep(number, of: lesson)
        case .failure(let error): return .failure(error)
        }
    }

    func show(_ lesson: OpenLesson, _ argument: String?) -> CommandOutcome {
        var number = max(lesson.position, 1)
        if let argument {
            switch stepNumber(argument, command: "show", in: lesson) {
            case .success(let value): number = value
            case .failure(let error): return .failure(error)
            }
        }
        current?.position = number
        report(.show, in: lesson, step: number, record: StepRecord(lesson.steps[number - 1], of: lesson.type, number: number, count: lesson.steps.count, output: nil))
        return CommandOutcome(.shownStep(shown(number, of: lesson)))
    }

    /// Step `text` of `lesson`, 1-based, or why it is not one.
    func stepNumber(_ text: String, command: String, in lesson: OpenLesson) -> Result<Int, ShellError> {
        let count = lesson.steps.count
        guard let number = Int(text) else {
            return .failure(.badArguments(command: command, message: "a step is a number from 1 to \(count), not '\(text.shortened)'", usage: nil))
        }
        guard number >= 1, number <= count else {
            return .failure(.badArguments(command: command, message: "no step \(number): this lesson has steps 1 to \(count)", usage: nil))
        }
        return .success(number)
    }

    /// Runs step `number` (1-based) against the lesson's live state.
    func runStep(_ number: Int, of lesson: OpenLesson, as kind: ShellMove.Kind = .run) -> CommandOutcome {
        let step = lesson.steps[number - 1]
        current?.position = number
        lesson.context.step = number
        var captured = LessonOutput.capture { try step.action(lesson.context) }
        captured.text = captioned(captured.text, of: lesson.type)
        lesson.context.lifetimes.check()
        recordProgress { $0.markSeen(lesson: lesson.type.id, stepID: step.id, number: number) }
        let failure = captured.error.map { ShellError.stepFailed(step: number, message: "\($0)") }
        report(kind, in: lesson, step: number, record: StepRecord(
            step, of: lesson.type, number: number, count: lesson.steps.count, output: captured.text, failure: captured.error.map { "\($0)" }
        ))
        return CommandOutcome(.ranStep(shown(number, of: lesson), output: captured.text), error: failure)
    }

    func shown(_ number: Int, of lesson: OpenLesson) -> CommandOutcome.ShownStep {
        CommandOutcome.ShownStep(lesson: lesson.type.id, number: number, count: lesson.steps.count, step: lesson.steps[number - 1])
    }

    /// What `run` and `show` complete to: the open lesson's step numbers.
    var stepNumbers: [String] {
        current.map { Array(1...max($0.steps.count, 1)).map(String.init) } ?? []
    }
}

extension Shell {
    /// Tells ``Environment/moved`` of a move, unless moves are muted.
    func report(_ kind: ShellMove.Kind, in lesson: OpenLesson, step: Int, record: StepRecord?) {
        guard !movesMuted, let moved = environment.moved else { return }
        // The lesson's title in the language being read, as the steps are (the live page shows it).
        let title = frontMatter(of: lesson.type).title
        var record = record
        record?.lessonTitle = title
        moved(ShellMove(kind: kind, lesson: lesson.type.id, lessonTitle: title, step: step, count: lesson.steps.count, record: record))
    }
}
