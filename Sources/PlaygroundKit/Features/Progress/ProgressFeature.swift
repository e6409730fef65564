import Foundation

/// What the learner has done, kept across sessions: `progress`, and where `resume` goes. Its
/// state is the progress as last read from or saved to the progress file, and the problems with
/// that file not reported yet.
final class ProgressFeature: ShellFeature {
    unowned let shell: Shell
    /// Steps seen, exercises passed, hints and checks, as last read or saved.
    var saved = Progress()
    /// Problems with the progress file (or the page) not reported yet.
    var problems: [String] = []

    init(shell: Shell, store: ProgressStore?) {
        self.shell = shell
        if let store {
            let loaded = store.load()
            saved = loaded.progress
            if let problem = loaded.problem { problems.append(problem) }
        }
    }

    var commands: [CommandDeclaration] {
        [
            .builtin(
                "progress", usage: "[reset] [lesson]", summary: "what you have done; 'progress reset' forgets it",
                completes: { _ in ["reset"] },
                handler: .anywhere { shell, arguments in shell.progress.progressCommand(arguments) }
            ),
        ]
    }

    /// The problems not reported yet; taking them clears them.
    func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }
}

/// Progress that resumes: steps seen, exercises passed, hints and failed checks, kept in the
/// progress file (``ProgressStore``) when the shell has one, in memory otherwise.
extension ProgressFeature {
    /// Applies `change` to the progress file (under its lock, merged with what other shells
    /// wrote) and to the shell's copy. A problem with the file is kept for the next response.
    func record(_ change: (inout Progress) -> Void) {
        change(&saved)
        guard let store = files.progress else { return }
        let result = store.update(change)
        if let stored = result.progress { saved = stored }
        if let problem = result.problem, !problems.contains(problem) { problems.append(problem) }
    }

    /// Where `resume` (and the question at start) would take the learner: the lesson they were
    /// last in (the one most recently opened, not the last one whose step they saw), at its step
    /// they saw last, with the exercise they were working on there; nil when that lesson no longer
    /// exists. A step the lesson no longer has is left out (the lesson opens at its start).
    var resumePoint: ResumePoint? {
        guard let id = saved.lastLesson ?? saved.last?.lessonID,
              let match = catalog.lesson(matching: id), match.lesson.id == id else { return nil }
        let count = match.lesson.outline.count
        let done = saved.lesson(id)
        // A file from an older playground has no step per lesson: `last` says it for its lesson.
        var step = done.lastStep ?? (saved.last?.lessonID == id ? saved.last?.step : nil) ?? 0
        if !(0...count).contains(step) { step = 0 }
        let exercises = shell.reading.exercises(of: match.lesson)
        let exercise = done.exercise.flatMap { chosen in exercises.firstIndex { $0.id == chosen } }.map { index in
            ResumePoint.ExerciseAtHand(number: index + 1, title: exercises[index].title)
        }
        return ResumePoint(lesson: id, step: step, exercise: exercise)
    }

    /// What the shell asks at start, in the language being read: a line naming the exercise the
    /// learner was working on (if any), and the question (`Continue with di, step 5? …`).
    var resumeOffer: (note: StyledText, question: String)? {
        guard let point = resumePoint else { return nil }
        return Words.$language.withValue(language) {
            var note = StyledText()
            if let exercise = point.exercise {
                note.prose(Words.workingOn(exercise: exercise.number, title: exercise.title, lesson: point.lesson), .dim)
            }
            return (note, Words.resumeQuestion(lesson: point.lesson, step: point.step))
        }
    }

    /// Opens the last lesson, runs the steps before the last one seen quietly (so the live state is
    /// as it was), then runs and shows that step; the exercise worked on there is the one at hand
    /// again, and the page comes back.
    func resume() -> Shell.Response {
        guard let point = resumePoint else { return Words.speaking(language) { shell.respond(to: shell.lessons.listLessons()) } }
        // Step 0: the lesson opens as `open` opens it (the room hears of it, the page comes back).
        var response = shell.catchUp(lesson: point.lesson, step: point.step)
        guard current?.type.id == point.lesson else { return response }
        if let exercise = point.exercise {
            shell.exercises.atHand[point.lesson] = exercise.number
            response.text.prose(Words.$language.withValue(language) { Words.backToExercise(exercise.number, title: exercise.title) }, .dim)
        }
        if point.step > 0, let page = shell.cells.bringBackPage() { response.text.append(page) }
        return response
    }

    /// `resume`: where the learner was last, as the question at start offers; with a lesson open,
    /// only where they are (nothing is built again).
    func resumeCommand() -> CommandOutcome {
        if let current {
            var text = StyledText()
            text.prose(Words.alreadyHere(lesson: current.type.id, step: current.position), .dim)
            return CommandOutcome(.styled(text))
        }
        guard resumePoint != nil else {
            var text = OutcomeRenderer.render(shell.lessons.listLessons())
            text.line(Words.nothingToResume, .dim)
            return CommandOutcome(.styled(text))
        }
        let response = resume()
        return CommandOutcome(.styled(response.text), error: response.error)
    }

    /// `progress`: every lesson's steps seen and exercises passed; `progress reset [<lesson>]`.
    func progressCommand(_ arguments: CommandArguments) -> CommandOutcome {
        let values = arguments.values
        guard let first = values.first else { return CommandOutcome(.styled(progressSummary())) }
        guard first.lowercased() == "reset" else {
            return .failure(.badArguments(command: "progress", message: Words.takesClearOrNothing("progress", "reset", not: first.shortened), usage: "progress [reset] [lesson]"))
        }
        var lessonID: String?
        if let value = values.dropFirst().first {
            guard let match = catalog.lesson(matching: value) else {
                return .failure(.noSuchLesson(message: catalog.noMatchMessage(for: value), lessons: catalog.ids))
            }
            lessonID = match.lesson.id
        }
        guard let screen else {
            return .failure(.exercise(Words.resetAsksFirst(lessonID)))
        }
        guard screen.confirm(Words.forgetQuestion(lessonID)) else {
            return CommandOutcome(.styled(StyledText(Words.nothingForgotten + "\n", .dim)))
        }
        // Through the store, not merged from this copy: a merge would bring the lesson back.
        if let store = files.progress {
            let result = store.update { $0.reset(lesson: lessonID) }
            if let stored = result.progress { saved = stored } else { saved.reset(lesson: lessonID) }
            if let problem = result.problem { return .failure(.exercise(problem)) }
        } else {
            saved.reset(lesson: lessonID)
        }
        return CommandOutcome(.styled(StyledText(Words.forgot(lessonID) + "\n", .dim)))
    }

    /// `lessons`' progress column, by lesson id: only with a progress file, only for lessons begun.
    func progressColumn() -> [String: String] {
        guard files.progress != nil else { return [:] }
        var column: [String: String] = [:]
        for lesson in catalog.lessons {
            let done = saved.lesson(lesson.id)
            guard !done.isEmpty else { continue }
            let outline = lesson.outline
            let seen = Set(outline.stepIDs).intersection(done.stepsSeen).count
            let passed = Set(outline.exercises).intersection(done.exercisesPassed).count
            column[lesson.id] = Words.progressColumn(seen: seen, steps: outline.count, passed: passed, exercises: outline.exercises.count)
        }
        return column
    }

    func progressSummary() -> StyledText {
        var text = StyledText()
        let width = catalog.lessons.map { lesson in lesson.id.count }.max() ?? 0
        for lesson in catalog.lessons {
            let outline = lesson.outline
            let seen = Set(outline.stepIDs).intersection(saved.lesson(lesson.id).stepsSeen).count
            let exercises = outline.exercises
            let passed = Set(exercises).intersection(saved.lesson(lesson.id).exercisesPassed).count
            text.append("  " + lesson.id.rightPadded(to: width), .accent)
            text.line("  " + Words.progressLine(seen: seen, steps: outline.count, passed: passed, exercises: exercises.count), seen == outline.count && passed == exercises.count ? .output : .plain)
        }
        if let point = resumePoint { text.line(Words.lastPoint(lesson: point.lesson, step: point.step), .dim) }
        return text
    }
}

/// Where the learner was last, to go back to: the lesson most recently opened, the step of it
/// most recently shown, and the exercise being worked on there.
public struct ResumePoint: Equatable, Sendable {
    /// The exercise being worked on: its number in the lesson (1-based) and title.
    public struct ExerciseAtHand: Equatable, Sendable {
        public var number: Int
        public var title: String
    }

    public var lesson: String
    /// The step to run again (1-based); 0 when none of the lesson's steps was shown yet.
    public var step: Int
    public var exercise: ExerciseAtHand?
}
