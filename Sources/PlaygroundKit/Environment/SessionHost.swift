/// The program around the shell that hears of its moves (``Shell/Environment/host``): a room
/// (`playground present` serves them, `playground follow` sends the learner's own), or a handout
/// or recording that collects the steps it shows.
public protocol SessionHost: AnyObject {
    /// Told of every move through a lesson (open, next, back, run, show, reset) as it happens,
    /// with the step and its output, and who made it. Not told of the moves made quietly (the
    /// steps `resume` runs before the one it ends on, `undo`), only of the step it ends on.
    func moved(_ move: ShellMove, from source: MoveSource)
    /// Commands of the program (`room` while presenting, `sync` while following): listed by
    /// `help` and completed by Tab with the built-ins. None by default.
    var sessionCommands: [CommandDeclaration] { get }
}

extension SessionHost {
    public var sessionCommands: [CommandDeclaration] { [] }
}
