/// One step of a lesson: a title, its narrative, the code it runs and an action that really runs it.
///
/// A lesson's steps are generated at build time from its Markdown file (the prose) and its
/// `// @step id` functions (the behaviour); see docs/writing-a-lesson.md.
public struct Step {
    /// The stable id from the step's heading (`{#scopes}`); it names the step's action.
    public var id: String
    /// A short title (`Singletons are cached`).
    public var title: String
    /// The narrative. Paragraphs are separated by blank lines; the renderer wraps them.
    public var text: String
    /// What to type next to see the step's idea live (`` `resolve Analytics`, `cache` ``), shown
    /// after the text; nil when the step has nothing to try.
    public var tryIt: String?
    /// The code the step shows, in order: regions of the lesson's real source, and snippets the
    /// compiler rejects together with its kept message. Generated from the sources at build time.
    public var code: [Snippet]
    /// Off the main path (`{#id .deeper}` in the lesson's Markdown): `next` passes it by, `deeper`
    /// shows it; `playground run` and handouts show it in its place, marked.
    public var deeper: Bool
    /// A line over the text when the step is read in another language and its translation is
    /// missing (the English is shown) or older than the English; nil otherwise.
    public var notice: String?
    /// The action. Whatever it prints (through LessonKit's `print`) is the step's output.
    /// Throwing reports the error under the step; the shell goes on.
    public var action: (LessonContext) throws -> Void

    public init(
        id: String? = nil,
        _ title: String,
        text: String,
        tryIt: String? = nil,
        deeper: Bool = false,
        code: [Snippet] = [],
        action: @escaping (LessonContext) throws -> Void
    ) {
        self.deeper = deeper
        self.id = id ?? Step.slug(title)
        self.title = title
        self.text = text
        self.tryIt = tryIt
        self.code = code
        self.action = action
    }

    /// The step in `language`: its translation's title, text and try-it line, with a notice when it
    /// is stale; the English with a notice when there is no translation. English is unchanged.
    func translated(_ translation: StepTranslation?, into language: Language) -> Step {
        guard language != .en else { return self }
        var step = self
        Words.$language.withValue(language) {
            guard let translation else {
                step.notice = Words.untranslatedStep
                return
            }
            step.title = translation.title
            step.text = translation.text
            step.tryIt = translation.tryIt
            if !translation.isCurrent { step.notice = Words.staleStep }
        }
        return step
    }

    /// The commands the "try it" line suggests: its `code spans`, in order.
    public var suggestedCommands: [String] {
        guard let tryIt else { return [] }
        return tryIt.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
            .filter { !$0.isEmpty }
    }

    /// `Who makes the view model?` -> `who-makes-the-view-model`.
    static func slug(_ title: String) -> String {
        let words = title.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        return words.joined(separator: "-")
    }
}
