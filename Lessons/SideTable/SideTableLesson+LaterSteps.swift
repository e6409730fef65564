import ConsoleViews
import Foundation
import LessonKit
import TypeErasure

extension SideTableLesson {
    // @step current
    func currentTable(_ ctx: LessonContext) throws {
        // @snippet step-current
        let mine = SideTable()
        SideTable.$current.withValue(mine) {
            print("inside withValue, current is mine:", SideTable.current === mine)
        }
        print("after it:", SideTable.current === mine)
        // @end step-current
    }

    // @step default-implementation
    func defaultImplementation(_ ctx: LessonContext) throws {
        // @snippet step-default
        let cell: TableViewCell = OrderCell(reuseIdentifier: "order")
        if let cell = cell as? IHaveAnyViewModel {
            cell.anyViewModel = OrderVM(order: Order(name: "Order", id: 7))
        }
        print("the cell shows:", cell.render().joined(separator: "\n"))
        print("OrderCell stores:", Mirror(reflecting: cell).children.map { $0.label ?? "?" })
        print("the side table holds for it:")
        for line in SideTable.current.dump([cell]) {
            print("  " + line)
        }
        // @end step-default
    }

    // @step orders-screen
    func ordersScreen(_ ctx: LessonContext) throws {
        // @snippet step-orders-screen
        let clock = LessonClock()
        let viewController = OrdersVC()
        viewController.viewModel = SilentOrdersVM(ordersProvider: OrdersProvider(clock: clock))
        viewController.present()
        print(viewController.render().joined(separator: "\n"))
        // @end step-orders-screen
    }

    // @step empty-list
    func emptyList(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let viewModel = SilentOrdersVM(ordersProvider: OrdersProvider(clock: clock))
        let viewController = OrdersVC()
        viewController.viewModel = viewModel
        viewController.present()
        // @snippet step-empty-list
        clock.advance(by: .seconds(1))
        print("one second later the view model has \(viewModel.orders.count) orders; the screen:")
        print(viewController.render().joined(separator: "\n"))
        // @end step-empty-list
        ctx.expose("emptyScreen", note: "step 16's OrdersVC: 100 orders loaded, none shown", viewController)
        live.track(viewController, as: "emptyScreen")
    }

    // @step notify-on-changed
    func notifyOnChanged(_ ctx: LessonContext) throws {
        // @snippet step-notify
        let provider = OrdersProvider(clock: LessonClock())
        let first = OrdersVM(ordersProvider: provider)
        let second = OrdersVM(ordersProvider: provider)
        let viewController = OrdersVC()
        let subscribers = { [first, second].map(\.changed.subscriberCount) }

        viewController.viewModel = first
        print("subscribers of first and second:", subscribers())
        viewController.viewModel = second
        print("subscribers of first and second:", subscribers())
        // @end step-notify
    }

    // @step list-appears
    func listAppears(_ ctx: LessonContext) throws {
        // @snippet step-list-appears
        let clock = LessonClock()
        let viewController = OrdersVC()
        viewController.viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
        viewController.present()
        print("rows before the orders arrive:", viewController.tableView.numberOfRows)
        clock.advance(by: .seconds(1))
        print(viewController.render().joined(separator: "\n"))
        viewController.tableView.scrollToRow(at: IndexPath(row: 99))
        let shown = viewController.tableView.cells.compactMap(\.textLabel.text)
        print("scrolled to the end:", shown.joined(separator: ", "))
        // @end step-list-appears
        ctx.expose("listScreen", note: "step 18's OrdersVC, with its list", viewController)
        live.track(viewController, as: "listScreen")
    }

    // @step cycle
    func cycle(_ ctx: LessonContext) throws {
        // @snippet step-cycle
        let clock = LessonClock()
        let provider = OrdersProvider(clock: clock)
        let screen = OrdersVC()
        let lifetimes = LifetimeTracker(clock: clock)

        weak var articleVM: OrdersVM?
        do {
            let viewModel = OrdersVM(ordersProvider: provider)
            articleVM = viewModel
            viewModel.changed.subscribe(screen) { this in
                this.viewModelChanged(viewModel)
            }
            let captured = HoldingLine.find("this.viewModelChanged(viewModel)", in: Self.declarations, type: "SideTableLesson")
            lifetimes.track(viewModel, as: "OrdersVM #1 (article's)", heldBy: captured)
        }
        clock.advance(by: .seconds(1))
        lifetimes.check()
        print("the article's handler: view model alive with nobody holding it:", articleVM != nil)

        weak var lessonVM: OrdersVM?
        do {
            let viewModel = OrdersVM(ordersProvider: provider)
            lessonVM = viewModel
            viewModel.changed.subscribe(screen) { this in
                if let viewModel = this.viewModel {
                    this.viewModelChanged(viewModel)
                }
            }
            lifetimes.track(viewModel, as: "OrdersVM #2 (lesson's)")
        }
        clock.advance(by: .seconds(1))
        lifetimes.check()
        print("this lesson's handler: view model alive with nobody holding it:", lessonVM != nil)
        draw(.lifetimes(lifetimes.chart(title: "Each let go as soon as it was made; a weak probe looks a second later")))

        articleVM?.changed.unsubscribe(screen)
        print("the article's, once unsubscribed: alive:", articleVM != nil)
        // @end step-cycle
    }

    // @step inspection
    func inspection(_ ctx: LessonContext) throws {
        // @snippet step-inspect
        let clock = LessonClock()
        var screen: OrdersVC? = OrdersVC()
        screen?.viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
        screen?.present()
        clock.advance(by: .seconds(1))
        for line in SideTable.current.dump([screen!, screen!.viewModel!] + screen!.tableView.cells) {
            print(line)
        }

        weak let controller = screen
        weak let firstCell = screen?.tableView.cells.first
        screen = nil
        print("screen dropped; OrdersVC alive:", controller != nil, "| its first cell alive:", firstCell != nil)
        // @end step-inspect
    }
}
