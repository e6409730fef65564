import ConsoleViews
import LessonKit

/// The steps that hold the two handlers (`Handlers`) against each other: the article's keeps its
/// view model alive, this lesson's does not.
extension SideTableLesson {
    // @step cycle
    func cycle(_ ctx: LessonContext) throws {
        // @snippet step-cycle
        let clock = LessonClock()
        let screen = OrdersVC()
        weak var articleVM: OrdersVM?
        do {
            let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
            Handlers.subscribeTheArticlesWay(screen, to: viewModel)
            articleVM = viewModel
        }
        clock.advance(by: .seconds(1))
        print("a second after it was let go, alive:", articleVM != nil)
        articleVM?.changed.unsubscribe(screen)
        print("once unsubscribed, alive:", articleVM != nil)
        // @end step-cycle
    }

    // @step cycle-free
    func cycleFree(_ ctx: LessonContext) throws {
        // @snippet step-cycle-free
        let clock = LessonClock()
        let screen = OrdersVC()
        let lifetimes = LifetimeTracker(clock: clock)
        let line = Handlers.articlesLine   // for the chart: what holds it
        do {
            let article = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
            Handlers.subscribeTheArticlesWay(screen, to: article)
            lifetimes.track(article, as: "OrdersVM #1 (article's)", heldBy: line)
            let lessons = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
            Handlers.subscribeTheLessonsWay(screen, to: lessons)
            lifetimes.track(lessons, as: "OrdersVM #2 (lesson's)")
        }
        clock.advance(by: .seconds(1))
        draw(.lifetimes(lifetimes.chart(title: "Both let go at 0s, probed at 1s")))
        // @end step-cycle-free
    }
}
