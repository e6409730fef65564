/// `marbles` and `lifetimes`: pictures of what the open lesson's live objects really did.
extension Shell {
    /// Draws the streams recorded on the lesson's recorder since it opened (or `marbles clear`).
    func marbles(_ lesson: OpenLesson, _ argument: String?) -> CommandOutcome {
        let recorder = lesson.context.marbles
        switch argument?.lowercased() {
        case nil:
            guard !recorder.isEmpty else {
                return CommandOutcome(.printed(
                    "Nothing recorded yet in \(lesson.type.id). The lessons about time and order (combine-mvvm, "
                        + "input-output, events, event-router) record the streams of their live objects as you "
                        + "run their steps and commands; then `marbles` draws them.\n"
                ))
            }
            var notes = ["virtual time since the lesson opened or `marbles clear`"]
            if recorder.dropped > 0 { notes.append("\(recorder.dropped) later events not kept (at most \(MarbleRecorder.maxEvents))") }
            return CommandOutcome(.figure(.marbles(recorder.diagram()), note: "(" + notes.joined(separator: "; ") + ")"))
        case "clear":
            recorder.clear()
            return CommandOutcome(.printed("Cleared: `marbles` draws what happens from now on (\(lesson.context.clock.elapsed.playgroundFormatted)).\n"))
        case let other?:
            return .failure(.badArguments(
                command: "marbles", message: "'marbles' takes 'clear' or nothing, not '\(other.shortened)'", usage: "marbles [clear]"
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
                return CommandOutcome(.printed(
                    "Nothing tracked yet in \(lesson.type.id).\n"
                        + "Steps and the lesson's commands ('help' lists them) add the objects they make.\n"
                ))
            }
            var note = "(checked with weak references after every step and command)"
            if tracker.untracked > 0 { note += "; \(tracker.untracked) more objects not tracked (at most \(LifetimeTracker.maxObjects))" }
            return CommandOutcome(.figure(.lifetimes(tracker.chart()), note: note))
        case "clear":
            tracker.clear()
            return CommandOutcome(.printed("Cleared the objects that went away; the live ones stay.\n"))
        case let other?:
            return .failure(.badArguments(
                command: "lifetimes", message: "'lifetimes' takes 'clear' or nothing, not '\(other.shortened)'", usage: "lifetimes [clear]"
            ))
        }
    }
}
