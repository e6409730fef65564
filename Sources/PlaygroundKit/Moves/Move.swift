/// A move through a lesson, as a value: what `open`, `next`, `run 3` and the other step commands
/// mean once their words are read, and what programs give the shell directly (handouts,
/// recordings, transcripts, a room's follower, the journal going through a lesson again). No code
/// path builds a command line to move through a lesson; `Shell.apply(_:from:)` takes this.
public enum Move: Hashable, Sendable, Codable {
    /// A lesson, by id or number, with fresh state, before its first step.
    case open(String)
    /// The next step on the main path (deeper steps before it are run quietly and passed by).
    case next
    /// The step off the main path right after the current one.
    case deeper
    /// One step back, run again.
    case back
    /// Step n, run (nil: the current step, or the first before any).
    case run(Int?)
    /// Step n shown, not run (nil: the current step, or the first before any).
    case show(Int?)
    /// The lesson again with fresh state, before its first step.
    case reset

    /// The move as the learner would type it: what `undo` names and a follower is told.
    public var described: String {
        switch self {
        case .open(let lesson): "open \(lesson)"
        case .next: "next"
        case .deeper: "deeper"
        case .back: "back"
        case .run(let step): step.map { "run \($0)" } ?? "run"
        case .show(let step): step.map { "show \($0)" } ?? "show"
        case .reset: "reset"
        }
    }

    /// The command that makes it: what a refusal names.
    var commandName: String { String(described.prefix { $0 != " " }) }

    /// What the room is told this move was (`deeper` runs a step as `next` does).
    var kind: ShellMove.Kind {
        switch self {
        case .open: .open
        case .next, .deeper: .next
        case .back: .back
        case .run: .run
        case .show: .show
        case .reset: .reset
        }
    }

    /// Whether the journal keeps it: a move that runs a step changes the live lesson; `open` and
    /// `reset` start a fresh one (the journal starts again), and `show` runs nothing.
    var changesLiveLesson: Bool {
        switch self {
        case .next, .deeper, .back, .run: true
        case .open, .show, .reset: false
        }
    }

    /// The move the room published, made here: the same kind, at the same step.
    public init(_ move: ShellMove) {
        switch move.kind {
        case .open: self = .open(move.lesson)
        case .next: self = .next
        case .back: self = .back
        case .run: self = .run(move.step)
        case .show: self = .show(move.step)
        case .reset: self = .reset
        }
    }
}

/// Who made a move, which decides who hears of it.
public enum MoveSource: Sendable, Equatable {
    /// The learner, at the prompt or by `resume`: the room hears of it, and a lesson opened brings
    /// its page back.
    case learner
    /// A room's teacher, applied by a follower: the room hears of it as of any move, but it is not
    /// the attendee's own (they still follow), and a lesson opened brings its page back.
    case room
    /// A step run again to rebuild the live state (catching up, `undo`, a restore): nobody hears
    /// of it, and nothing comes back with it.
    case quiet
}
