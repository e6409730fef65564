import Foundation

/// Progress that resumes: steps seen, exercises passed, hints and failed checks, kept in the
/// progress file (``ProgressStore``) when the shell has one, in memory otherwise.
extension Shell {
    /// Applies `change` to the progress file (under its lock, merged with what other shells
    /// wrote) and to the shell's copy. A problem with the file is kept for the next response.
    func recordProgress(_ change: (inout Progress) -> Void) {
        change(&progress)
        guard let store = environment.progress else { return }
        let result = store.update(change)
        if let saved = result.progress { progress = saved }
        if let problem = result.problem, !progressProblems.contains(problem) { progressProblems.append(problem) }
    }

    /// Where `continue` would take the learner: the last lesson and step they saw, when that
    /// lesson and step still exist.
    public var resumePoint: (lesson: String, step: Int)? {
        guard let last = progress.last, let match = catalog.lesson(matching: last.lessonID), match.lesson.id == last.lessonID else { return nil }
        let count = match.lesson.init(context: LessonContext()).steps.count
        guard last.step >= 1, last.step <= count else { return nil }
        return (last.lessonID, last.step)
    }

    /// Opens the last lesson, runs the steps before the last one seen quietly (so the live state is
    /// as it was), then runs and shows that step.
    public func resume() -> Response {
        guard let point = resumePoint else { return handle("lessons") }
        movesMuted = true
        var response = handle("open \(point.lesson)")
        for number in 1..<point.step { _ = handle("run \(number)") }
        movesMuted = false
        let step = handle("run \(point.step)")
        response.text.append(step.text)
        response.error = step.error
        if let page = bringBackPage() { response.text.append(page) }
        return response
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
        guard let confirm = environment.confirm else {
            return .failure(.exercise(Words.resetAsksFirst(lessonID)))
        }
        guard confirm(Words.forgetQuestion(lessonID)) else {
            return CommandOutcome(.styled(StyledText(Words.nothingForgotten + "\n", .dim)))
        }
        // Through the store, not merged from this copy: a merge would bring the lesson back.
        if let store = environment.progress {
            let result = store.update { $0.reset(lesson: lessonID) }
            if let saved = result.progress { progress = saved } else { progress.reset(lesson: lessonID) }
            if let problem = result.problem { return .failure(.exercise(problem)) }
        } else {
            progress.reset(lesson: lessonID)
        }
        return CommandOutcome(.styled(StyledText(Words.forgot(lessonID) + "\n", .dim)))
    }

    /// `lessons`' progress column, by lesson id: only with a progress file, only for lessons begun.
    func progressColumn() -> [String: String] {
        guard environment.progress != nil else { return [:] }
        var column: [String: String] = [:]
        for lesson in catalog.lessons {
            let done = progress.lesson(lesson.id)
            guard !done.isEmpty else { continue }
            let steps = lesson.init(context: LessonContext()).steps
            let seen = Set(steps.map(\.id)).intersection(done.stepsSeen).count
            let passed = Set(lesson.exercises.map(\.id)).intersection(done.exercisesPassed).count
            column[lesson.id] = Words.progressColumn(seen: seen, steps: steps.count, passed: passed, exercises: lesson.exercises.count)
        }
        return column
    }

    func progressSummary() -> StyledText {
        var text = StyledText()
        let width = catalog.lessons.map { lesson in lesson.id.count }.max() ?? 0
        for lesson in catalog.lessons {
            let steps = lesson.init(context: LessonContext()).steps
            let seen = Set(steps.map(\.id)).intersection(progress.lesson(lesson.id).stepsSeen).count
            let exercises = lesson.exercises
            let passed = Set(exercises.map(\.id)).intersection(progress.lesson(lesson.id).exercisesPassed).count
            text.append("  " + lesson.id.rightPadded(to: width), .accent)
            text.line("  " + Words.progressLine(seen: seen, steps: steps.count, passed: passed, exercises: exercises.count), seen == steps.count && passed == exercises.count ? .output : .plain)
        }
        if let point = resumePoint { text.line(Words.lastPoint(lesson: point.lesson, step: point.step), .dim) }
        return text
    }
}
