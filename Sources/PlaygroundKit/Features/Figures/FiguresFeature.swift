/// Pictures of the open lesson's live objects: `marbles`, `lifetimes`. What they draw is recorded
/// by the lesson's context (its marble recorder and lifetime tracker), not kept here.
final class FiguresFeature: ShellFeature {
    unowned let shell: Shell

    init(shell: Shell) {
        self.shell = shell
    }

    var commands: [CommandDeclaration] {
        [
            .builtin(
                "marbles", usage: "[clear]", summary: "draw the streams your commands ran, or start again", changesLesson: true,
                completes: { _ in ["clear"] },
                handler: .inLesson { shell, lesson, arguments in shell.figures.marbles(lesson, arguments.optional(0)) }
            ),
            .builtin(
                "lifetimes", usage: "[clear]", summary: "when live objects were made and freed, or leaked", changesLesson: true,
                completes: { _ in ["clear"] },
                handler: .inLesson { shell, lesson, arguments in shell.figures.lifetimes(lesson, arguments.optional(0)) }
            ),
        ]
    }
}

/// `marbles` and `lifetimes`: pictures of what the open lesson's live objects really did.
extension FiguresFeature {
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
