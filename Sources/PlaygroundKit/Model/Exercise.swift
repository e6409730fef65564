/// An exercise of a lesson: a task the learner solves in Swift, in a file of their own, checked by
/// a program the playground builds from that file and the exercise's checks.
///
/// Written in the lesson folder as `Exercises/<n>-<id>/` (see docs/writing-a-lesson.md, step 6, "Write exercises");
/// the build embeds every file, so the playground needs nothing from the package folder to show one.
public struct Exercise: Sendable, Equatable {
    /// From the folder name without its number: `cached-singletons`.
    public var id: String
    public var title: String
    /// The task, as step text is written: one line per paragraph or list item.
    public var task: String
    /// The name of the learner's file (`Container.swift`).
    public var fileName: String
    /// Hints, gentlest first; each says a little more.
    public var hints: [String]
    /// The learner's file as handed out: it compiles (unless the point is a compiler error) and fails the checks.
    public var starter: String
    /// A version that passes, shown only once the learner's passes.
    public var solution: String
    /// The checks' source: declares `func checks() -> [Check]` (module CellKit).
    public var checks: String
    /// Where the exercise lives in the package, for messages (`Lessons/DependencyInjection/Exercises/1-cached-singletons`).
    public var folder: String
    /// The plausible mistakes its checks must catch: what `playground check --solutions` runs
    /// besides the starter and the solution. Never shown to a learner.
    public var wrongSolutions: [WrongSolution]
    /// Correct solutions written differently from the reference: what `playground check
    /// --solutions` requires to pass, so that the checks accept right answers. Never shown.
    public var rightSolutions: [RightSolution]
    /// What the learner's types may show, read from the compiler's symbol graph.
    public var surfaceRules: [SurfaceRule]
    /// Code the learner's file must make the compiler refuse: checks no run can make.
    public var refusals: [Refusal]
    /// Its words in other languages, by language code (`ru`).
    public var translations: [String: ExerciseTranslation]

    public init(
        id: String, title: String, task: String, fileName: String, hints: [String], starter: String, solution: String, checks: String,
        folder: String, wrongSolutions: [WrongSolution] = [], rightSolutions: [RightSolution] = [], surfaceRules: [SurfaceRule] = [], refusals: [Refusal] = [], translations: [String: ExerciseTranslation] = [:]
    ) {
        self.translations = translations
        self.id = id
        self.title = title
        self.task = task
        self.fileName = fileName
        self.hints = hints
        self.starter = starter
        self.solution = solution
        self.checks = checks
        self.folder = folder
        self.wrongSolutions = wrongSolutions
        self.rightSolutions = rightSolutions
        self.surfaceRules = surfaceRules
        self.refusals = refusals
    }
}

/// A known-wrong solution of an exercise (`Exercises/<n>-<id>/Wrong/<name>.swift`).
public struct WrongSolution: Sendable, Equatable {
    /// The file's name without `.swift`.
    public var name: String
    /// The mistake, in a sentence.
    public var mistake: String
    /// The check that must fail on it, by name, or ``compiler``.
    public var caughtBy: String
    /// The learner's whole file with the mistake.
    public var code: String

    /// What `caughtBy` is when the mistake does not compile.
    public static let compiler = "the compiler"

    public init(name: String, mistake: String, caughtBy: String, code: String) {
        self.name = name
        self.mistake = mistake
        self.caughtBy = caughtBy
        self.code = code
    }
}

/// A correct solution written differently from the reference (`Exercises/<n>-<id>/Right/<name>.swift`).
public struct RightSolution: Sendable, Equatable {
    /// The file's name without `.swift`.
    public var name: String
    /// How it differs from the reference solution, in a sentence.
    public var difference: String
    /// The learner's whole file.
    public var code: String

    public init(name: String, difference: String, code: String) {
        self.name = name
        self.difference = difference
        self.code = code
    }
}

/// A check read from the compiler's symbol graph of the learner's file
/// (`Exercises/<n>-<id>/Surface/<name>.txt`): no internal or public member of `type` may declare
/// one of the `forbid` words, nor be a property others can set unless `settable`.
public struct SurfaceRule: Sendable, Equatable {
    public var name: String
    public var type: String
    public var forbid: [String]
    public var settable: Bool
    /// The only members the rule reads, by name (`projectedValue`); empty: every member.
    public var members: [String]
    /// What the learner is told; `\(declaration)` is replaced by the member as declared.
    public var otherwise: String

    public init(name: String, type: String, forbid: [String], settable: Bool, members: [String] = [], otherwise: String) {
        self.name = name
        self.type = type
        self.forbid = forbid
        self.settable = settable
        self.members = members
        self.otherwise = otherwise
    }
}

/// A check made by the compiler (`Exercises/<n>-<id>/Refused/<name>.swift`): `code`, compiled with
/// the learner's file, must be refused with an error that contains `expect`.
public struct Refusal: Sendable, Equatable {
    /// The check's name, as the learner sees it.
    public var name: String
    /// Part of the compiler's error that proves the point.
    public var expect: String
    /// What the learner is told when the code compiles.
    public var otherwise: String
    /// The snippet's whole file.
    public var code: String

    public init(name: String, expect: String, otherwise: String, code: String) {
        self.name = name
        self.expect = expect
        self.otherwise = otherwise
        self.code = code
    }
}
