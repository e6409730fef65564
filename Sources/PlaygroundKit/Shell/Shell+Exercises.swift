import Foundation

/// `exercises`, `exercise <n>`, `edit`, `check`, `watch`, `hint`, `solution`, `restore`.
extension Shell {
    /// The exercise being worked on in `lesson`: its number (1-based), itself, the learner's file.
    struct ExerciseAtHand {
        var number: Int
        var exercise: Exercise
        var file: URL
    }

    func listExercises(_ lesson: OpenLesson) -> CommandOutcome {
        let exercises = exercises(of: lesson.type)
        var text = StyledText()
        guard !exercises.isEmpty else {
            text.line(Words.shown(Words.noExercises(lesson.type.id)) + ".", .dim)
            return CommandOutcome(.styled(text))
        }
        text.line(Words.exercisesOf(lesson.type.id), .heading)
        for (index, exercise) in exercises.enumerated() {
            let status: String
            if progress.lesson(lesson.type.id).exercisesPassed.contains(exercise.id) {
                status = Words.passedStatus
            } else if let failed = progress.lesson(lesson.type.id).failedChecks[exercise.id], failed > 0 {
                status = Words.failedRuns(failed)
            } else if let workspace = environment.workspace,
                      FileManager.default.fileExists(atPath: workspace.exerciseFile(lesson: lesson.type.id, number: index + 1, exercise: exercise).path) {
                status = Words.startedStatus
            } else {
                status = Words.notStartedStatus
            }
            let marker = swift.exercise[lesson.type.id] == index + 1 ? "▸" : " "
            text.append("\(marker) \(index + 1). ", .accent)
            text.append(exercise.title)
            text.line("  " + status, status.hasPrefix("✓") ? .output : .dim)
        }
        text.line(Words.startOne, .dim)
        return CommandOutcome(.styled(text))
    }

    /// `exercise <n>`: the task, and the starter copied into the learner's folder (never over
    /// their own file).
    func startExercise(_ lesson: OpenLesson, _ argument: String?) -> CommandOutcome {
        let exercises = exercises(of: lesson.type)
        guard !exercises.isEmpty else { return .failure(.exercise(Words.noExercises(lesson.type.id))) }
        let number: Int
        if let argument {
            guard let value = Int(argument), value >= 1, value <= exercises.count else {
                return .failure(.badArguments(command: "exercise", message: Words.noSuchExercise(lesson.type.id, count: exercises.count, not: argument.shortened), usage: "exercise <n>"))
            }
            number = value
        } else if let chosen = swift.exercise[lesson.type.id] {
            number = chosen
        } else {
            return listExercises(lesson)
        }
        guard let workspace = environment.workspace else {
            return .failure(.exercise(Words.noFolder(saysWhere: true)))
        }
        let exercise = exercises[number - 1]
        let file = workspace.exerciseFile(lesson: lesson.type.id, number: number, exercise: exercise)
        let handedOut: Bool
        do {
            handedOut = try workspace.handOut(exercise.starter, to: file)
        } catch {
            return .failure(.exercise(Words.cannotWrite(file.path, error.localizedDescription)))
        }
        swift.exercise[lesson.type.id] = number
        recordProgress { $0.markWorkingOn(lesson: lesson.type.id, exercise: exercise.id) }
        // The folder's compile_commands.json, for an editor; what came of it is for 'workspace' to say.
        _ = environment.prepareEditors?(workspace, file)
        var text = StyledText()
        text.line(Words.exerciseHeading(number, of: exercises.count, title: exercise.title), .heading)
        text.line()
        text.prose(exercise.task)
        text.line()
        text.line(Words.yourFile(handedOut: handedOut) + file.path, .accent)
        text.line(Words.exerciseCommands(hints: exercise.hints.count), .dim)
        text.line(Words.workspaceHint, .dim)
        return CommandOutcome(.styled(text))
    }

    /// The exercise `edit`, `check` and friends work on, or why there is none.
    func exerciseAtHand(_ lesson: OpenLesson, command: String) -> Result<ExerciseAtHand, ShellError> {
        guard let number = swift.exercise[lesson.type.id], number <= exercises(of: lesson.type).count else {
            let count = exercises(of: lesson.type).count
            return .failure(.exercise(count == 0 ? Words.noExercises(lesson.type.id) : Words.noExerciseChosen(command, count: count)))
        }
        guard let workspace = environment.workspace else {
            return .failure(.exercise(Words.noFolder(saysWhere: true)))
        }
        let exercise = exercises(of: lesson.type)[number - 1]
        return .success(ExerciseAtHand(
            number: number, exercise: exercise,
            file: workspace.exerciseFile(lesson: lesson.type.id, number: number, exercise: exercise)))
    }

    /// Why `command` has no exercise to work on, as the failure to return.
    func exerciseMissing(_ lesson: OpenLesson, command: String) -> CommandOutcome {
        if case .failure(let error) = exerciseAtHand(lesson, command: command) { return .failure(error) }
        return .nothing
    }

    func edit(_ lesson: OpenLesson) -> CommandOutcome {
        guard swift.exercise[lesson.type.id] != nil else { return editPage(lesson) }
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "edit") else { return exerciseMissing(lesson, command: "edit") }
        guard let edit = environment.edit else { return .failure(.editorUnavailable(Words.noEditor)) }
        if !FileManager.default.fileExists(atPath: atHand.file.path) {
            do {
                _ = try environment.workspace?.handOut(atHand.exercise.starter, to: atHand.file)
            } catch {
                return .failure(.exercise(Words.cannotWrite(atHand.file.path, error.localizedDescription)))
            }
        }
        if let workspace = environment.workspace { _ = environment.prepareEditors?(workspace, atHand.file) }
        switch edit(atHand.file) {
        case .unavailable(let reason), .failed(let reason): return .failure(.editorUnavailable(reason))
        case .edited: return check(lesson)
        }
    }

    func check(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "check") else { return exerciseMissing(lesson, command: "check") }
        return runChecks(lesson, atHand)
    }

    /// - Parameter watching: `watch` runs them, and checks again on its own at the next save.
    func runChecks(_ lesson: OpenLesson, _ atHand: ExerciseAtHand, watching: Bool = false) -> CommandOutcome {
        guard let runChecks = environment.runChecks else {
            return .failure(.swiftUnavailable(reason: Words.noRunner))
        }
        let code: String
        do {
            guard let workspace = environment.workspace else { return .failure(.exercise(Words.noFolder(saysWhere: false))) }
            code = try workspace.read(atHand.file)
        } catch {
            return .failure(.exercise(Words.cannotReadExercise(atHand.file.path, error.localizedDescription)))
        }
        let report = translated(runChecks(CheckRequest(lesson: lesson.type, exercise: atHand.exercise, code: code)), atHand.exercise)
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
        let tally = Self.tally(of: report, earlier: progress.lesson(lesson.type.id).latestChecks[atHand.exercise.id])
        if report.passed {
            recordProgress {
                $0.markPassed(lesson: lesson.type.id, exercise: atHand.exercise.id)
                $0.recordCheckRun(lesson: lesson.type.id, exercise: atHand.exercise.id, failed: 0, total: tally.total)
            }
            text.line(Words.allPass(report.results.count), .heading)
            text.line(whatIsNext(after: lesson, atHand), .dim)
            return CommandOutcome(.styled(text))
        }
        recordProgress {
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

    func hint(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "hint") else { return exerciseMissing(lesson, command: "hint") }
        let hints = atHand.exercise.hints
        // The count on disk may be anything a file held before it was checked, or above the hints this
        // exercise has now: bounded first, so the next hint is at most the last one.
        let earlier = min(max(progress.lesson(lesson.type.id).hintsShown[atHand.exercise.id, default: 0], 0), hints.count)
        let shown = earlier < hints.count ? earlier + 1 : hints.count
        recordProgress { $0.recordHint(lesson: lesson.type.id, exercise: atHand.exercise.id, shown: shown) }
        var text = StyledText()
        for (index, hint) in hints.prefix(shown).enumerated() {
            let newest = index == shown - 1
            text.line(Words.hintHeading(index + 1, of: hints.count), newest ? .heading : .dim)
            text.prose(hint, newest ? .plain : .dim, indent: "  ")
        }
        if shown == hints.count { text.line(Words.lastHint, .dim) }
        return CommandOutcome(.styled(text))
    }

    func solution(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "solution") else { return exerciseMissing(lesson, command: "solution") }
        guard progress.lesson(lesson.type.id).exercisesPassed.contains(atHand.exercise.id) else {
            return .failure(.exercise(Words.solutionLocked))
        }
        var text = StyledText()
        text.line(Words.lessonsVersion(atHand.exercise.fileName), .heading)
        for line in atHand.exercise.solution.split(separator: "\n", omittingEmptySubsequences: false) { text.line(String(line), .code) }
        return CommandOutcome(.styled(text))
    }

    func restore(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "restore") else { return exerciseMissing(lesson, command: "restore") }
        guard let workspace = environment.workspace else { return .failure(.exercise(Words.noFolder(saysWhere: false))) }
        do {
            let keptAside = try workspace.restore(atHand.exercise.starter, to: atHand.file)
            var text = StyledText()
            if let keptAside { text.line(Words.keptAs(keptAside.path), .dim) }
            text.line(Words.starterAgain(atHand.file.lastPathComponent), .dim)
            return CommandOutcome(.styled(text))
        } catch {
            return .failure(.exercise(Words.cannotRestore(atHand.file.path, error.localizedDescription)))
        }
    }
}

extension Shell {
    /// After a pass: the next exercise of the lesson not passed yet (after this one, then from the
    /// first), else the next lesson with one to do, else that every exercise is done.
    func whatIsNext(after lesson: OpenLesson, _ atHand: ExerciseAtHand) -> String {
        let exercises = exercises(of: lesson.type)
        let passed = progress.lesson(lesson.type.id).exercisesPassed
        let order = Array(atHand.number..<exercises.count) + Array(0..<max(atHand.number - 1, 0))
        if let next = order.first(where: { !passed.contains(exercises[$0].id) }) {
            return Words.nextExercise(next + 1, exercises[next].title)
        }
        let lessons = catalog.lessons
        let here = lessons.firstIndex { $0.id == lesson.type.id } ?? lessons.count
        let after = Array(lessons[min(here + 1, lessons.count)...]) + Array(lessons[..<min(here, lessons.count)])
        let todo = after.first { other in
            !other.exercises.isEmpty && !other.exercises.allSatisfy { progress.lesson(other.id).exercisesPassed.contains($0.id) }
        }
        return Words.lastExercise(of: lesson.type.id, next: todo.map { (id: $0.id, title: frontMatter(of: $0).title) })
    }

    /// `watch`: check now, then again every time the learner's file changes, until the checks
    /// pass or Ctrl-C. Each result is shown as it comes (through `show`).
    func watch(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "watch") else { return exerciseMissing(lesson, command: "watch") }
        guard let wait = environment.waitForChange else { return .failure(.exercise(Words.noWatching)) }
        if let workspace = environment.workspace { _ = environment.prepareEditors?(workspace, atHand.file) }
        var collected = StyledText()
        func emit(_ text: StyledText) {
            if let show = environment.show { show(text) } else { collected.append(text) }
        }
        while true {
            let outcome = runChecks(lesson, atHand, watching: true)
            if outcome.error == nil {
                emit(OutcomeRenderer.render(outcome))
                return CommandOutcome(.styled(collected))
            }
            if case .swiftUnavailable = outcome.error { return CommandOutcome(outcome.report, error: outcome.error) }
            if case .cellFailed = outcome.error {
                emit(OutcomeRenderer.render(CommandOutcome(outcome.report)))
                collected.line(Words.stoppedWatching, .dim)
                return CommandOutcome(.styled(collected))
            }
            emit(OutcomeRenderer.render(outcome))
            emit(StyledText(Words.watching(atHand.file.path) + "\n", .dim))
            if wait(atHand.file) == .interrupted {
                collected.line(Words.stoppedWatching, .dim)
                return CommandOutcome(.styled(collected))
            }
        }
    }
}
