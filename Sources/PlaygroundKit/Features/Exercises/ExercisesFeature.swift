import Foundation

/// Exercises on the open lesson: `edit`, `exercises`, `exercise`, `check`, `watch`, `hint`,
/// `solution`, `restore`, `workspace`. Its state is the exercise at hand in each lesson.
final class ExercisesFeature: ShellFeature {
    unowned let shell: Shell
    /// The exercise being worked on, by lesson id (1-based).
    var atHand: [String: Int] = [:]

    init(shell: Shell) {
        self.shell = shell
    }

    var commands: [CommandDeclaration] {
        [
            .builtin(
                "edit", summary: "your exercise (or page) in $EDITOR, then run it",
                handler: .inLesson { shell, lesson, _ in shell.exercises.edit(lesson) }
            ),
            .builtin(
                "exercises", summary: "list the lesson's exercises and how you did",
                handler: .inLesson { shell, lesson, _ in shell.exercises.listExercises(lesson) }
            ),
            .builtin(
                "exercise", usage: "[n]", summary: "start exercise n: its task and your file",
                completes: { shell in shell.lessons.current.map { Array(1...max($0.type.exercises.count, 1)).map(String.init) } ?? [] },
                handler: .inLesson { shell, lesson, arguments in shell.exercises.startExercise(lesson, arguments.optional(0)) }
            ),
            .builtin(
                "check", summary: "run the exercise's checks on your file",
                handler: .inLesson { shell, lesson, _ in shell.exercises.check(lesson) }
            ),
            .builtin(
                "watch", summary: "check on every save until it passes (Ctrl-C stops)",
                handler: .inLesson { shell, lesson, _ in shell.exercises.watch(lesson) }
            ),
            .builtin(
                "hint", summary: "the exercise's next hint",
                handler: .inLesson { shell, lesson, _ in shell.exercises.hint(lesson) }
            ),
            .builtin(
                "solution", summary: "the lesson's solution, once your checks pass",
                handler: .inLesson { shell, lesson, _ in shell.exercises.solution(lesson) }
            ),
            .builtin(
                "restore", summary: "the starter back (your version is kept aside)",
                handler: .inLesson { shell, lesson, _ in shell.exercises.restore(lesson) }
            ),
            .builtin(
                "workspace", usage: "[root]", summary: "the folder to open in your editor, and how",
                completes: { _ in ["root"] },
                handler: .anywhere { shell, arguments in shell.exercises.workspace(arguments.optional(0)) }
            ),
        ]
    }
}

/// `exercises`, `exercise <n>`, `edit`, `check`, `watch`, `hint`, `solution`, `restore`.
extension ExercisesFeature {
    /// The exercise being worked on in `lesson`: its number (1-based), itself, the learner's file.
    struct ExerciseAtHand {
        var number: Int
        var exercise: Exercise
        var file: URL
    }

    func listExercises(_ lesson: OpenLesson) -> CommandOutcome {
        let exercises = shell.reading.exercises(of: lesson.type)
        var text = StyledText()
        guard !exercises.isEmpty else {
            text.line(Words.shown(Words.noExercises(lesson.type.id)) + ".", .dim)
            return CommandOutcome(.styled(text))
        }
        text.line(Words.exercisesOf(lesson.type.id), .heading)
        for (index, exercise) in exercises.enumerated() {
            let status: String
            if shell.progress.saved.lesson(lesson.type.id).exercisesPassed.contains(exercise.id) {
                status = Words.passedStatus
            } else if let failed = shell.progress.saved.lesson(lesson.type.id).failedChecks[exercise.id], failed > 0 {
                status = Words.failedRuns(failed)
            } else if let workspace = files.workspace,
                      FileManager.default.fileExists(atPath: workspace.exerciseFile(lesson: lesson.type.id, number: index + 1, exercise: exercise).path) {
                status = Words.startedStatus
            } else {
                status = Words.notStartedStatus
            }
            let marker = atHand[lesson.type.id] == index + 1 ? "▸" : " "
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
        let exercises = shell.reading.exercises(of: lesson.type)
        guard !exercises.isEmpty else { return .failure(.exercise(Words.noExercises(lesson.type.id))) }
        let number: Int
        if let argument {
            guard let value = Int(argument), value >= 1, value <= exercises.count else {
                return .failure(.badArguments(command: "exercise", message: Words.noSuchExercise(lesson.type.id, count: exercises.count, not: argument.shortened), usage: "exercise <n>"))
            }
            number = value
        } else if let chosen = atHand[lesson.type.id] {
            number = chosen
        } else {
            return listExercises(lesson)
        }
        guard let workspace = files.workspace else {
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
        atHand[lesson.type.id] = number
        shell.progress.record { $0.markWorkingOn(lesson: lesson.type.id, exercise: exercise.id) }
        // The folder's compile_commands.json, for an editor; what came of it is for 'workspace' to say.
        _ = files.editors?.prepare(workspace, exerciseFile: file)
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
        guard let number = atHand[lesson.type.id], number <= shell.reading.exercises(of: lesson.type).count else {
            let count = shell.reading.exercises(of: lesson.type).count
            return .failure(.exercise(count == 0 ? Words.noExercises(lesson.type.id) : Words.noExerciseChosen(command, count: count)))
        }
        guard let workspace = files.workspace else {
            return .failure(.exercise(Words.noFolder(saysWhere: true)))
        }
        let exercise = shell.reading.exercises(of: lesson.type)[number - 1]
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
        guard atHand[lesson.type.id] != nil else { return shell.cells.editPage(lesson) }
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "edit") else { return exerciseMissing(lesson, command: "edit") }
        guard let screen else { return .failure(.editorUnavailable(Words.noEditor)) }
        if !FileManager.default.fileExists(atPath: atHand.file.path) {
            do {
                _ = try files.workspace?.handOut(atHand.exercise.starter, to: atHand.file)
            } catch {
                return .failure(.exercise(Words.cannotWrite(atHand.file.path, error.localizedDescription)))
            }
        }
        if let workspace = files.workspace { _ = files.editors?.prepare(workspace, exerciseFile: atHand.file) }
        switch screen.edit(atHand.file) {
        case .unavailable(let reason), .failed(let reason): return .failure(.editorUnavailable(reason))
        case .edited: return check(lesson)
        }
    }
}

/// Help with an exercise: `hint`, `solution`, `restore`, and what comes after a pass.
extension ExercisesFeature {
    func hint(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "hint") else { return exerciseMissing(lesson, command: "hint") }
        let hints = atHand.exercise.hints
        // The count on disk may be anything a file held before it was checked, or above the hints this
        // exercise has now: bounded first, so the next hint is at most the last one.
        let earlier = min(max(shell.progress.saved.lesson(lesson.type.id).hintsShown[atHand.exercise.id, default: 0], 0), hints.count)
        let shown = earlier < hints.count ? earlier + 1 : hints.count
        shell.progress.record { $0.recordHint(lesson: lesson.type.id, exercise: atHand.exercise.id, shown: shown) }
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
        guard shell.progress.saved.lesson(lesson.type.id).exercisesPassed.contains(atHand.exercise.id) else {
            return .failure(.exercise(Words.solutionLocked))
        }
        var text = StyledText()
        text.line(Words.lessonsVersion(atHand.exercise.fileName), .heading)
        for line in atHand.exercise.solution.split(separator: "\n", omittingEmptySubsequences: false) { text.line(String(line), .code) }
        return CommandOutcome(.styled(text))
    }

    func restore(_ lesson: OpenLesson) -> CommandOutcome {
        guard case .success(let atHand) = exerciseAtHand(lesson, command: "restore") else { return exerciseMissing(lesson, command: "restore") }
        guard let workspace = files.workspace else { return .failure(.exercise(Words.noFolder(saysWhere: false))) }
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

extension ExercisesFeature {
    /// After a pass: the next exercise of the lesson not passed yet (after this one, then from the
    /// first), else the next lesson with one to do, else that every exercise is done.
    func whatIsNext(after lesson: OpenLesson, _ atHand: ExerciseAtHand) -> String {
        let exercises = shell.reading.exercises(of: lesson.type)
        let passed = shell.progress.saved.lesson(lesson.type.id).exercisesPassed
        let order = Array(atHand.number..<exercises.count) + Array(0..<max(atHand.number - 1, 0))
        if let next = order.first(where: { !passed.contains(exercises[$0].id) }) {
            return Words.nextExercise(next + 1, exercises[next].title)
        }
        let lessons = catalog.lessons
        let here = lessons.firstIndex { $0.id == lesson.type.id } ?? lessons.count
        let after = Array(lessons[min(here + 1, lessons.count)...]) + Array(lessons[..<min(here, lessons.count)])
        let todo = after.first { other in
            !other.exercises.isEmpty && !other.exercises.allSatisfy { shell.progress.saved.lesson(other.id).exercisesPassed.contains($0.id) }
        }
        return Words.lastExercise(of: lesson.type.id, next: todo.map { (id: $0.id, title: shell.reading.frontMatter(of: $0).title) })
    }
}
