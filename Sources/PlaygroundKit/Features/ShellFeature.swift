/// One concern of the shell (lessons and steps, the live state, pictures, cells, exercises,
/// progress, the language, the room, the session), as a type with its own state and its own
/// commands. The shell owns one of each and routes every line to the command that one declares;
/// a feature reaches another only through the shell, by name (`shell.lessons.current`).
///
/// Adding a command is adding its declaration to its feature's `commands` (name, aliases, usage,
/// summary, completion and what it runs, in one value), and its summary's translations to
/// ``CommandSummaries``.
protocol ShellFeature: AnyObject {
    /// The shell that routes lines here.
    var shell: Shell { get }
    /// The feature's commands, in `help` order.
    var commands: [CommandDeclaration] { get }
}

extension ShellFeature {
    var catalog: Catalog { shell.catalog }
    var environment: Shell.Environment { shell.environment }
    /// The learner's screen, where there is one (not in a script).
    var screen: (any LearnerScreen)? { shell.environment.terminal.screen }
    /// The learner's files (the environment's).
    var files: LearnerFiles { shell.environment.files }
    /// The language being read (the reading feature's).
    var language: Language { shell.language }
    /// The open lesson (the lessons feature's), to read.
    var current: OpenLesson? { shell.lessons.current }
}
