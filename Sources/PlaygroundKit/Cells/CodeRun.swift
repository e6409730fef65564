/// What the shell asks of whoever runs learner code (the executable's `SwiftCells`), and what it
/// hears back. The shell never compiles or runs anything itself: it keeps the page, the replay and
/// the exercise state, and renders what comes back.

/// A Swift cell to run against the open lesson's live state, after the cells that ran in it.
public struct CellRequest {
    /// The open lesson's type.
    public var lesson: any Lesson.Type
    /// The live objects' names and static types, as `inspect` lists them.
    public var liveObjects: [(name: String, typeName: String)]
    /// The cells that ran in the live lesson so far, oldest first: what they declared is in scope.
    public var page: [CellRecord]
    /// The new cell: its output is shown.
    public var cell: String
    /// How the new cell's lines are named in messages: `cell 3`, or `page.swift` for an edited page.
    public var label: String
    /// Its number in the session: its module is `Cell<number>`.
    public var number: Int

    public init(lesson: any Lesson.Type, liveObjects: [(name: String, typeName: String)], page: [CellRecord], cell: String, label: String, number: Int) {
        self.lesson = lesson
        self.liveObjects = liveObjects
        self.page = page
        self.cell = cell
        self.label = label
        self.number = number
    }
}

/// How learner code ended: what it printed, and whether and how it failed.
public struct CodeRun: Sendable, Equatable {
    public enum Ending: Sendable, Equatable {
        case finished
        /// It did not compile: the compiler's errors, each with the learner's file, line and column.
        case compileErrors([LearnerDiagnostic])
        /// It trapped or crashed: the runtime's message (`Fatal error: Index out of range`) and,
        /// when known, where in the learner's code.
        case crashed(message: String, location: LearnerLocation?)
        /// It threw an error that nothing caught (`try f()` at the top of a cell): the error as
        /// the runtime described it (`E.bad`), where known the statement that threw.
        case threw(error: String, location: LearnerLocation?)
        /// It ended the program itself: `exit(3)`.
        case exited(status: Int32)
        /// It ran past the time limit and was stopped.
        case timedOut(seconds: Double)
        /// Ctrl-C stopped it.
        case interrupted
        /// Nothing could be run: why, and what to do.
        case unavailable(String)
    }

    /// What the learner's code printed (standard output and error), cut at the cap.
    public var output: String
    /// Bytes of output beyond the cap, not shown.
    public var discardedBytes: Int
    /// Lines among them (0 when not counted: then only the bytes are said).
    public var discardedLines = 0
    public var ending: Ending
    /// Seconds from the request to the result: compiling, linking and running.
    public var seconds: Double
    /// A cell that ran to its end, as compiled: what the journal keeps to run it again.
    public var record: CellRecord?

    public init(output: String = "", discardedBytes: Int = 0, ending: Ending, seconds: Double = 0, record: CellRecord? = nil) {
        self.output = output
        self.discardedBytes = discardedBytes
        self.ending = ending
        self.seconds = seconds
        self.record = record
    }
}

/// A place in the learner's code: a file name (`cell 3`, `CachingContainer.swift`), line, column.
public struct LearnerLocation: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)" }
}

/// One compiler message about the learner's code, with the source line and caret it showed.
public struct LearnerDiagnostic: Sendable, Equatable {
    public var location: LearnerLocation?
    /// `error`, `warning` or `note`.
    public var severity: String
    public var message: String
    /// The lines the compiler showed under it (the source line, the caret).
    public var excerpt: [String]

    public init(location: LearnerLocation?, severity: String, message: String, excerpt: [String] = []) {
        self.location = location
        self.severity = severity
        self.message = message
        self.excerpt = excerpt
    }
}

/// An exercise's checks, to run on the learner's file.
public struct CheckRequest {
    public var lesson: any Lesson.Type
    public var exercise: Exercise
    /// The learner's code (the file's contents), or the starter or solution when authoring.
    public var code: String

    public init(lesson: any Lesson.Type, exercise: Exercise, code: String) {
        self.lesson = lesson
        self.exercise = exercise
        self.code = code
    }
}

/// What the checks found.
public struct CheckReport: Sendable, Equatable {
    public struct Result: Sendable, Equatable {
        public enum Status: String, Sendable, Equatable {
            case passed, failed
            /// The program died in this check (the run's ending says how).
            case crashed
            /// An earlier check crashed, so this one never ran.
            case notRun = "not run"
        }

        public var name: String
        public var status: Status
        public var message: String?
        /// What the learner's code printed while this check ran (standard output and error, in
        /// order; a crash's own report left out); empty for the checks the compiler makes.
        public var output: String

        public init(name: String, status: Status, message: String? = nil, output: String = "") {
            self.name = name
            self.status = status
            self.message = message
            self.output = output
        }
    }

    /// One per check, in order; empty when the code did not compile or nothing could be run.
    public var results: [Result]
    /// How the check program's run went (compile errors, a crash, the time limit).
    public var run: CodeRun

    public init(results: [Result], run: CodeRun) {
        self.results = results
        self.run = run
    }

    /// Every check ran and passed.
    public var passed: Bool { !results.isEmpty && results.allSatisfy { $0.status == .passed } && run.ending == .finished }
}
