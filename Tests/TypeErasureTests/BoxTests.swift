import ConsoleViews
import DependencyInjection
import OpenCombine
import Testing
@testable import TypeErasure

/// Closure boxes: the lesson's own `AnyHaveViewModel`, lesson di's `AnyResolvable`, and
/// OpenCombine's `AnyPublisher`.
@Suite struct BoxTests {
    @Test func anyHaveViewModelForwardsSetsToEachView() {
        let cell = OrderCell(reuseIdentifier: "order")
        let summary = OrderSummaryView()
        let boxes = [AnyHaveViewModel(cell), AnyHaveViewModel(summary)]
        let selected = order(7)
        for box in boxes { box.viewModel = selected }
        #expect(cell.viewModel === selected)
        #expect(summary.viewModel === selected)
        #expect(cell.render() == ["Order #7"])
        #expect(summary.render() == ["Selected: Order #7"])
    }

    @Test func anyHaveViewModelForwardsGetsFromTheView() {
        let summary = OrderSummaryView()
        let box = AnyHaveViewModel(summary)
        #expect(box.viewModel == nil)
        let selected = order(2)
        summary.viewModel = selected
        #expect(box.viewModel === selected)
        box.viewModel = nil
        #expect(summary.viewModel == nil)
    }

    @Test func anyResolvableMakesEachTypeFromItsOwnArgumentsThroughAContainer() {
        let container = Container()
        let orderVM = AnyResolvable(resolvable: OrderVM.self).resolve(container: container, args: Order(name: "Order", id: 3))
        let customerVM = AnyResolvable(resolvable: CustomerVM.self).resolve(container: container, args: 42)
        #expect((orderVM as? OrderVM)?.name == "Order #3")
        #expect((customerVM as? CustomerVM)?.name == "Customer 42")
    }

    @Test func anyResolvableGivesNilForArgumentsOfTheWrongType() {
        let box = AnyResolvable(resolvable: OrderVM.self)
        #expect(box.resolve(container: Container(), args: 42) == nil)
        #expect(box.name == "OrderVM")
    }

    @Test func anyResolvableBypassesTheContainersScope() {
        let container = Container()
        let box = AnyResolvable(resolvable: OrdersProvider.self)
        let first = box.resolve(container: container, args: ()) as? OrdersProvider
        let second = box.resolve(container: container, args: ()) as? OrdersProvider
        #expect(first != nil)
        #expect(first !== second)
        let third: OrdersProvider = container.resolve()
        let fourth: OrdersProvider = container.resolve()
        #expect(third === fourth)
    }

    @Test func anyPublisherHidesTheChainButStillDeliversAndHoldsIt() {
        let orders = PassthroughSubject<OrderVM, Never>()
        let chain = orders.filter { $0.order.id.isMultiple(of: 2) }.map(\.name)
        let erased = chain.eraseToAnyPublisher()
        #expect(String(describing: type(of: erased)) == "AnyPublisher<String, Never>")
        let inside = Mirror(reflecting: erased).descendant("box").map { String(describing: type(of: $0)) }
        #expect(inside == "PublisherBox<\(String(describing: type(of: chain)))>")

        var received: [String] = []
        let subscription = erased.sink { received.append($0) }
        for id in 1...4 { orders.send(order(id)) }
        subscription.cancel()
        #expect(received == ["Order #2", "Order #4"])
    }
}

/// Swift 5.7: primary associated types and implicit existential opening.
@Suite struct ExistentialTests {
    @Test func anExistentialWithItsViewModelPinnedCanBeSet() {
        let cell = OrderCell(reuseIdentifier: "order")
        let summary = OrderSummaryView()
        let views: [any IHaveViewModel<OrderVM>] = [cell, summary]
        let selected = order(8)
        for view in views { view.viewModel = selected }
        #expect(cell.viewModel === selected)
        #expect(summary.viewModel === selected)
        #expect(views.allSatisfy { $0.viewModel === selected })
    }

    @Test func aCastToAPinnedExistentialChecksTheViewModelType() {
        let cell: TableViewCell = OrderCell(reuseIdentifier: "order")
        #expect(cell is any IHaveViewModel<OrderVM>)
        #expect(!(cell is any IHaveViewModel<CustomerVM>))
        #expect(cell is any IHaveViewModel)
        #expect(!(FooterCell(reuseIdentifier: "footer") is any IHaveViewModel))
    }

    /// Makes a cell or a view model from a name: test arguments must be `Sendable`, cells are not.
    static func make(_ name: String) -> Any {
        switch name {
        case "CustomerCell": CustomerCell(reuseIdentifier: "customer")
        case "OrderCell": OrderCell(reuseIdentifier: "order")
        case "CustomerVM": CustomerVM(customerId: 42)
        default: order(9)
        }
    }

    @Test(arguments: [
        ("CustomerCell", "CustomerVM", true, "── Customer 42 ──"),
        ("OrderCell", "OrderVM", true, "Order #9"),
        ("OrderCell", "CustomerVM", false, ""),
        ("CustomerCell", "OrderVM", false, ""),
    ])
    func configureOpensTheExistentialAndChecksTheType(cell: String, viewModel: String, accepted: Bool, shows: String) throws {
        let cell = try #require(Self.make(cell) as? TableViewCell)
        let someCell = try #require(cell as? any IHaveViewModel)
        #expect(configure(someCell, with: Self.make(viewModel)) == accepted)
        #expect(cell.render() == [shows])
        #expect((someCell.anyViewModel != nil) == accepted)
    }

    @Test func openingReadsTheViewModelType() throws {
        let someCell = try #require(OrderCell(reuseIdentifier: "order") as TableViewCell as? any IHaveViewModel)
        #expect(ObjectIdentifier(viewModelType(of: someCell)) == ObjectIdentifier(OrderVM.self))
    }
}
