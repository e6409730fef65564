import Foundation

/// Running an exercise's checks: `check`, and `watch`, which checks on every save.
extension ExercisesFeature {
    func check(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "check") else { return exerciseMissing(lesson, command: "check") }
        return runChecks(lesson, atHand)
    }

    /// - Parameter watching: `watch` runs them, and checks again on its own at the next save.
    func runChecks(_ lesson: OpenLesson, _ atHand: ExerciseAtHand, watching: Bool = false) -> CommandOutcome {
        guard let checks = environment.checks else {
            return .failure(.swiftUnavailable(reason: Words.noRunner))
        }
        let code: String
        do {
            guard let workspace = files.workspace else { return .failure(.exercise(Words.noFolder(saysWhere: false))) }
            code = try workspace.read(atHand.file)
        } catch {
            return .failure(.exercise(Words.cannotReadExercise(atHand.file.path, error.localizedDescription)))
        }
        let report = shell.reading.translated(checks.check(CheckRequest(lesson: lesson.type, exercise: atHand.exercise, code: code)), atHand.exercise)
        var text = StyledText()
        text.line(Words.checking(atHand.file.lastPathComponent, number: atHand.number, title: atHand.exercise.title), .dim)
        text.append(CodeRunRenderer.render(report, exercise: atHand.exercise))
        if environment.showTimings { text.line(String(format: "(%.3f s)", report.run.seconds), .dim) }
        if case .unavailable(let reason) = report.run.ending {
            return CommandOutcome(.styled(text), error: .swiftUnavailable(reason: reason))
        }
        if report.run.ending == .interrupted {
            return CommandOutcome(.styled(text), error: .cellFailed(Words.checksInterrupted))
        }
        // What this run says, in place of the one before (the room's "checks: N failed").
        let tally = Self.tally(of: report, earlier: shell.progress.saved.lesson(lesson.type.id).latestChecks[atHand.exercise.id])
        if report.passed {
            shell.progress.record {
                $0.markPassed(lesson: lesson.type.id, exercise: atHand.exercise.id)
                $0.recordCheckRun(lesson: lesson.type.id, exercise: atHand.exercise.id, failed: 0, total: tally.total)
            }
            text.line(Words.allPass(report.results.count), .heading)
            text.line(whatIsNext(after: lesson, atHand), .dim)
            return CommandOutcome(.styled(text))
        }
        shell.progress.record {
            $0.recordFailedCheck(lesson: lesson.type.id, exercise: atHand.exercise.id)
            $0.recordCheckRun(lesson: lesson.type.id, exercise: atHand.exercise.id, failed: tally.failed, total: tally.total)
        }
        if case .compileErrors = report.run.ending {
            // Under `watch` the next line says to save; the checks run again by themselves.
            return CommandOutcome(.styled(text), error: .exercise(Words.doesNotCompile(atHand.exercise.fileName, watching: watching)))
        }
        let passed = report.results.filter { $0.status == .passed }.count
        return CommandOutcome(.styled(text), error: .checksFailed(passed: passed, total: report.results.count))
    }

    /// How many checks did not pass in `report`, of how many (never none, for a run that did not
    /// pass). A run that listed no checks (the file does not compile, or the program ended before
    /// the first) fails every check: as many as the `earlier` run listed, at least one.
    static func tally(of report: CheckReport, earlier: CheckTally?) -> CheckTally {
        guard report.results.isEmpty else {
            let failed = report.results.filter { $0.status != .passed }.count
            return CheckTally(failed: report.passed ? 0 : max(failed, 1), total: report.results.count)
        }
        let total = earlier?.total ?? 0
        return CheckTally(failed: report.passed ? 0 : max(total, 1), total: total)
    }

    /// `watch`: check now, then again every time the learner's file changes, until the checks
    /// pass or Ctrl-C. Each result is shown as it comes (on the learner's screen).
    func watch(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "watch") else { return exerciseMissing(lesson, command: "watch") }
        guard let screen else { return .failure(.exercise(Words.noWatching)) }
        if let workspace = files.workspace { _ = files.editors?.prepare(workspace, exerciseFile: atHand.file) }
        var collected = StyledText()
        while true {
            let outcome = runChecks(lesson, atHand, watching: true)
            if outcome.error == nil {
                screen.show(OutcomeRenderer.render(outcome))
                return CommandOutcome(.styled(collected))
            }
            if case .swiftUnavailable = outcome.error { return CommandOutcome(outcome.report, error: outcome.error) }
            if case .cellFailed = outcome.error {
                screen.show(OutcomeRenderer.render(CommandOutcome(outcome.report)))
                collected.line(Words.stoppedWatching, .dim)
                return CommandOutcome(.styled(collected))
            }
            screen.show(OutcomeRenderer.render(outcome))
            screen.show(StyledText(Words.watching(atHand.file.path) + "\n", .dim))
            if screen.waitForChange(atHand.file) == .interrupted {
                collected.line(Words.stoppedWatching, .dim)
                return CommandOutcome(.styled(collected))
            }
        }
    }
}
