import ConsoleViews
import DependencyInjection
import OpenCombine
import LessonKit

/// The steps after the shadow protocol: closure boxes (`AnyResolvable`, `AnyPublisher`, one of
/// the lesson's own), primary associated types, and existential opening.
extension TypeErasureLesson {
    // @step any-resolvable
    func anyResolvable(_ ctx: LessonContext) throws {
        // @snippet step-any-resolvable
        let box = AnyResolvable(resolvable: OrderVM.self)
        print("the box:", type(of: box), "named", box.name)
        let order = Order(name: "Order", id: 3)
        let made = box.resolve(container: Container(), args: order)
        print("made from an Order:", typeName(made))
        // @end step-any-resolvable
    }

    // @step box-arguments
    func boxArguments(_ ctx: LessonContext) throws {
        // @snippet step-box-arguments
        let container = Container()
        let makers = [AnyResolvable(resolvable: OrderVM.self),
                      AnyResolvable(resolvable: CustomerVM.self)]
        let arguments: [Any] = [Order(name: "Order", id: 3), 42]
        for (maker, args) in zip(makers, arguments) {
            let made = maker.resolve(container: container, args: args)
            print(maker.name, "from", type(of: args), "made", typeName(made))
        }
        let wrong = makers[0].resolve(container: container, args: 42)
        print("OrderVM from Int made", typeName(wrong))
        // @end step-box-arguments
    }

    // @step box-scope
    func boxScope(_ ctx: LessonContext) throws {
        // @snippet step-box-scope
        let container = Container()
        let box = AnyResolvable(resolvable: OrdersProvider.self)
        let first = box.resolve(container: container, args: ()) as? OrdersProvider
        let second = box.resolve(container: container, args: ()) as? OrdersProvider
        print("twice through the box, one instance:", first === second)
        let third: OrdersProvider = container.resolve()
        let fourth: OrdersProvider = container.resolve()
        print("twice through the container, one instance:", third === fourth)
        // @end step-box-scope
    }

    // @step any-publisher
    func anyPublisher(_ ctx: LessonContext) throws {
        // @snippet step-any-publisher
        let ids = PassthroughSubject<Int, Never>()
        let names = ids.filter { $0.isMultiple(of: 2) }.map { "Order #\($0)" }
        print("chain: ", type(of: names))
        let erased = names.eraseToAnyPublisher()
        print("erased:", type(of: erased))
        let box = Mirror(reflecting: erased).descendant("box")!
        print("inside:", type(of: box))

        let subscription = erased.sink { print("received:", $0) }
        for id in 1...4 { ids.send(id) }
        subscription.cancel()
        // @end step-any-publisher
        ctx.expose("erased", note: "step 13's AnyPublisher: the chain it hides is inside its box", erased)
    }

    // @step own-box
    func ownBox(_ ctx: LessonContext) throws {
        // @snippet step-own-box
        let cell = OrderCell(reuseIdentifier: "order")
        let summary = OrderSummaryView()
        let views = [AnyHaveViewModel(cell), AnyHaveViewModel(summary)]
        print("the array:", type(of: views))
        let selected = OrderVM(order: Order(name: "Order", id: 7))
        for view in views { view.viewModel = selected }
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
            // Typed: through this existential, `ViewModel` is `OrderVM`.
            view.viewModel = OrderVM(order: Order(name: "Order", id: 8))
        }
        print("the cell shows:", cell.render(), "and the panel:", summary.render())
        // @end step-primary-associated-types
    }

    // @step mixed-view-models
    func mixedViewModels(_ ctx: LessonContext) throws {
        // @snippet step-mixed-view-models
        let dequeued: TableViewCell = OrderCell(reuseIdentifier: "order")
        let takesOrders = dequeued is any IHaveViewModel<OrderVM>
        let takesCustomers = dequeued is any IHaveViewModel<CustomerVM>
        print("is any IHaveViewModel<OrderVM>:", takesOrders)
        print("is any IHaveViewModel<CustomerVM>:", takesCustomers)
        // @end step-mixed-view-models
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
            let verb = configure(someCell, with: viewModel) ? "took" : "refused"
            print(type(of: cell), verb, type(of: viewModel), "→", cell.render())
        }
        // @end step-opening
    }
}
