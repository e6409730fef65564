/// A lesson: a module under `Lessons/` that teaches one technique in ordered steps.
///
/// A lesson type is instantiated afresh on `open` and on `reset`; the instance is the lesson's live
/// state (containers, view models, side tables) that steps build and lesson commands poke at.
///
/// The narrative (id, title, summary, each step's text) is written in the lesson folder's
/// `lesson.md`; the build generates `id`, `title`, `summary`, `source` and `steps` from it, binding
/// each step to the function marked `// @step <id>`:
///
/// ```swift
/// public final class DILesson: Lesson {
///     let context: LessonContext
///     public init(context: LessonContext) { self.context = context }
///
///     // @step scopes
///     func scopes(_ ctx: LessonContext) throws { ... }
/// }
/// ```
public protocol Lesson: AnyObject {
    /// The name a user types (`open di`). Lowercase letters, digits and dashes.
    static var id: String { get }
    /// A short title, shown in lists and headings.
    static var title: String { get }
    /// One or two sentences: what the learner will see.
    static var summary: String { get }
    /// Where the lesson comes from (the article it follows).
    static var source: String { get }
    /// The article's address ("" when the lesson gives none).
    static var link: String { get }

    /// Creates fresh lesson state. Nothing runs yet: steps run when the user asks.
    init(context: LessonContext)

    /// The steps in order. Their actions run against this instance and `context`.
    var steps: [Step] { get }

    /// The step list as data (generated with `steps`, from the same Markdown): what counts or
    /// lists the steps reads it, never a fresh instance's `steps`.
    static var outline: LessonOutline { get }

    /// Commands this lesson adds to the shell (`resolve OrdersVM 42`). Names must not clash with built-ins.
    var commands: [LessonCommand] { get }

    /// Every code region and refused snippet of the lesson's module, shown or not (generated):
    /// the catalog checks each is shown by some step.
    static var snippets: [Snippet] { get }

    /// Every top-level declaration of the lesson's module, whole (generated): `source <Type>`
    /// shows them, so a step can show only the lines that teach.
    static var declarations: [Snippet] { get }

    /// The lesson's exercises, in order (generated from its `Exercises/` folder).
    static var exercises: [Exercise] { get }

    /// Every module the lesson's sources import (generated): a Swift cell imports them too, so the
    /// types of the live objects are in scope.
    static var imports: [String] { get }

    /// The lesson's words in other languages, by language code (generated from `lesson.<lang>.md`).
    static var translations: [String: LessonTranslation] { get }

    /// What is stale or missing in the translations of the lesson and its exercises (generated:
    /// the build's warnings, `file:line: warning: ...`), for `playground check --translations`.
    static var translationWarnings: [String] { get }

    /// A chance to wrap every step, say to run each with state of its own (side-table does).
    /// `number` is 1-based. The default returns the step unchanged.
    func prepareStep(_ step: Step, number: Int) -> Step
}

extension Lesson {
    public var commands: [LessonCommand] { [] }
    public static var link: String { "" }
    public static var snippets: [Snippet] { [] }
    public static var declarations: [Snippet] { [] }
    public static var exercises: [Exercise] { [] }
    public static var imports: [String] { [] }
    public static var translations: [String: LessonTranslation] { [:] }
    public static var translationWarnings: [String] { [] }
    /// Only a lesson written without the generator (a test's fake) lacks a generated outline:
    /// its outline is read from its built steps.
    public static var outline: LessonOutline { LessonOutline(built: self) }
    public func prepareStep(_ step: Step, number: Int) -> Step { step }
}
