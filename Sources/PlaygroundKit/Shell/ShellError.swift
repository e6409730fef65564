/// Why a line the shell handled failed. ``Shell/Response/error`` carries it, so script mode and
/// tests know what went wrong without reading the text; `ShellErrorText` words it.
public enum ShellError: Error, Sendable, Equatable {
    /// The first word names no command here; `suggestion` is the command it is closest to.
    case unknownCommand(String, suggestion: String?)
    /// Swift mode: `:word` names nothing it knows (its own `:help`, `:quit`, nor a shell command);
    /// `suggestion` is what it is closest to, with its `:`.
    case unknownSwiftModeCommand(String, suggestion: String?)
    /// The line has a quote that is never closed.
    case unterminatedQuote(Character)
    /// A command that works only inside a lesson, typed outside one.
    case needsLesson(command: String)
    /// The arguments are not what `command` takes: too many, missing, malformed or out of range.
    /// `usage` is the command line to show under the message (`open <lesson>`), if any.
    case badArguments(command: String, message: String, usage: String?)
    /// `open`: no lesson matches. `message` says why (no such id, an ambiguous prefix, a number
    /// out of range); `lessons` are the ids there are.
    case noSuchLesson(message: String, lessons: [String])
    /// `deeper` where no step off the main path follows; `deeper` lists the lesson's others.
    case noDeeperStep(after: Int, deeper: [Int])
    /// `back` at the first step, or before any (`started` is false).
    case atFirstStep(started: Bool)
    /// `inspect`: nothing exposed under that name.
    case noSuchObject(String, suggestion: String?, names: [String])
    /// `source` with a name no lesson type has.
    case noSuchType(String, suggestion: String?, lesson: String)
    /// `compile`: the open lesson has no snippet the compiler refuses.
    case noRefusedSnippets(lesson: String)
    /// `compile`: the lesson has no refused snippet of that name.
    case noSuchSnippet(String, suggestion: String?, names: [String])
    /// `compile`: no compiler can be run here; `reason` says why, when a compiler was looked for.
    case compilerUnavailable(reason: String?)
    /// `compile`: the compiler ran but gave no verdict on the snippet.
    case compilerFailed(CompilerFailure)
    /// A step threw; `message` is what it threw.
    case stepFailed(step: Int, message: String)
    /// A lesson command threw something other than a ``CommandError``.
    case commandFailed(command: String, message: String)
    /// `swift`, `check`: learner code cannot be compiled or run here; `reason` says why and what to do.
    case swiftUnavailable(reason: String)
    /// A cell (or the edited page) did not compile, crashed, ran out of time or was interrupted.
    case cellFailed(String)
    /// `edit`: no editor could be started, or it failed.
    case editorUnavailable(String)
    /// An exercise command that cannot do what was asked: no such exercise, none chosen, the
    /// solution still locked.
    case exercise(String)
    /// `check`: the learner's code did not pass (`passed` of `total` checks passed).
    case checksFailed(passed: Int, total: Int)
    /// Script mode: a line that could not be read (longer than the reader takes).
    case unreadableLine(reason: String)

    /// How a compiler run ended without a verdict.
    public enum CompilerFailure: Sendable, Equatable {
        /// It ran past the time limit and was stopped.
        case timedOut(limit: Duration)
        /// The user pressed Ctrl-C.
        case interrupted
        /// A signal ended it.
        case crashed(signal: Int32)
        /// It exited with `status` without an error message about the snippet.
        case failedSilently(status: Int32)
    }
}
