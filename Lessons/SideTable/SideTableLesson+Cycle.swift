import ConsoleViews
import LessonKit

/// The two ways to write the default setter's handler, side by side, and the steps that hold
/// them against each other: the article's keeps its view model alive, this lesson's does not.
extension SideTableLesson {
    /// The article's handler: it captures the view model it was subscribed to.
    // @snippet article-handler
    static func subscribeTheArticlesWay(_ screen: OrdersVC,
                                        to viewModel: OrdersVM) {
        viewModel.changed.subscribe(screen) { this in
            this.viewModelChanged(viewModel)
        }
    }
    // @end article-handler

    /// This lesson's: it reads the view model back from `this`, and captures nothing.
    // @snippet lesson-handler
    static func subscribeTheLessonsWay(_ screen: OrdersVC,
                                       to viewModel: OrdersVM) {
        viewModel.changed.subscribe(screen) { this in
            if let viewModel = this.viewModel {
                this.viewModelChanged(viewModel)
            }
        }
    }
    // @end lesson-handler

    // @step cycle
    func cycle(_ ctx: LessonContext) throws {
        // @snippet step-cycle
        let clock = LessonClock()
        let screen = OrdersVC()
        weak var articleVM: OrdersVM?
        do {
            let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
            Self.subscribeTheArticlesWay(screen, to: viewModel)
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
        let line = Self.articlesHandlerLine   // for the chart: what holds it
        do {
            let article = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
            Self.subscribeTheArticlesWay(screen, to: article)
            lifetimes.track(article, as: "OrdersVM #1 (article's)", heldBy: line)
            let lessons = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
            Self.subscribeTheLessonsWay(screen, to: lessons)
            lifetimes.track(lessons, as: "OrdersVM #2 (lesson's)")
        }
        clock.advance(by: .seconds(1))
        draw(.lifetimes(lifetimes.chart(title: "Both let go at 0s, probed at 1s")))
        // @end step-cycle-free
    }

    /// The article's handler's line, as built: the chart names it as what holds the view
    /// model. (The first line of this type with that text; the handler comes first.)
    static var articlesHandlerLine: HoldingLine? {
        HoldingLine.find("this.viewModelChanged(viewModel)", in: declarations, type: "SideTableLesson")
    }
}
