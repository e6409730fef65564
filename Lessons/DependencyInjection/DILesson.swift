import LessonKit

/// Lesson `di`: the article's budget DI container, where Swift 6 changes it, where it
/// breaks and how to mend it, and the same object graph in Swinject.
///
/// The steps live in `DILesson+Steps.swift`, `+CycleSteps`, `+Threads` and `+SwinjectSteps`, the commands in `DILesson+Commands.swift`.
public final class DILesson: Lesson {

    /// What the lesson's commands work on: a class apart from the lesson, so that what
    /// `inspect` holds does not hold the lesson (which holds the context, which holds that).
    final class Live {
        /// The container `resolve`, `load` and `cache` use; `mock` swaps it. Each one comes
        /// with a recorder of its own: `graph` draws what it resolved.
        var container = Container() {
            didSet { container.recorder = ResolutionRecorder() }
        }
        let numbers = InstanceNumbers()
        /// The Swinject side of the same resolves (`graph` draws it beside the container's).
        var swinject = LiveSwinject(mock: false)
        /// The cycle and its fix as steps 18 and 19 last recorded them: what `graph cycle` draws.
        /// (The live container cannot show a cycle: resolving Cart there never comes back.)
        var cycleBefore: ObjectGraph?
        var cycleAfter: ObjectGraph?

        init() {
            container.recorder = ResolutionRecorder()
        }
    }

    let context: LessonContext
    let live = Live()

    public init(context: LessonContext) {
        self.context = context
        let live = self.live
        context.expose("container", note: "the lesson's live container: resolve, load and cache use it", live.container)
    }
}
