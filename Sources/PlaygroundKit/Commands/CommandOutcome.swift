import Foundation

/// What a command did, as its handler decided it: what there is to show, whether it failed and
/// why, and whether the user asked to leave. `OutcomeRenderer` turns it into text.
struct CommandOutcome {
    /// What to show, before any error.
    var report: Report
    /// Why the command failed; shown after `report`.
    var error: ShellError?
    /// The user asked to leave.
    var quit = false

    init(_ report: Report, error: ShellError? = nil, quit: Bool = false) {
        self.report = report
        self.error = error
        self.quit = quit
    }

    /// A command that failed before it did anything.
    static func failure(_ error: ShellError) -> CommandOutcome {
        CommandOutcome(.nothing, error: error)
    }

    static var nothing: CommandOutcome { CommandOutcome(.nothing) }
    static var quit: CommandOutcome { CommandOutcome(.nothing, quit: true) }

    /// What a command has to show.
    enum Report {
        case nothing
        /// `help`: every command, or one.
        case help(HelpPage)
        /// `lessons`: the catalog, the open lesson marked.
        case lessons([(id: String, title: String)], open: String?, progress: [String: String] = [:])
        /// `open`: the lesson's banner.
        case opened(LessonBanner)
        /// `steps`: their titles, the current one (1-based; 0 before the first) marked.
        case steps([String], position: Int, deeper: Set<Int> = [])
        /// `next`, `back`, `run`: a step, run; what it printed.
        case ranStep(ShownStep, output: String)
        /// `show`: a step, not run.
        case shownStep(ShownStep)
        /// `source <type>`: the type's declaration and extensions, whole.
        case source([Snippet])
        /// `inspect`: what steps exposed.
        case exposed([(name: String, note: String)])
        /// `inspect <name>`: one object's structure.
        case inspected(name: String, note: String, dump: String)
        /// `compile` with no snippet to pick by itself: the ones to choose from.
        case snippetChoices([String], inThisStep: Bool)
        /// `compile`: what the compiler said, and how it compares with the lesson's message.
        case compiled(CompileReport)
        /// `reset`.
        case reset(lesson: String)
        /// `clock`: virtual time and what is scheduled.
        case clock(ClockReading, pending: [String])
        /// `advance`: what the timers printed, and the time now.
        case advanced(output: String, ClockReading)
        /// `history`: the entries, oldest first.
        case history([String])
        /// A lesson command: what it printed.
        case printed(String)
        /// Text a command composed itself (Swift cells, exercises).
        case styled(StyledText)
        /// `marbles`, `lifetimes`: a picture of the live lesson, and a line under it.
        case figure(Figure, note: String?)
    }
}

extension CommandOutcome {
    /// `help`'s page.
    enum HelpPage {
        /// Every built-in, then the open lesson's commands.
        case overview(builtins: [CommandHelp], lesson: (id: String, commands: [CommandHelp])?)
        /// One command, in full.
        case command(CommandHelp)
    }

    /// What `help` shows of a command: the parts of its declaration help needs.
    struct CommandHelp: Equatable {
        var title: String
        var summary: String
        /// Paragraphs under the summary, for `help <command>` only.
        var details: [String]
        var aliases: [String]
        var needsLesson: Bool

        init(_ declaration: CommandDeclaration) {
            title = declaration.title
            // A built-in's in the language being read; a lesson's in its own words.
            summary = CommandSummaries.summary(of: declaration.name, english: declaration.summary)
            details = CommandDetails.detailsRead(of: declaration.name)
            aliases = declaration.aliases
            needsLesson = declaration.needsLesson
        }
    }

    /// The heading of a lesson, shown by `open`.
    struct LessonBanner: Equatable {
        var number: Int
        var id: String
        var title: String
        var summary: String
        var source: String
        var link = ""
        var stepCount: Int
    }

    /// A step with where it is in its lesson.
    struct ShownStep {
        var lesson: String
        var number: Int
        var count: Int
        var step: Step
        /// `next` ran these steps off the main path quietly on its way here (first and last).
        var passedBy: ClosedRange<Int>?
        /// The steps right after this one go deeper (first and last): said under the output, so
        /// the learner knows `deeper` shows them and `next` passes them by.
        /// `last`: no step of the main path follows them, so `next` goes on with them.
        var deeperAhead: (steps: ClosedRange<Int>, title: String, last: Bool)?
    }

    /// The lesson's virtual time.
    struct ClockReading: Equatable {
        var now: Date
        var elapsed: Duration
    }

    /// What `compile` found out.
    struct CompileReport: Equatable {
        /// The compiler's command line, as shown (`swiftc -typecheck ... Name.swift`).
        var commandLine: String
        var compilerVersion: String?
        /// Its diagnostics, at most 50 lines.
        var diagnostics: [String]
        /// Anything else it printed, shortened.
        var otherLines: [String]
        /// Output bytes beyond the cap, thrown away.
        var discardedBytes: Int
        /// How its message compares with the lesson's; nil when the compiler failed (the outcome's
        /// error says how).
        var verdict: Verdict?
    }

    /// How what the compiler said compares with the message the lesson keeps.
    struct Verdict: Equatable {
        enum Kind: Equatable {
            case same
            /// The compiler accepts the snippet. `newVersion`: the installed compiler's version,
            /// when it is known and not the one the message was recorded with.
            case accepted(newVersion: String?)
            case otherWording(installed: String?)
            case changed
            /// The lesson says this setting compiles the snippet, and it does.
            case compilesAsKept
            /// The lesson says this setting compiles the snippet, and it does not.
            case refusedNow
        }

        var kind: Kind
        /// The lesson's message, one line each.
        var kept: [String]
        /// The compiler version the lesson's message was recorded with.
        var recordedVersion: String
    }
}
