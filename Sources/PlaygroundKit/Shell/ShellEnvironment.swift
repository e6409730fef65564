import Foundation

extension Shell {
    /// What the shell may ask of the program around it.
    public struct Environment {
        /// The command history, oldest first (for `history`).
        public var history: () -> [String]
        /// Type-checks a snippet with the installed compiler: what it printed and how it ended
        /// (exit status, crash, time limit, Ctrl-C), or why no compiler can be run. The executable
        /// provides it; nil means no compiler can be run here at all.
        public var compile: ((Snippet, SwiftcInvocation.Setting) -> Result<CompilerRun, CompilerUnavailable>)?
        /// Whether typed Swift is a whole cell yet, as a parser reads it (`struct P` waits for its
        /// `{` on the next line). The executable gives swift-syntax's (SwiftReading), which this
        /// module, that every lesson waits for, does not link; nil: ``SwiftInput``'s scanner of
        /// brackets, strings and comments decides.
        public var isCompleteSwift: ((String) -> Bool)? = nil
        /// Compiles and runs a Swift cell in the live lesson (`swift`); nil: cells cannot run here.
        public var runCell: ((CellRequest) -> CodeRun)? = nil
        /// The members the code of a cell being typed may go on with at its end (after `container.`),
        /// as the compiler's tools name them (`resolve(args:)`); nil: only names are completed.
        public var completeMembers: ((CellRequest) -> [String])? = nil
        /// Runs a cell that ran before again, quietly, in a lesson built afresh (`undo`, a restore):
        /// its library's code once more. Nil: cells cannot run here.
        public var replayCell: ((CellRecord) -> CodeRun)? = nil
        /// Builds and runs an exercise's checks on the learner's code (`check`, `watch`).
        public var runChecks: ((CheckRequest) -> CheckReport)? = nil
        /// Opens a file in the learner's editor and waits for it to close (`edit`).
        public var edit: ((URL) -> EditOutcome)? = nil
        /// Waits until `file` changes, or Ctrl-C (`watch`).
        public var waitForChange: ((URL) -> WaitOutcome)? = nil
        /// Shows text at once, before the command returns (`watch` reports every check as it runs).
        public var show: ((StyledText) -> Void)? = nil
        /// Where the learner's exercise files and scratch pages live.
        public var workspace: Workspace? = nil
        /// Makes the exercises folder, and the folder of the exercise file when one is given, ones an
        /// editor understands (`exercise`, `edit`, `workspace`); nil where nothing is written.
        public var prepareEditors: ((_ workspace: Workspace, _ exerciseFile: URL?) -> EditorSetup)? = nil
        /// The progress file: steps seen, exercises passed. Nil: progress lives only in memory.
        public var progress: ProgressStore? = nil
        /// Show how long each cell and check took, from the request to the result
        /// (`PLAYGROUND_TIMINGS=1`, for measuring; never in transcripts).
        public var showTimings = false
        /// Asks the learner a yes/no question (`progress reset`); nil where nobody can answer.
        public var confirm: ((String) -> Bool)? = nil
        /// Clears the terminal's screen (`clear`); false when the terminal cannot (`TERM=dumb`).
        /// Nil in a script, where `clear` does nothing.
        public var clearScreen: (() -> Bool)? = nil
        /// Told of every move through a lesson (open, next, back, run, show, reset) as it happens,
        /// with the step and its output, and who made it: what `playground present` serves to the
        /// room. Not told of the moves made quietly (the steps `resume` runs before the one it
        /// ends on, `undo`), only of the step it ends on.
        public var moved: ((ShellMove, MoveSource) -> Void)? = nil
        /// Commands of the program around the shell (`room` while presenting, `sync` while
        /// following): listed by `help` and completed by Tab with the built-ins, only where given.
        public var sessionCommands: [CommandDeclaration] = []
        /// Asks for a new process to build the lesson from `journal` quietly, once the command's
        /// answer is shown (a supervised session: `undo`, so that earlier cells never run again
        /// in this process, where what they started still runs); `notice` is said then. Nil: the
        /// shell builds the lesson again in this process.
        public var startAgain: ((_ journal: SessionJournal, _ notice: String) -> Void)? = nil

        /// The simple form, for fakes: `compile` gives the compiler's output and exit status, or
        /// nil when there is no compiler.
        public init(
            history: @escaping () -> [String] = { [] },
            compile: ((Snippet) -> (output: String, status: Int32)?)? = nil
        ) {
            self.history = history
            self.compile = compile.map { simple in
                { snippet, _ in
                    guard let result = simple(snippet) else { return .failure(CompilerUnavailable("no swiftc found")) }
                    return .success(CompilerRun(output: result.output, ending: .exited(result.status)))
                }
            }
        }

        public init(
            history: @escaping () -> [String] = { [] },
            compile: @escaping (Snippet, SwiftcInvocation.Setting) -> Result<CompilerRun, CompilerUnavailable>
        ) {
            self.history = history
            self.compile = compile
        }
    }
}
