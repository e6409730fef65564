import ConsoleViews
import Testing
@testable import TypeErasure

/// `IHaveAnyViewModel` and the article's `OrderCell`: the untyped door and the typed window.
@Suite struct ShadowErasureTests {
    @Test func settingAnyViewModelSetsTheTypedOneAndConfiguresTheCell() {
        let cell = OrderCell(reuseIdentifier: "order")
        let untyped: any IHaveAnyViewModel = cell
        let viewModel = order(3)
        untyped.anyViewModel = viewModel
        #expect(cell.viewModel === viewModel)
        #expect(cell.textLabel.text == "Order #3")
    }

    @Test func settingTheTypedViewModelGoesThroughAnyViewModel() {
        let cell = OrderCell(reuseIdentifier: "order")
        let viewModel = order(4)
        cell.viewModel = viewModel
        #expect(cell.anyViewModel as? OrderVM === viewModel)
        #expect(cell.render() == ["Order #4"])
    }

    @Test func aViewModelOfTheWrongTypeIsKeptButIgnored() {
        let cell = OrderCell(reuseIdentifier: "order")
        cell.viewModel = order(1)
        cell.anyViewModel = CustomerVM(customerId: 42)
        #expect(cell.anyViewModel is CustomerVM)
        #expect(cell.viewModel == nil)
        // Not reused, so nothing cleared it: the old order stays on screen.
        #expect(cell.render() == ["Order #1"])
    }

    @Test func nilLeavesTheOldTextOnScreen() {
        let cell = CustomerCell(reuseIdentifier: "customer")
        cell.viewModel = CustomerVM(customerId: 42)
        cell.anyViewModel = nil
        #expect(cell.viewModel == nil)
        #expect(cell.render() == ["── Customer 42 ──"])
    }

    @Test func theDraftCellIsReachableAsAnExistentialButOnlyForReading() {
        let draft = DraftOrderCell(reuseIdentifier: "order")
        draft.viewModel = order(3)
        let cell: TableViewCell = draft
        let someCell = cell as? any IHaveViewModelDraft
        #expect(someCell != nil)
        #expect((someCell?.viewModel as? OrderVM)?.name == "Order #3")
        #expect(draft.render() == ["Order #3"])
    }
}

/// The article's data source: one cast to `IHaveAnyViewModel` for every dequeued cell.
@Suite struct DataSourceTests {
    @Test func everyKindOfCellGetsItsViewModel() {
        let customer = CustomerVM(customerId: 42)
        let orders = [order(1), order(2)]
        let screen = presentedScreen(OrdersVM(customer: customer, orders: orders))
        let cells = screen.tableView.cells
        #expect(cells.map { "\(type(of: $0))" } == ["CustomerCell", "OrderCell", "OrderCell", "FooterCell"])
        #expect((cells[0] as? CustomerCell)?.viewModel === customer)
        #expect((cells[1] as? OrderCell)?.viewModel === orders[0])
        #expect((cells[2] as? OrderCell)?.viewModel === orders[1])
        #expect(screen.render().contains { $0.hasPrefix("│ Order #2 ") })
    }

    @Test func aCellThatIsNotIHaveAnyViewModelIsLeftAlone() {
        // The footer row carries a view model by mistake; the cast skips the footer anyway.
        let screen = presentedScreen(OrdersVM(rows: [.init(cellIdentifier: "footer", viewModel: order(1))]))
        let footer = screen.tableView.cells[0]
        #expect(footer is FooterCell)
        #expect(!(footer is any IHaveAnyViewModel))
        #expect(footer.render() == ["(end of list)"])
    }

    @Test func aWrongViewModelGivesABlankRowSilently() {
        let screen = presentedScreen(OrdersVM(rows: [
            .init(cellIdentifier: "order", viewModel: order(1)),
            .init(cellIdentifier: "order", viewModel: CustomerVM(customerId: 42)),
        ]))
        let cell = screen.tableView.cells[1] as? OrderCell
        #expect(cell?.anyViewModel is CustomerVM)
        #expect(cell?.viewModel == nil)
        #expect(cell?.render() == [""])
    }

    @Test func aReusedCellIsClearedThenConfiguredAgain() {
        let screen = presentedScreen(OrdersVM(customer: CustomerVM(customerId: 1), orders: [order(1)]))
        let first = screen.tableView.cells[1]
        screen.viewModel = OrdersVM(customer: CustomerVM(customerId: 1), orders: [order(9)])
        #expect(screen.tableView.cells[1] === first)
        #expect(first.render() == ["Order #9"])
        #expect(screen.tableView.cellsCreated == 3)
    }

    @Test func settingTheViewModelBeforeTheViewLoadsDoesNotReload() {
        let screen = OrdersVC(title: "Orders")
        screen.viewModel = OrdersVM(customer: CustomerVM(customerId: 1), orders: [])
        #expect(screen.tableView.reloadCount == 0)
        screen.present()
        #expect(screen.tableView.reloadCount == 1)
        #expect(screen.tableView.numberOfRows == 2)
    }
}
