import LessonKit

/// Lesson `input-output`: the article's `@Output` / `@Input` wrappers, on Combine instead of
/// RxSwift: a view reads a view model's streams and cannot write them, and the other way
/// round. Combine has no replay subject, so the lesson builds one.
///
/// The steps live in `InputOutputLesson+Steps.swift` (the outputs), `+ReplaySteps.swift` (the
/// replay subject), `+CompletionSteps` (Completable, Single), `+InputSteps` (inputs, mutators, the mapping) and
/// `+Screen.swift` (a view model and its view, the main actor); the commands in
/// `InputOutputLesson+Commands.swift`, the objects they work on in `InputOutputLesson+Live.swift`.
public final class InputOutputLesson: Lesson {

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        live = Live(marbles: context.marbles, lifetimes: context.lifetimes)
        let live = self.live
        context.expose("feed", note: "the live FeedVM with the seven outputs ('outputs', 'send', 'subscribe')", live.feed)
        context.expose("subscribers", note: "who listens, added with 'subscribe'", live.subscriberList)
    }
}
