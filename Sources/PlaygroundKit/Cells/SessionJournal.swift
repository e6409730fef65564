/// What changed the live lesson since it was opened or reset, in order: enough to build it again.
///
/// Lessons are deterministic (their own clock, no wall time), so opening the lesson afresh and going
/// through the journal again gives the same live state: the lines the learner typed that move the
/// lesson or run its commands, and the cells that ran, each from the library it was compiled into.
/// `undo` goes through it without its last entry; after a crash the shell starts again and goes
/// through it without the entry that crashed (see docs/architecture.md, "How cells reach the live lesson").
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

    public init(lesson: String? = nil, entries: [JournalEntry] = [], nextCell: Int = 1, pending: String? = nil) {
        self.lesson = lesson
        self.entries = entries
        self.nextCell = nextCell
        self.pending = pending
    }

    /// The cells among the entries, oldest first: the page.
    public var cells: [CellRecord] {
        entries.compactMap { if case .cell(let record) = $0 { record } else { nil } }
    }
}

/// One thing that changed the live lesson.
public enum JournalEntry: Codable, Sendable, Equatable {
    /// A line as typed: a step (`next`, `run 3`), a lesson command, `advance`.
    case line(String)
    /// A cell that ran to its end.
    case cell(CellRecord)

    /// How `undo` names it: `'next'`, `cell 3`.
    public var described: String {
        switch self {
        case .line(let line): "'\(line)'"
        case .cell(let record): record.label
        }
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
