import ConsoleViews
import Events
import PlaygroundKit
import Testing
import TypeErasure
@testable import SideTable

/// The default `IHaveViewModel`, `INotifyOnChanged` and the orders screen. They use
/// `SideTable.current`, which `.ownSideTable` binds to a fresh table for each test: no other
/// test can purge, sweep or fill it meanwhile, so lifetimes are asserted exactly.
@Suite(.ownSideTable) struct MVVMTests {
    func order(_ id: Int) -> OrderVM {
        OrderVM(order: Order(name: "Order", id: id))
    }

    // MARK: the default IHaveViewModel

    @Test func settingAnyViewModelStoresAndNotifies() {
        let cell = OrderCell(reuseIdentifier: "order")
        let erased: IHaveAnyViewModel = cell
        erased.anyViewModel = order(7)
        #expect(cell.textLabel.text == "Order #7")
        #expect(cell.viewModel?.name == "Order #7")
        #expect((erased.anyViewModel as? OrderVM)?.name == "Order #7")
        #expect(SideTable.current[cell, viewModelKey] is OrderVM)
        #expect(SideTable.current !== SideTable.shared, "the test's own table, not the process's")
        #expect(SideTable.shared[cell, viewModelKey] == nil)
    }

    @Test func settingTheTypedViewModelGoesThroughAnyViewModel() {
        let cell = OrderCell(reuseIdentifier: "order")
        cell.viewModel = order(1)
        cell.viewModel = order(2)
        #expect(cell.textLabel.text == "Order #2")
        #expect((cell.anyViewModel as? OrderVM)?.name == "Order #2")
    }

    @Test func theCellStoresNothingItself() {
        #expect(Mirror(reflecting: OrderCell(reuseIdentifier: "order")).children.isEmpty)
        #expect(Mirror(reflecting: ManualOrderCell(reuseIdentifier: "order")).children.map(\.label) == ["anyViewModel"])
    }

    @Test func aViewModelOfTheWrongTypeClearsAndDoesNotNotify() {
        let cell = OrderCell(reuseIdentifier: "order")
        cell.viewModel = order(3)
        cell.anyViewModel = "not an OrderVM"
        #expect(cell.viewModel == nil)
        #expect(cell.textLabel.text == "Order #3", "viewModelChanged is not called for nil")
    }

    @Test func eachViewHasItsOwnViewModel() {
        let cells = (0..<20).map { _ in OrderCell(reuseIdentifier: "order") }
        for (index, cell) in cells.enumerated() { cell.viewModel = order(index) }
        #expect(cells.map { $0.viewModel?.order.id } == Array(0..<20))
    }

    @Test func theViewRetainsItsViewModelThroughTheTable() {
        let cell = OrderCell(reuseIdentifier: "order")
        weak var probe: OrderVM?
        do {
            let viewModel = order(5)
            probe = viewModel
            cell.viewModel = viewModel
        }
        #expect(probe != nil, "kept alive by the cell's entry while the cell lives")
        cell.viewModel = nil
        #expect(probe == nil)
    }

    @Test func manualCellStillWorksWithItsOwnStorage() {
        let cell = ManualOrderCell(reuseIdentifier: "order")
        (cell as IHaveAnyViewModel).anyViewModel = order(9)
        #expect(cell.textLabel.text == "Order #9")
        #expect(SideTable.current[cell, viewModelKey] == nil, "its own stored property wins over the default")
    }

    // MARK: INotifyOnChanged and subscriptions

    @Test func changedIsOneEventPerViewModel() {
        let provider = OrdersProvider(clock: LessonClock())
        let first = OrdersVM(ordersProvider: provider)
        let second = OrdersVM(ordersProvider: provider)
        #expect(first.changed === first.changed)
        #expect(first.changed !== second.changed)
    }

    @Test func settingSubscribesAndReplacingUnsubscribesFromTheOld() {
        let provider = OrdersProvider(clock: LessonClock())
        let first = OrdersVM(ordersProvider: provider)
        let second = OrdersVM(ordersProvider: provider)
        let screen = OrdersVC()
        #expect(first.changed.subscriberCount == 0)
        screen.viewModel = first
        #expect(first.changed.subscriberCount == 1)
        screen.viewModel = second
        #expect(first.changed.subscriberCount == 0)
        #expect(second.changed.subscriberCount == 1)
        screen.viewModel = nil
        #expect(second.changed.subscriberCount == 0)
    }

    @Test func settingTheSameViewModelTwiceKeepsOneSubscription() {
        let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: LessonClock()))
        let screen = OrdersVC()
        screen.viewModel = viewModel
        screen.viewModel = viewModel
        #expect(viewModel.changed.subscriberCount == 1)
    }

    @Test func raisingChangedCallsViewModelChangedOnEverySubscribedView() {
        let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: LessonClock()))
        let screens = [OrdersVC(), OrdersVC()]
        for screen in screens { screen.viewModel = viewModel }
        let before = screens.map(\.tableView.reloadCount)
        viewModel.changed.raise()
        #expect(screens.map(\.tableView.reloadCount) == before.map { $0 + 1 })
    }

    @Test func anOldViewModelsRaiseNoLongerReachesTheView() {
        let provider = OrdersProvider(clock: LessonClock())
        let old = OrdersVM(ordersProvider: provider)
        let screen = OrdersVC()
        screen.viewModel = old
        screen.viewModel = OrdersVM(ordersProvider: provider)
        let before = screen.tableView.reloadCount
        old.changed.raise()
        #expect(screen.tableView.reloadCount == before)
    }

    // MARK: the orders screen

    @Test func silentViewModelLeavesTheFirstReloadEmptyForever() {
        let clock = LessonClock()
        let viewModel = SilentOrdersVM(ordersProvider: OrdersProvider(clock: clock))
        let screen = OrdersVC()
        screen.viewModel = viewModel
        screen.present()
        #expect(screen.tableView.numberOfRows == 0)
        #expect(screen.render().contains { $0.contains("(no rows)") })
        #expect(clock.pending.map(\.label) == ["orders arrive"])

        clock.advance(by: .milliseconds(999))
        #expect(viewModel.orders.isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(viewModel.orders.count == 100)
        #expect(screen.tableView.numberOfRows == 0, "the data arrived; the screen never heard")
        #expect(screen.render().contains { $0.contains("(no rows)") })
    }

    @Test func notifyingViewModelFillsTheListWhenTheOrdersArrive() {
        let clock = LessonClock()
        let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
        let screen = OrdersVC()
        screen.viewModel = viewModel
        screen.present()
        #expect(screen.tableView.numberOfRows == 0)
        let reloads = screen.tableView.reloadCount

        clock.advance(by: .seconds(1))
        #expect(screen.tableView.reloadCount == reloads + 1)
        #expect(screen.tableView.numberOfRows == 100)
        #expect(screen.tableView.cells.map(\.textLabel.text) == ["Order #0", "Order #1", "Order #2", "Order #3", "Order #4"])
        #expect(screen.render().contains { $0.contains("... 95 more rows") })
        // Each cell got its view model through IHaveAnyViewModel, into the side table.
        let cellModels = screen.tableView.cells.map { ($0 as? OrderCell)?.viewModel?.order.id }
        #expect(cellModels == [0, 1, 2, 3, 4])
    }

    @Test func viewModelsOnlyStartLoadingWhenTheViewLoads() {
        let clock = LessonClock()
        let screen = OrdersVC()
        screen.viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
        #expect(clock.pending.isEmpty)
        screen.present()
        #expect(clock.pending.count == 1)
    }

    // MARK: lifetimes

    @Test func theDefaultHandlerCapturesNoViewModel() {
        weak var probe: OrdersVM?
        let screen = OrdersVC()
        do {
            let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: LessonClock()))
            probe = viewModel
            screen.viewModel = viewModel
        }
        #expect(probe?.changed.subscriberCount == 1)
        // What the table does at a purge after the screen dies: let go of the view model,
        // without the setter's unsubscribe. The subscription is left; the view model goes.
        SideTable.current[screen, viewModelKey] = nil
        #expect(probe == nil)
    }

    @Test func theArticlesCapturingHandlerKeepsItsViewModelAlive() {
        weak var probe: OrdersVM?
        let screen = OrdersVC()
        do {
            let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: LessonClock()))
            probe = viewModel
            viewModel.changed.subscribe(screen) { this in this.viewModelChanged(viewModel) }
        }
        #expect(probe != nil, "view model → event → handler → view model")
        probe?.changed.unsubscribe(screen)
        #expect(probe == nil, "unsubscribing breaks the cycle")
    }

    @Test func aScreenDiesWithoutTakingItsViewModelWithItAtOnce() {
        weak var screenProbe: OrdersVC?
        var screen: OrdersVC? = OrdersVC()
        let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: LessonClock()))
        screen?.viewModel = viewModel
        screenProbe = screen
        screen = nil
        #expect(screenProbe == nil, "neither the table nor the event keeps the screen alive")
        viewModel.changed.raise() // a dead subscriber is skipped
    }

    @Test func aDeadScreensViewModelLivesInItsDeadEntryUntilPurge() {
        weak var viewModelProbe: OrdersVM?
        var screen: OrdersVC? = OrdersVC()
        do {
            let viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: LessonClock()))
            viewModelProbe = viewModel
            screen?.viewModel = viewModel
        }
        screen = nil
        #expect(viewModelProbe != nil, "held by the dead screen's entry")
        #expect(SideTable.current.ownerCount == (live: 1, dead: 1))
        // The screen's entry, then the view model's own (its `changed`), once it is released.
        #expect(SideTable.current.purge() == 2)
        #expect(viewModelProbe == nil)
        #expect(SideTable.current.ownerCount == (live: 0, dead: 0))
    }

    // MARK: the provider's answer, and task-local tables

    @Test func theAnswerArrivesInTheCallersTable() {
        let clock = LessonClock()
        let table = SideTable()
        let screen = SideTable.$current.withValue(table) {
            let screen = OrdersVC()
            screen.viewModel = OrdersVM(ordersProvider: OrdersProvider(clock: clock))
            screen.present()
            return screen
        }
        // Advanced outside that binding, as the shell's `advance` does: the answer still
        // raises the event kept in `table`, and the cells' view models go there too.
        clock.advance(by: .seconds(1))
        #expect(screen.tableView.numberOfRows == 100)
        #expect(table.ownerCount.live == 7, "the screen, its view model and five cells")
        #expect(SideTable.current.ownerCount == (live: 0, dead: 0))
        #expect(SideTable.shared.rows().live.allSatisfy { $0.owner !== screen })
    }

    @Test func nestedBindingsKeepTheirOwners() {
        let outer = SideTable.current
        let inner = SideTable()
        let cell = OrderCell(reuseIdentifier: "order")
        SideTable.$current.withValue(inner) {
            cell.viewModel = order(1)
        }
        #expect(inner[cell, viewModelKey] is OrderVM)
        #expect(outer[cell, viewModelKey] == nil)
        #expect(cell.viewModel == nil, "read through the test's table, which has nothing for the cell")
    }
}
