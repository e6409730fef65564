/// One step of a lesson: a title, its narrative, the code it runs and an action that really runs it.
public struct Step {
    /// A short title (`Singletons are cached`).
    public var title: String
    /// The narrative. Paragraphs are separated by blank lines; the renderer wraps them.
    public var text: String
    /// The code the step shows, in order: regions of the lesson's real source, and snippets the
    /// compiler rejects together with its kept message. Generated from the sources at build time.
    public var code: [Snippet]
    /// The action. Whatever it prints (through the lesson module's `print`) is the step's output.
    /// Throwing reports the error under the step; the shell goes on.
    public var action: (LessonContext) throws -> Void

    public init(
        _ title: String,
        text: String,
        code: [Snippet] = [],
        action: @escaping (LessonContext) throws -> Void
    ) {
        self.title = title
        self.text = text
        self.code = code
        self.action = action
    }
}
