import LessonKit

/// Lesson `events`: the article's .NET-style `Event<Args>` and its `Weak<T>` box, then what the
/// article leaves open (order, changes during a raise, re-entrance, threads), each decided.
///
/// The steps live in `EventsLesson+Steps.swift`, `+RaiseSteps`, `+CombineSteps` and `+CostSteps`, the
/// commands in `EventsLesson+Commands.swift`.
public final class EventsLesson: Lesson {

    /// What the lesson's commands work on: a class apart from the lesson, so that what
    /// `inspect` holds does not hold the lesson (which holds the context, which holds that).
    final class Live {
        /// The event `listen`, `drop`, `unsubscribe`, `raise` and `subscribers` work on.
        let event = Event<String>()
        /// The listeners the lesson holds strongly, in the order they were made. `drop` lets go.
        var listeners: [Listener] = []
        /// The name of every listener ever subscribed, so that a dead entry can still be named.
        /// Keyed by `Weak`, whose identity outlives the object: the reason `Weak` exists.
        var names: [Weak<AnyObject>: String] = [:]
        /// Names of dropped listeners, so that commands can say they died.
        var dropped: [String] = []
        /// The lesson's recorder (`marbles`): a line for each subscription of a listener, from
        /// `listen` to `unsubscribe` or `drop`, with what its handler heard.
        let marbles: MarbleRecorder
        /// The context's tracker: `lifetimes` draws each listener `listen` made, until `drop`.
        let lifetimes: LifetimeTracker

        init(marbles: MarbleRecorder, lifetimes: LifetimeTracker) {
            self.marbles = marbles
            self.lifetimes = lifetimes
        }
    }

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        live = Live(marbles: context.marbles, lifetimes: context.lifetimes)
        let live = self.live
        context.expose("event", note: "the lesson's live Event<String>: listen, drop, raise and subscribers use it", live.event)
        context.expose("listeners", note: "the listeners the lesson holds strongly", live.listeners)
    }
}
