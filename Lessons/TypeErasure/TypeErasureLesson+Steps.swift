import ConsoleViews
import DependencyInjection
import OpenCombine
import LessonKit

extension TypeErasureLesson {
    // @step view-and-view-model
    func viewAndViewModel(_ ctx: LessonContext) throws {
        // @snippet step-draft-cell
        let cell = DraftOrderCell(reuseIdentifier: "order")
        print("a new cell shows:", cell.render())
        cell.viewModel = OrderVM(order: Order(name: "Order", id: 3))
        print("given a view model:", cell.render())
        // @end step-draft-cell
    }

    // @step wall
    func wall(_ ctx: LessonContext) throws {
        let draft = DraftOrderCell(reuseIdentifier: "order")
        draft.viewModel = OrderVM(order: Order(name: "Order", id: 3))
        // @snippet step-wall
        let cell: TableViewCell = draft  // what dequeueReusableCell hands out
        if let someCell = cell as? any IHaveViewModelDraft {
            print("cast works, viewModel reads as", type(of: someCell.viewModel))
        }
        // @end step-wall
    }

    // @step shadow
    func shadow(_ ctx: LessonContext) throws {
        // @snippet step-shadow
        // As dequeued: the data source knows only `TableViewCell`.
        let cell: TableViewCell = OrderCell(reuseIdentifier: "order")
        if let someCell = cell as? IHaveAnyViewModel {
            someCell.anyViewModel = OrderVM(order: Order(name: "Order", id: 3))
        }
        print("set untyped, the cell shows:", cell.render())
        // @end step-shadow
    }

    // @step shadow-cell
    func shadowCell(_ ctx: LessonContext) throws {
        // @snippet step-shadow-cell
        let cell = OrderCell(reuseIdentifier: "order")
        cell.anyViewModel = OrderVM(order: Order(name: "Order", id: 3))
        print("set untyped, read back typed:", cell.viewModel?.name ?? "nil")
        cell.viewModel = OrderVM(order: Order(name: "Order", id: 4))
        print("set typed, the cell shows:", cell.render())
        print("anyViewModel holds an", type(of: cell.anyViewModel!))
        // @end step-shadow-cell
        ctx.expose("cell", note: "step 4's OrderCell: anyViewModel is its only view model storage", cell)
    }

    // @step main-actor
    func mainActor(_ ctx: LessonContext) throws {
        // @snippet step-main-actor
        let cell: TableViewCell = OrderCell(reuseIdentifier: "order")
        print("in nonisolated code, OrderCell conforms:", cell is IHaveAnyViewModel)
        // @end step-main-actor
    }

    // @step rows
    func rows(_ ctx: LessonContext) throws {
        // @snippet step-rows
        let orders = (1...2).map { OrderVM(order: Order(name: "Order", id: $0)) }
        let customer = CustomerVM(customerId: 42)
        for row in OrdersVM(customer: customer, orders: orders).rows {
            print(row.cellIdentifier, "←", typeName(row.viewModel))
        }
        // @end step-rows
    }

    // @step orders-screen
    func ordersScreen(_ ctx: LessonContext) throws {
        let orders = [OrderVM(order: Order(name: "Order", id: 1))]
        let screen = OrdersVC(title: "Orders")
        screen.viewModel = OrdersVM(customer: CustomerVM(customerId: 42), orders: orders)
        screen.present()
        // @snippet step-orders-screen
        for cell in screen.tableView.cells {
            let viewModel = (cell as? IHaveAnyViewModel)?.anyViewModel
            print(type(of: cell), "←", typeName(viewModel), "→", cell.render())
        }
        // @end step-orders-screen
    }

    // @step silent-failure
    func silentFailure(_ ctx: LessonContext) throws {
        // @snippet step-silent-failure
        let screen = OrdersVC(title: "Orders")
        let order = OrderVM(order: Order(name: "Order", id: 1))
        screen.viewModel = OrdersVM(rows: [
            .init(cellIdentifier: "order", viewModel: order),
            // The bug: a customer's view model on an OrderCell's row. It compiles.
            .init(cellIdentifier: "order", viewModel: CustomerVM(customerId: 42)),
        ])
        screen.present()
        print(screen.render().joined(separator: "\n"))
        let blank = screen.tableView.cells[1] as! OrderCell
        print("row 1: anyViewModel holds a", typeName(blank.anyViewModel))
        print("and viewModel is", blank.viewModel as Any)
        // @end step-silent-failure
    }

    // @step silent-failure-shown
    func silentFailureShown(_ ctx: LessonContext) throws {
        let screen = OrdersVC(title: "Orders")
        screen.viewModel = OrdersVM(rows: [
            .init(cellIdentifier: "order", viewModel: OrderVM(order: Order(name: "Order", id: 1))),
        ])
        screen.present()
        // @snippet step-silent-failure-shown
        let shown = screen.tableView.cells[0] as! OrderCell
        shown.anyViewModel = CustomerVM(customerId: 7)
        print("row 0 holds a", typeName(shown.anyViewModel))
        print("and still shows", shown.render())
        // @end step-silent-failure-shown
    }
}
