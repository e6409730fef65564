import OpenCombine
import PlaygroundKit

/// Lesson `property-wrappers`: what the compiler makes of a property wrapper, `@Resolvable`'s
/// mutating getter, the article's `@Observable` built on events, and Combine's `@Published`:
/// when it fires and how it reaches its owner.
///
/// The steps live in `PropertyWrappersLesson+Steps.swift`, the commands (and the live objects
/// they work on) in `PropertyWrappersLesson+Commands.swift`.
public final class PropertyWrappersLesson: Lesson {
    public static let id = "property-wrappers"
    public static let title = "Property wrappers: your own @Published"
    public static let summary = """
        See what the compiler writes for a property wrapper and why @Resolvable's getter is \
        mutating. Build the article's @Observable on events, and find where its handlers run. \
        Then hold it, live, against Combine's @Published: which one speaks before the change, \
        and how a wrapper reaches the object that owns it.
        """
    public static let source = "\"Доступный MVVM на хакнутых экстеншенах\" (Affordable MVVM on hacked extensions), Habr; with parts of \"Бюджетный DI на антипаттернах\" (Budget DI on anti-patterns) and \"RxSwift + PropertyWrapper\", Habr"

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        let live = Live(clock: context.clock)
        self.live = live
        context.expose("viewModel", note: "the article's OrdersVM: @Observable orders ('set <count> observable')", live.viewModel)
        context.expose("screen", note: "the live OrdersVC, subscribed to viewModel.$orders ('screen')", live.screen)
        context.expose("safeVM", note: "a SafeOrdersVM: @SafeObservable orders ('set <count> safe')", live.safeVM)
        context.expose("publishedVM", note: "a PublishedOrdersVM: @Published orders ('set <count> published')", live.publishedVM)
        context.expose("settings", note: "PlayerSettings with @Clamped volume ('volume')", live.settings)
        context.expose("watchers", note: "who listens, added with 'subscribe'", live.watchers.values.sorted { $0.name < $1.name })
    }
}
