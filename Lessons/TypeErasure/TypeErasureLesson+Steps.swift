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
            let viewModel = someCell.viewModel
            print("cast to any IHaveViewModelDraft: works")
            print("reading viewModel: works; its type:", type(of: viewModel))
            print("what is inside:", (viewModel as? OrderVM)?.name ?? "nil")
        }
        // @end step-wall
    }

    // @step shadow
    func shadow(_ ctx: LessonContext) throws {
        // @snippet step-shadow
        let cell: TableViewCell = OrderCell(reuseIdentifier: "order")  // as dequeued
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
        print("the console's OrderCell, from nonisolated code, is IHaveAnyViewModel:", cell is IHaveAnyViewModel)
        // @end step-main-actor
    }

    // @step rows
    func rows(_ ctx: LessonContext) throws {
        // @snippet step-rows
        let orders = (1...2).map { OrderVM(order: Order(name: "Order", id: $0)) }
        let viewModel = OrdersVM(customer: CustomerVM(customerId: 42), orders: orders)
        for row in viewModel.rows {
            print(row.cellIdentifier, "←", row.viewModel.map { "\(type(of: $0))" } ?? "nil")
        }
        // @end step-rows
    }

    // @step orders-screen
    func ordersScreen(_ ctx: LessonContext) throws {
        let orders = [OrderVM(order: Order(name: "Order", id: 1))]
        let screen = OrdersVC(title: "Orders")
        screen.viewModel = OrdersVM(customer: CustomerVM(customerId: 42), orders: orders)
        screen.present()
        print(screen.render().joined(separator: "\n"))
        // @snippet step-orders-screen
        for cell in screen.tableView.cells {
            let viewModel = (cell as? IHaveAnyViewModel)?.anyViewModel
            print(type(of: cell), "←", viewModel.map { "\(type(of: $0))" } ?? "nothing")
        }
        // @end step-orders-screen
    }

    // @step silent-failure
    func silentFailure(_ ctx: LessonContext) throws {
        // @snippet step-silent-failure
        let screen = OrdersVC(title: "Orders")
        screen.viewModel = OrdersVM(rows: [
            .init(cellIdentifier: "order", viewModel: OrderVM(order: Order(name: "Order", id: 1))),
            // The bug: a customer's view model on a row drawn by an OrderCell. It compiles.
            .init(cellIdentifier: "order", viewModel: CustomerVM(customerId: 42)),
        ])
        screen.present()
        print(screen.render().joined(separator: "\n"))
        let blank = screen.tableView.cells[1] as! OrderCell
        print("row 1: anyViewModel holds a", type(of: blank.anyViewModel!), "and viewModel is", blank.viewModel as Any)
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
        print("row 0 holds a", type(of: shown.anyViewModel!), "and still shows", shown.render())
        // @end step-silent-failure-shown
    }

    // @step any-resolvable
    func anyResolvable(_ ctx: LessonContext) throws {
        // @snippet step-any-resolvable
        let container = Container()
        let makers = [AnyResolvable(resolvable: OrderVM.self), AnyResolvable(resolvable: CustomerVM.self)]
        let arguments: [Any] = [Order(name: "Order", id: 3), 42]
        for (maker, args) in zip(makers, arguments) {
            let made = maker.resolve(container: container, args: args)
            print("\(maker.name) from \(type(of: args)): made", made.map { "\(type(of: $0))" } ?? "nil")
        }
        print("OrderVM from Int: made", makers[0].resolve(container: container, args: 42) as Any)
        // @end step-any-resolvable
    }

    // @step box-scope
    func boxScope(_ ctx: LessonContext) throws {
        // @snippet step-box-scope
        let container = Container()
        let box = AnyResolvable(resolvable: OrdersProvider.self)
        let first = box.resolve(container: container, args: ()) as? OrdersProvider
        let second = box.resolve(container: container, args: ()) as? OrdersProvider
        print("the singleton OrdersProvider, twice through the box, same instance:", first === second)
        let third: OrdersProvider = container.resolve()
        let fourth: OrdersProvider = container.resolve()
        print("twice through the container, same instance:", third === fourth)
        // @end step-box-scope
    }

    // @step any-publisher
    func anyPublisher(_ ctx: LessonContext) throws {
        // @snippet step-any-publisher
        let orders = PassthroughSubject<OrderVM, Never>()
        let names = orders.filter { $0.order.id.isMultiple(of: 2) }.map(\.name)
        print("the chain:", String(describing: type(of: names)))
        let erased = names.eraseToAnyPublisher()
        print("erased:   ", String(describing: type(of: erased)))
        let box = Mirror(reflecting: erased).descendant("box")!
        print("inside:   ", String(describing: type(of: box)))

        let subscription = erased.sink { print("received:", $0) }
        for id in 1...4 {
            orders.send(OrderVM(order: Order(name: "Order", id: id)))
        }
        subscription.cancel()
        // @end step-any-publisher
        ctx.expose("erased", note: "step 12's AnyPublisher: the chain it hides is inside its box", erased)
    }

    // @step own-box
    func ownBox(_ ctx: LessonContext) throws {
        // @snippet step-own-box
        let cell = OrderCell(reuseIdentifier: "order")
        let summary = OrderSummaryView()
        let views = [AnyHaveViewModel(cell), AnyHaveViewModel(summary)]
        print("the array:", type(of: views))
        let selected = OrderVM(order: Order(name: "Order", id: 7))
        for view in views {
            view.viewModel = selected
        }
        print("the cell shows:", cell.render(), "and the panel:", summary.render())
        // @end step-own-box
    }

    // @step primary-associated-types
    func primaryAssociatedTypes(_ ctx: LessonContext) throws {
        // @snippet step-primary-associated-types
        let cell = OrderCell(reuseIdentifier: "order")
        let summary = OrderSummaryView()
        let views: [any IHaveViewModel<OrderVM>] = [cell, summary]
        for view in views {
            view.viewModel = OrderVM(order: Order(name: "Order", id: 8))  // typed: ViewModel is OrderVM
        }
        print("the cell shows:", cell.render(), "and the panel:", summary.render())

        let dequeued: TableViewCell = cell
        print("dequeued is any IHaveViewModel<OrderVM>:", dequeued is any IHaveViewModel<OrderVM>)
        print("dequeued is any IHaveViewModel<CustomerVM>:", dequeued is any IHaveViewModel<CustomerVM>)
        // @end step-primary-associated-types
    }

    // @step opening
    func opening(_ ctx: LessonContext) throws {
        let dequeued: [TableViewCell] = [
            CustomerCell(reuseIdentifier: "customer"), OrderCell(reuseIdentifier: "order"),
            OrderCell(reuseIdentifier: "order"), FooterCell(reuseIdentifier: "footer"),
        ]
        let viewModels: [Any?] = [
            CustomerVM(customerId: 42), OrderVM(order: Order(name: "Order", id: 9)),
            CustomerVM(customerId: 7), nil,
        ]
        // @snippet step-opening
        for (cell, viewModel) in zip(dequeued, viewModels) {
            guard let someCell = cell as? any IHaveViewModel, let viewModel else {
                print(type(of: cell), "is left alone:", cell.render())
                continue
            }
            let accepted = configure(someCell, with: viewModel)  // opens someCell: V is its class
            print(type(of: cell), accepted ? "took" : "refused", type(of: viewModel), "→", cell.render())
        }
        // @end step-opening
    }
}
