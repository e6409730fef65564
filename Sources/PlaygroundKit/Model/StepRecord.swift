/// A step as it was shown or run, as plain values: what a live page, a handout, a recording or a
/// follower needs to show it without the lesson's live objects.
public struct StepRecord: Sendable, Equatable, Codable {
    /// The lesson's id and title (`di`, `Dependency injection`).
    public var lesson: String
    public var lessonTitle: String
    /// Where the step is: 1-based number, and how many steps the lesson has.
    public var number: Int
    public var count: Int
    /// The step's stable id and title.
    public var id: String
    public var title: String
    /// The narrative, unwrapped (paragraphs separated by blank lines), and the "try it" line.
    public var text: String
    public var tryIt: String?
    /// The code the step shows, in order.
    public var code: [CodeRecord]
    /// What running the step printed; nil when the step was only shown, not run.
    public var output: String?
    /// Why the step failed, when it threw.
    public var failure: String?

    public init(
        lesson: String, lessonTitle: String, number: Int, count: Int, id: String, title: String, text: String,
        tryIt: String?, code: [CodeRecord], output: String?, failure: String? = nil
    ) {
        self.lesson = lesson
        self.lessonTitle = lessonTitle
        self.number = number
        self.count = count
        self.id = id
        self.title = title
        self.text = text
        self.tryIt = tryIt
        self.code = code
        self.output = output
        self.failure = failure
    }
}

/// A snippet of a step, as plain values (see ``Snippet``).
public struct CodeRecord: Sendable, Equatable, Codable {
    /// Path relative to the package root, and the lines the region spans there.
    public var file: String
    public var firstLine: Int
    public var lastLine: Int
    public var text: String
    /// For code the compiler refuses: what it says.
    public var compilerMessage: String?
    /// Where an Xcode 26 app target answers otherwise: "" when it compiles there, else its message.
    public var appTargetMessage: String?

    public init(file: String, firstLine: Int, lastLine: Int, text: String, compilerMessage: String? = nil, appTargetMessage: String? = nil) {
        self.appTargetMessage = appTargetMessage
        self.file = file
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.text = text
        self.compilerMessage = compilerMessage
    }

    public init(_ snippet: Snippet) {
        self.init(
            file: snippet.file, firstLine: snippet.lines.lowerBound, lastLine: snippet.lines.upperBound,
            text: snippet.text, compilerMessage: snippet.compilerMessage, appTargetMessage: snippet.appTargetMessage
        )
    }
}

extension StepRecord {
    /// Step `number` (1-based) of `type`, with what running it printed (nil: shown, not run).
    public init(_ step: Step, of type: any Lesson.Type, number: Int, count: Int, output: String?, failure: String? = nil) {
        self.init(
            lesson: type.id, lessonTitle: type.title, number: number, count: count, id: step.id, title: step.title,
            text: step.text, tryIt: step.tryIt, code: step.code.map(CodeRecord.init), output: output, failure: failure
        )
    }
}

/// A move through a lesson, as the shell made it: what a room's followers and its live page are
/// told (`playground present`).
public struct ShellMove: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// `open <lesson>`: the lesson, before its first step.
        case open
        /// `next` (or Enter), `back`, `run [N]`: a step, run.
        case next, back, run
        /// `show [N]`: a step, not run.
        case show
        /// `reset`: the lesson started again, before its first step.
        case reset
    }

    public var kind: Kind
    /// The lesson's id and title, its step now (0 before the first) and how many it has.
    public var lesson: String
    public var lessonTitle: String
    public var step: Int
    public var count: Int
    /// The step shown or run; nil for `open` and `reset`.
    public var record: StepRecord?

    public init(kind: Kind, lesson: String, lessonTitle: String, step: Int, count: Int, record: StepRecord?) {
        self.kind = kind
        self.lesson = lesson
        self.lessonTitle = lessonTitle
        self.step = step
        self.count = count
        self.record = record
    }
}
