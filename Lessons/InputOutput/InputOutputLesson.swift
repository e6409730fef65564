import PlaygroundKit

/// Lesson `input-output`: the article's `@Output` / `@Input` wrappers, on Combine instead of
/// RxSwift: a view reads a view model's streams and cannot write them, and the other way
/// round. Combine has no replay subject, so the lesson builds one.
///
/// The steps live in `InputOutputLesson+Steps.swift`, the commands in
/// `InputOutputLesson+Commands.swift`, the objects they work on in `InputOutputLesson+Live.swift`.
public final class InputOutputLesson: Lesson {
    public static let id = "input-output"
    public static let title = "Read-only outputs, write-only inputs"
    public static let summary = """
        A view model that hands out its subjects lets its view write them. Hide them behind \
        the article's @Output and @Input wrappers, rebuilt on Combine: seven kinds of output, \
        from a relay to a Single, a write-only input, mutators, and the replay subject that \
        Combine never had.
        """
    public static let source = "\"RxSwift + PropertyWrapper: инкапсуляция и синтаксический сахар\" (RxSwift + PropertyWrapper: encapsulation and syntactic sugar), Habr"

    let context: LessonContext
    let live = Live()

    public init(context: LessonContext) {
        self.context = context
        let live = self.live
        context.expose("feed", note: "the live FeedVM with the seven outputs ('outputs', 'send', 'subscribe')", live.feed)
        context.expose("subscribers", note: "who listens, added with 'subscribe'", live.subscriberList)
    }
}
