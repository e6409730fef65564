/// `marbles` and `lifetimes`: pictures of what the open lesson's live objects really did.
extension Shell {
    /// Draws the streams recorded on the lesson's recorder since it opened (or `marbles clear`).
    func marbles(_ lesson: OpenLesson, _ argument: String?) -> CommandOutcome {
        let recorder = lesson.context.marbles
        switch argument?.lowercased() {
        case nil:
            guard !recorder.isEmpty else {
                return CommandOutcome(.printed(Words.nothingRecorded(lesson.type.id) + "\n"))
            }
            var notes = [Words.marblesTime]
            if recorder.dropped > 0 { notes.append("\(recorder.dropped) later events not kept (at most \(MarbleRecorder.maxEvents))") }
            return CommandOutcome(.figure(.marbles(recorder.diagram()), note: "(" + notes.joined(separator: "; ") + ")"))
        case "clear":
            recorder.clear()
            return CommandOutcome(.printed(Words.marblesCleared(lesson.context.clock.elapsed.playgroundFormatted) + "\n"))
        case let other?:
            return .failure(.badArguments(
                command: "marbles", message: Words.takesClearOrNothing("marbles", not: other.shortened), usage: "marbles [clear]"
            ))
        }
    }

    /// Draws the objects tracked along the lesson's steps and commands (the lesson's own, typed by
    /// the learner): made, freed, or still alive.
    func lifetimes(_ lesson: OpenLesson, _ argument: String?) -> CommandOutcome {
        let tracker = lesson.context.lifetimes
        switch argument?.lowercased() {
        case nil:
            guard !tracker.isEmpty else {
                return CommandOutcome(.printed(Words.nothingTracked(lesson.type.id) + "\n"))
            }
            var note = Words.lifetimesChecked
            if tracker.untracked > 0 { note += "; \(tracker.untracked) more objects not tracked (at most \(LifetimeTracker.maxObjects))" }
            return CommandOutcome(.figure(.lifetimes(tracker.chart()), note: note))
        case "clear":
            tracker.clear()
            return CommandOutcome(.printed(Words.lifetimesCleared + "\n"))
        case let other?:
            return .failure(.badArguments(
                command: "lifetimes", message: Words.takesClearOrNothing("lifetimes", not: other.shortened), usage: "lifetimes [clear]"
            ))
        }
    }
}
