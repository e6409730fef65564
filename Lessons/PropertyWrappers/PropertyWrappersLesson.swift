import OpenCombine
import LessonKit

/// Lesson `property-wrappers`: what the compiler makes of a property wrapper, `@Resolvable`'s
/// mutating getter, the article's `@Observable` built on events, and Combine's `@Published`:
/// when it fires and how it reaches its owner.
///
/// The steps live in `PropertyWrappersLesson+Steps.swift`, the commands (and the live objects
/// they work on) in `PropertyWrappersLesson+Commands.swift`.
public final class PropertyWrappersLesson: Lesson {

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        let live = Live(clock: context.clock)
        self.live = live
        live.lifetimes = context.lifetimes
        context.expose("viewModel", note: "the article's OrdersVM: @Observable orders ('set <count> observable')", live.viewModel)
        context.expose("screen", note: "the live OrdersVC, subscribed to viewModel.$orders ('screen')", live.screen)
        context.expose("safeVM", note: "a SafeOrdersVM: @SafeObservable orders ('set <count> safe')", live.safeVM)
        context.expose("publishedVM", note: "a PublishedOrdersVM: @Published orders ('set <count> published')", live.publishedVM)
        context.expose("settings", note: "PlayerSettings with @Clamped volume ('volume')", live.settings)
        context.expose("watchers", note: "who listens, added with 'subscribe'", live.watchers.values.sorted { $0.name < $1.name })
    }
}
