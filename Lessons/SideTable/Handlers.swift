import LessonKit

/// Two ways to write the default setter's handler (IHaveViewModel+SideTable.swift writes the
/// second), as steps cycle and cycle-free subscribe with them by hand.
enum Handlers {
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

    /// The article's handler's line, as built: the lifetimes chart names it as what holds the
    /// view model. (The first line of this type with that text: the article's handler.)
    static var articlesLine: HoldingLine? {
        HoldingLine.find("this.viewModelChanged(viewModel)", in: SideTableLesson.declarations, type: "Handlers")
    }
}
