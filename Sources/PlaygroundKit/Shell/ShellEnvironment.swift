import Foundation

extension Shell {
    /// What the shell may ask of the program around it, by collaborator: the learner's terminal
    /// and files, the processes that compile and run Swift, and the program that hears of moves.
    /// Each is a protocol (Sources/PlaygroundKit/Environment) with the program's implementation in
    /// PlaygroundApp or SwiftCells and the tests' in TestSupport. What is not given, the shell does
    /// without, and says so where a command needs it (`compile` with no compiler, `edit` with no
    /// screen).
    public struct Environment {
        /// The lines typed so far and the learner's screen (`history`, `clear`, `edit`, `watch`,
        /// `progress reset`).
        public var terminal: any LearnerTerminal
        /// The workspace, the progress file and the editors' folders.
        public var files: LearnerFiles
        /// The installed compiler (`compile`), and Swift mode's parser; nil: none can be run here.
        public var compiler: (any SwiftCompiler)?
        /// Builds and runs exercises' checks (`check`, `watch`); nil: checks cannot run here.
        public var checks: (any CheckRunner)?
        /// Runs Swift cells in the live lesson (`swift`, `undo`, a page brought back); nil: this
        /// shell has no runner at all.
        public var cells: (any CellEngine)?
        /// Hears of every move through a lesson and adds its commands (a room, a handout).
        public var host: (any SessionHost)?
        /// Show how long each cell and check took, from the request to the result
        /// (`PLAYGROUND_TIMINGS=1`, for measuring; never in transcripts).
        public var showTimings: Bool

        public init(
            terminal: any LearnerTerminal = NoTerminal(),
            files: LearnerFiles = LearnerFiles(),
            compiler: (any SwiftCompiler)? = nil,
            checks: (any CheckRunner)? = nil,
            cells: (any CellEngine)? = nil,
            host: (any SessionHost)? = nil,
            showTimings: Bool = false
        ) {
            self.terminal = terminal
            self.files = files
            self.compiler = compiler
            self.checks = checks
            self.cells = cells
            self.host = host
            self.showTimings = showTimings
        }
    }
}
