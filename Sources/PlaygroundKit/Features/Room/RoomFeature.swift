/// What a room (`playground present`, `playground follow`) asks of the shell: catching up with a
/// step, where the shell is, the exercise at hand; and the room's own commands (`room`, `sync`),
/// which the program around the shell gives (``SessionHost/sessionCommands``).
final class RoomFeature: ShellFeature {
    unowned let shell: Shell

    init(shell: Shell) {
        self.shell = shell
    }

    var commands: [CommandDeclaration] { environment.host?.sessionCommands ?? [] }
}

/// Catching up with a step, and what a room (`playground present`, `playground follow`) asks of the shell.
extension RoomFeature {
    /// Catches up with `step` of `lesson` as `resume` does: opens it with fresh state, runs the
    /// steps before `step` quietly, then runs `step`, or only shows it when `show`; `source` makes
    /// the last move (and the opening, when `step` is 0). Step 0 only opens the lesson.
    /// `stop` is asked before each earlier step: when it says so (Ctrl-C), catching up ends there,
    /// on the step reached, and the response says where.
    func catchUp(lesson: String, step: Int, show: Bool = false, from source: MoveSource = .learner, stop: () -> Bool = { false }) -> Shell.Response {
        var response = shell.apply(.open(lesson), from: step > 0 ? .quiet : source)
        guard step > 0, !response.failed else { return response }
        for number in 1..<step {
            if stop() {
                response.text.line("Catching up stopped before step \(number) of \(step).", .warning)
                return response
            }
            _ = shell.apply(.run(number), from: .quiet)
        }
        let last = shell.apply(show ? .show(step) : .run(step), from: source)
        response.text.append(last.text)
        response.error = last.error
        return response
    }

    /// The exercise being worked on in the open lesson: its id, how many of its checks failed in
    /// its latest check run (not how many runs failed: a run with three failing checks is 3, and
    /// stays 3 when run again unchanged), and whether it passed. Nil when none was started.
    var currentExercise: (id: String, failingChecks: Int, passed: Bool)? {
        guard let current, let number = shell.exercises.atHand[current.type.id], number >= 1, number <= current.type.exercises.count else { return nil }
        let id = current.type.exercises[number - 1].id
        let done = shell.progress.saved.lesson(current.type.id)
        return (id, done.latestChecks[id]?.failed ?? 0, done.exercisesPassed.contains(id))
    }
}

extension CommandDeclaration {
    /// A command of the program around the shell (see ``SessionHost/sessionCommands``):
    /// `run` gets the arguments (no more than `usage` lists) and returns what to show, or why it
    /// failed.
    public init(session name: String, usage: String = "", summary: String, run: @escaping ([String]) -> Result<StyledText, CommandError>) {
        self.init(
            name, aliases: [], usage: usage, summary: summary, completion: .candidates { _, _ in [] },
            handler: .anywhere { _, arguments in
                switch run(arguments.values) {
                case .success(let text): CommandOutcome(.styled(text))
                case .failure(let error): .failure(.commandFailed(command: name, message: error.message))
                }
            },
            argumentLimit: Parameter.list(in: usage).count
        )
    }
}
