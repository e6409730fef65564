/// One command of the shell, built in or a lesson's: how it is typed, what `help` says about it,
/// what Tab offers after it, and what it does.
///
/// The shell keeps no other list of commands: dispatch, `help`, usage errors, completion and
/// "did you mean" all read these declarations. Lessons declare theirs with the public initializer
/// (``LessonCommand`` is this type); the built-ins are declared by the shell's features (``ShellFeature``), each in its own.
///
/// A lesson command's handler prints through the lesson's `print` and throws ``CommandError`` for
/// bad input; a built-in's handler returns a ``CommandOutcome``, which the shell renders.
public struct CommandDeclaration {
    /// What the user types, lowercase.
    public var name: String
    /// Other words that run the command (`n` for `next`).
    public var aliases: [String]
    /// The arguments as shown in help and usage errors: `<type> [customer-id]`.
    public var usage: String
    /// One line for `help`.
    public var summary: String

    /// What runs the command.
    var handler: Handler
    /// What Tab offers for the command's arguments.
    var completion: Completion
    /// The most arguments the shell accepts before running the handler; nil when the handler checks
    /// its arguments itself (lesson commands do, through ``CommandArguments``).
    var argumentLimit: Int?

    /// Whether the command times real work on the wall clock (a lesson's `bench`): what it prints
    /// differs from run to run and it takes up to a few seconds. Swift cells never replay it, and
    /// the determinism tests and the fuzzer never type it.
    public var measuresTime: Bool = false

    /// Whether running it changes the live lesson, so the journal keeps it to go through again
    /// (`undo`, a restore): a lesson's command unless it only reads or measures; among the
    /// built-ins, `advance`, `marbles`, `lifetimes` and `lang`. Step commands are kept as moves.
    var journaled: Bool {
        switch handler {
        case .printing: !readsOnly && !measuresTime
        case .anywhere, .inLesson: changesLesson
        case .move: false
        }
    }

    /// A built-in that changes the live lesson (see ``journaled``).
    var changesLesson = false

    /// Whether the command only shows the live lesson (a cache, a list of listeners) and changes
    /// nothing in it: the journal leaves it out, so `undo` takes back what changed the lesson.
    public var readsOnly: Bool = false

    /// A lesson's command. `complete` gives the candidates for the argument at `index` (0-based),
    /// given the arguments before it; `run` prints through the lesson's `print` and throws
    /// ``CommandError`` for bad input.
    public init(
        _ name: String,
        aliases: [String] = [],
        usage: String = "",
        summary: String,
        measuresTime: Bool = false,
        readsOnly: Bool = false,
        complete: @escaping (_ index: Int, _ previous: [String]) -> [String] = { _, _ in [] },
        run: @escaping (CommandArguments) throws -> Void
    ) {
        self.init(name, aliases: aliases, usage: usage, summary: summary, completion: .candidates(complete), handler: .printing(run))
        self.measuresTime = measuresTime
        self.readsOnly = readsOnly
    }

    init(
        _ name: String, aliases: [String], usage: String, summary: String,
        completion: Completion, handler: Handler, argumentLimit: Int? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.completion = completion
        self.handler = handler
        self.argumentLimit = argumentLimit
    }

    /// Completion candidates for the argument at `index` (0-based), given the arguments before it.
    /// A built-in's candidates come from the shell's state (lesson ids, step numbers), so outside a
    /// shell it offers none. Setting it replaces the command's completion.
    public var complete: (_ index: Int, _ previous: [String]) -> [String] {
        get {
            switch completion {
            case .candidates(let candidates): candidates
            case .fromShell: { _, _ in [] }
            }
        }
        set { completion = .candidates(newValue) }
    }

    /// Runs a lesson command: prints through the lesson's `print`, throws ``CommandError`` for bad
    /// input. Setting it (to wrap the command, say) replaces the command's handler. A built-in is run
    /// by the shell only; called directly, it throws.
    public var run: (CommandArguments) throws -> Void {
        get {
            switch handler {
            case .printing(let run):
                return run
            case .anywhere, .inLesson, .move:
                let name = name
                return { _ in throw CommandError("'\(name)' is one of the shell's own commands: only the shell runs it") }
            }
        }
        set { handler = .printing(newValue) }
    }

    /// `name usage`, as help and usage errors show the command: `resolve <type> [customer-id]`.
    public var title: String { usage.isEmpty ? name : "\(name) \(usage)" }

    /// The name and the aliases: every word that runs the command.
    public var words: [String] { [name] + aliases }

    /// Whether `word` (any case) runs this command.
    public func isNamed(_ word: String) -> Bool {
        let key = word.lowercased()
        return name == key || aliases.contains(key)
    }

    /// Whether the command works only inside a lesson (a built-in such as `next`). A lesson's own
    /// commands exist only while their lesson is open, so they never say so.
    public var needsLesson: Bool {
        switch handler {
        case .inLesson: true
        case .move(let needsLesson, _): needsLesson
        case .anywhere, .printing: false
        }
    }

    /// The arguments `usage` lists, in order.
    public var parameters: [Parameter] { Parameter.list(in: usage) }
}

extension CommandDeclaration {
    /// What runs a command.
    enum Handler {
        /// A built-in that works with or without an open lesson.
        case anywhere((Shell, CommandArguments) -> CommandOutcome)
        /// A built-in that needs an open lesson, and gets it.
        case inLesson((Shell, OpenLesson, CommandArguments) -> CommandOutcome)
        /// A lesson's command: prints what it has to say, throws for bad input.
        case printing((CommandArguments) throws -> Void)
        /// A step command (`open`, `next`, `run 3`): the ``Move`` its arguments mean, or why they
        /// mean none. The shell makes the move, as it makes a program's (``Shell/apply(_:from:)``).
        case move(needsLesson: Bool, (Shell, CommandArguments) -> Result<Move, ShellError>)
    }

    /// Where a command's completion candidates come from.
    enum Completion {
        /// The command's own list, for the argument at `index` given the ones before it.
        case candidates((_ index: Int, _ previous: [String]) -> [String])
        /// The shell's state: lesson ids, step numbers, exposed names.
        case fromShell((Shell, _ index: Int, _ previous: [String]) -> [String])
    }

    /// One argument of a command, as its usage shows it: `<lesson>` is required, `[step]` optional.
    public struct Parameter: Sendable, Equatable {
        /// The word between the brackets: `lesson`, `offline|live`.
        public var name: String
        public var isOptional: Bool

        public init(name: String, isOptional: Bool) {
            self.name = name
            self.isOptional = isOptional
        }

        /// The parameters of a usage text: each whitespace-separated word is one; `[word]` is
        /// optional, `<word>` (or a bare word) required.
        static func list(in usage: String) -> [Parameter] {
            usage.split(whereSeparator: \.isWhitespace).map { word in
                if word.hasPrefix("["), word.hasSuffix("]"), word.count >= 2 {
                    return Parameter(name: String(word.dropFirst().dropLast()), isOptional: true)
                }
                if word.hasPrefix("<"), word.hasSuffix(">"), word.count >= 2 {
                    return Parameter(name: String(word.dropFirst().dropLast()), isOptional: false)
                }
                return Parameter(name: String(word), isOptional: false)
            }
        }
    }
}

extension CommandDeclaration {
    /// A built-in: the shell takes at most the arguments `usage` lists, and completes the first
    /// with `completes`.
    static func builtin(
        _ name: String, aliases: [String] = [], usage: String = "", summary: String, changesLesson: Bool = false,
        completes candidates: @escaping (Shell) -> [String] = { _ in [] },
        handler: Handler
    ) -> CommandDeclaration {
        var declaration = CommandDeclaration(
            name, aliases: aliases, usage: usage, summary: summary,
            completion: .fromShell { shell, index, _ in index == 0 ? candidates(shell) : [] },
            handler: handler,
            argumentLimit: Parameter.list(in: usage).count
        )
        declaration.changesLesson = changesLesson
        return declaration
    }
}
