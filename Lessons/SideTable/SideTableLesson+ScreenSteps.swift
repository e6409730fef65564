import ConsoleViews
import Foundation
import LessonKit
import TypeErasure

// Steps 15 to 21: the orders screen on side tables (one table or one's own, the cell, the
// default IHaveViewModel, the list); and step 24, inspecting the table.
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

    // @step order-cell
    func orderCell(_ ctx: LessonContext) throws {
        // @snippet step-order-cell
        let cell = OrderCell(reuseIdentifier: "order")
        cell.viewModel = OrderVM(order: Order(name: "Order", id: 7))
        print("the cell shows:", cell.render().joined(separator: "\n"))
        let stored = Mirror(reflecting: cell).children.compactMap(\.label)
        print("OrderCell stores:", stored)
        // @end step-order-cell
    }

    // @step default-implementation
    func defaultImplementation(_ ctx: LessonContext) throws {
        // @snippet step-default
        let cell = OrderCell(reuseIdentifier: "order")
        cell.viewModel = OrderVM(order: Order(name: "Order", id: 7))
        for line in SideTable.current.dump([cell]) {
            print(line)
        }
        // @end step-default
    }

    // @step orders-screen
    func ordersScreen(_ ctx: LessonContext) throws {
        // @snippet step-orders-screen
        let provider = OrdersProvider(clock: LessonClock())
        let screen = OrdersVC()
        screen.viewModel = SilentOrdersVM(ordersProvider: provider)
        screen.present()
        print(screen.render().joined(separator: "\n"))
        // @end step-orders-screen
    }

    // @step empty-list
    func emptyList(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let viewModel = SilentOrdersVM(ordersProvider: OrdersProvider(clock: clock))
        let screen = OrdersVC()
        screen.viewModel = viewModel
        screen.present()
        // @snippet step-empty-list
        clock.advance(by: .seconds(1))
        print("a second later the view model has", viewModel.orders.count, "orders")
        print(screen.render().joined(separator: "\n"))
        // @end step-empty-list
        ctx.expose("emptyScreen", note: "step 19's OrdersVC: 100 orders loaded, none shown", screen)
        live.track(screen, as: "emptyScreen")
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
        let screen = OrdersVC()
        screen.viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
        screen.present()
        clock.advance(by: .seconds(1))
        print(screen.render().joined(separator: "\n"))
        screen.tableView.scrollToRow(at: IndexPath(row: 99))
        let shown = screen.tableView.cells.compactMap(\.textLabel.text)
        print("scrolled to the end:", shown.joined(separator: ", "))
        // @end step-list-appears
        ctx.expose("listScreen", note: "step 21's OrdersVC, with its list", screen)
        live.track(screen, as: "listScreen")
    }

    // @step inspection
    func inspection(_ ctx: LessonContext) throws {
        // @snippet step-inspect
        let clock = LessonClock()
        var screen: OrdersVC? = OrdersVC()
        screen?.viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
        screen?.present()
        clock.advance(by: .seconds(1))
        for line in SideTable.current.dump(
            [screen!, screen!.viewModel!] + screen!.tableView.cells) {
            print(line)
        }
        weak let controller = screen, firstCell = screen?.tableView.cells.first
        screen = nil
        let alive = (screen: controller != nil, firstCell: firstCell != nil)
        print("screen dropped; alive:", alive)
        // @end step-inspect
    }
}
