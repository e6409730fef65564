import PlaygroundKit

/// A lesson as a handout: every step's text, code and what it printed, then the exercises' tasks
/// and hints (and, for the teacher's copy, their solutions). Made by really running the lesson on a
/// fresh shell, so a handout shows exactly what `playground run` prints.
public struct Handout: Sendable, Equatable, Codable {
    /// The lesson's number in the catalog (1-based), id, title, summary and the article it follows.
    public var number: Int
    public var lesson: String
    public var title: String
    public var summary: String
    public var source: String
    /// The article's address, when the lesson gives it.
    public var link: String?
    /// Every step, run in order.
    public var steps: [StepRecord]
    public var exercises: [ExerciseRecord]
    /// Whether `exercises` carry their solutions (the teacher's copy).
    public var includesSolutions: Bool
    /// The language the lesson was read in: its words, and the handout's own.
    public var language: Language

    public init(
        number: Int, lesson: String, title: String, summary: String, source: String, link: String? = nil,
        steps: [StepRecord], exercises: [ExerciseRecord], includesSolutions: Bool, language: Language = .en
    ) {
        self.link = link
        self.number = number
        self.lesson = lesson
        self.title = title
        self.summary = summary
        self.source = source
        self.steps = steps
        self.exercises = exercises
        self.includesSolutions = includesSolutions
        self.language = language
    }
}

/// An exercise as a handout shows it.
public struct ExerciseRecord: Sendable, Equatable, Codable {
    /// 1-based, as `exercise <n>` takes it.
    public var number: Int
    public var id: String
    public var title: String
    /// The task, one line per paragraph or list item (as step text is written).
    public var task: String
    /// The learner's file name and what it starts as.
    public var fileName: String
    public var starter: String
    /// Hints, gentlest first.
    public var hints: [String]
    /// Only in the teacher's copy.
    public var solution: String?

    public init(number: Int, id: String, title: String, task: String, fileName: String, starter: String, hints: [String], solution: String?) {
        self.number = number
        self.id = id
        self.title = title
        self.task = task
        self.fileName = fileName
        self.starter = starter
        self.hints = hints
        self.solution = solution
    }
}

extension Handout {
    /// Runs lesson `id` (an id or a number, as `open` takes it) from its first step to its last on
    /// a fresh shell and keeps what every step showed and printed. Nil when there is no such lesson.
    /// `language`: the lesson's prose, step titles and exercises in that language (English where a
    /// translation is missing), as `playground run --lang` reads them.
    public static func make(catalog: Catalog, lesson id: String, solutions: Bool = false, language: Language = .en) -> Handout? {
        guard let match = catalog.lesson(matching: id) else { return nil }
        let type = match.lesson
        let steps = StepRecorder()
        let shell = Shell(catalog: catalog, environment: Shell.Environment(host: steps))
        shell.language = language
        _ = shell.apply(.open(type.id))
        let count = shell.stepCount ?? 0
        // `run`, not `next`: a handout keeps the steps `next` passes by (deeper ones) in their place.
        for number in 1...max(count, 1) where number <= count { _ = shell.apply(.run(number)) }
        let exercises = shell.exercises(of: type).enumerated().map { index, exercise in
            ExerciseRecord(
                number: index + 1, id: exercise.id, title: exercise.title, task: exercise.task, fileName: exercise.fileName,
                starter: exercise.starter, hints: exercise.hints, solution: solutions ? exercise.solution : nil
            )
        }
        let words = shell.frontMatter(of: type)
        return Handout(
            number: match.number, lesson: type.id, title: words.title, summary: words.summary, source: type.source,
            link: type.link.isEmpty ? nil : type.link, steps: steps.steps, exercises: exercises, includesSolutions: solutions, language: language
        )
    }
}
