/// What changed the live lesson since it was opened or reset, in order: enough to build it again.
///
/// Lessons are deterministic (their own clock, no wall time), so opening the lesson afresh and going
/// through the journal again gives the same live state: the moves that ran steps, the commands
/// that changed the lesson, and the cells that ran, each from the library it was compiled into.
/// `undo` goes through it without its last entry; after a crash the shell starts again and goes
/// through it without the entry that crashed (see docs/architecture.md, "How cells reach the live lesson").
/// Lines are never kept: the journal holds typed moves and commands.
public struct SessionJournal: Codable, Sendable, Equatable {
    /// The open lesson's id; nil with no lesson open.
    public var lesson: String?
    public var entries: [JournalEntry]
    /// The number the next cell gets (its module is `Cell<number>`): never reused in a session,
    /// not even after `undo`, so no two cells' libraries share a name.
    public var nextCell: Int
    /// What was being handled when this was saved, before it finished: the culprit if the shell
    /// dies meanwhile. Nil between commands.
    public var pending: String?
    /// The exercise at hand in each lesson (1-based, by lesson id), so that a shell built again
    /// (`undo` in a new worker, a worker that died) still checks the one the learner chose. Nil in
    /// a record written before it was kept.
    public var exercisesAtHand: [String: Int]?

    public init(lesson: String? = nil, entries: [JournalEntry] = [], nextCell: Int = 1, pending: String? = nil, exercisesAtHand: [String: Int]? = nil) {
        self.lesson = lesson
        self.entries = entries
        self.nextCell = nextCell
        self.pending = pending
        self.exercisesAtHand = exercisesAtHand
    }

    /// The cells among the entries, oldest first: the page.
    public var cells: [CellRecord] {
        entries.compactMap { if case .cell(let record) = $0 { record } else { nil } }
    }
}

/// One thing that changed the live lesson, as a value: going through the journal again calls the
/// shell with it, never parses a line.
public enum JournalEntry: Codable, Sendable, Equatable {
    /// A move that ran a step (`next`, `run 3`).
    case move(Move)
    /// A command that changes the live lesson (a lesson's command, `advance`), by its name, with
    /// its arguments as they were given.
    case command(String, arguments: [String])
    /// A cell that ran to its end.
    case cell(CellRecord)

    /// How `undo` names it: `'next'`, `'bump 2'`, `cell 3`.
    public var described: String {
        switch self {
        case .move(let move): "'\(move.described)'"
        case .command(let name, let arguments): "'\(([name] + arguments).joined(separator: " "))'"
        case .cell(let record): record.label
        }
    }

    /// Whether it is a cell (the page shows those).
    public var isCell: Bool {
        if case .cell = self { true } else { false }
    }
}

/// A cell that ran, as its runner compiled it: running its library's entry again in a fresh lesson
/// does what the cell did.
public struct CellRecord: Codable, Sendable, Equatable {
    /// Its number in the session: the module is `Cell<number>`.
    public var number: Int
    /// How its lines are named in messages and on the page: `cell 3`.
    public var label: String
    /// The code as the learner typed it.
    public var code: String
    /// The compiled library.
    public var library: String
    /// The top-level names it declares, each with its kind as an import names it (`var n`,
    /// `struct Point`, `func twice`): later cells import the newest declaration of each name.
    public var declarations: [String]

    public init(number: Int, label: String, code: String, library: String, declarations: [String]) {
        self.number = number
        self.label = label
        self.code = code
        self.library = library
        self.declarations = declarations
    }

    /// The module the cell was compiled as.
    public var module: String { "Cell\(number)" }
}
