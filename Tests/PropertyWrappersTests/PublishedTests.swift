import OpenCombine
import PlaygroundKit
import Testing
@testable import PropertyWrappers

@Suite struct PublishedTests {
    @Test func sinkGetsTheNewValueWhileTheOwnerStillHoldsTheOld() {
        let viewModel = PublishedOrdersVM()
        var seen: [String] = []
        let subscription = viewModel.$orders.sink { [unowned viewModel] orders in
            seen.append("got \(orders.count), owner \(viewModel.orders.count)")
        }
        #expect(seen == ["got 0, owner 0"], "a new subscriber hears the current value at once")
        viewModel.orders = OrderVM.sample(count: 3)
        #expect(seen.last == "got 3, owner 0")
        #expect(viewModel.orders.count == 3)
        viewModel.orders.append(OrderVM(order: Order(name: "Order", id: 3)))
        #expect(seen.last == "got 4, owner 3")
        subscription.cancel()
        viewModel.orders = []
        #expect(seen.count == 3, "a cancelled sink hears nothing more")
    }

    @Test func objectWillChangeFiresOncePerWriteBeforeTheStore() {
        let viewModel = PublishedOrdersVM()
        var seen: [String] = []
        let subscription = viewModel.objectWillChange.sink { [unowned viewModel] in
            seen.append("\(viewModel.status) \(viewModel.orders.count)")
        }
        viewModel.status = "loading"
        viewModel.orders = OrderVM.sample(count: 3)
        viewModel.status = "ready"
        viewModel.status = "ready"
        #expect(seen == ["idle 0", "loading 0", "loading 3", "ready 3"])
        subscription.cancel()
    }

    @Test func objectWillChangeFiresBeforeThePropertysOwnSink() {
        let viewModel = PublishedOrdersVM()
        var order: [String] = []
        let willChange = viewModel.objectWillChange.sink { order.append("objectWillChange") }
        let sink = viewModel.$status.dropFirst().sink { order.append("$status: \($0)") }
        viewModel.status = "ready"
        #expect(order == ["objectWillChange", "$status: ready"])
        willChange.cancel()
        sink.cancel()
    }

    @Test func synthesizedObjectWillChangeIsOnePublisherOnlyWithPublishedProperties() {
        let published = PublishedOrdersVM()
        #expect(published.objectWillChange === published.objectWillChange)
        let forgetful = ForgetfulVM()
        #expect(forgetful.objectWillChange !== forgetful.objectWillChange)
    }

    // MARK: @Tracked

    @Test func trackedReachesItsOwnersObjectWillChangeBeforeTheStore() {
        let viewModel = TrackedOrdersVM()
        var seen: [String] = []
        let subscription = viewModel.objectWillChange.sink { [unowned viewModel] in
            seen.append(viewModel.status)
        }
        viewModel.status = "loading"
        viewModel.orders = OrderVM.sample(count: 1)
        viewModel.status = "ready"
        #expect(seen == ["idle", "loading", "loading"])
        #expect(viewModel.status == "ready")
        #expect(viewModel.orders.count == 1)
        subscription.cancel()
    }

    @Test func trackedReadsDoNotSend() {
        let viewModel = TrackedOrdersVM()
        var sends = 0
        let subscription = viewModel.objectWillChange.sink { sends += 1 }
        _ = viewModel.status
        _ = viewModel.orders
        #expect(sends == 0)
        subscription.cancel()
    }

    @Test func trackedOnAnOwnerWithoutItsOwnPublisherSendsIntoTheVoid() {
        let forgetful = ForgetfulVM()
        var sends = 0
        let subscription = forgetful.objectWillChange.sink { sends += 1 }
        forgetful.status = "ready"
        #expect(sends == 0)
        #expect(forgetful.status == "ready", "the value is stored all the same")
        subscription.cancel()
    }

    @Test func trackedStorageIsUnderscoredLikeAnyWrapper() {
        #expect(storedProperties(of: TrackedOrdersVM()) == [
            "objectWillChange: ObservableObjectPublisher", "_status: Tracked<String>", "_orders: Tracked<Array<OrderVM>>",
        ])
    }

    // MARK: Screens

    @Test func ordersScreenFillsWhenTheProviderAnswersAndDiesWhenDropped() {
        let clock = LessonClock()
        let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: clock))
        weak var probe: OrdersVC?
        do {
            let screen = OrdersVC(viewModel: viewModel)
            screen.present()
            #expect(screen.tableView.numberOfRows == 0)
            clock.advance(by: .milliseconds(999))
            #expect(screen.tableView.numberOfRows == 0)
            clock.advance(by: .milliseconds(1))
            #expect(screen.tableView.numberOfRows == 100)
            #expect(screen.tableView.cells.map(\.textLabel.text) == ["Order #0", "Order #1", "Order #2", "Order #3", "Order #4"])
            viewModel.orders = OrderVM.sample(count: 2)
            #expect(screen.tableView.numberOfRows == 2)
            probe = screen
        }
        #expect(probe == nil)
        #expect(viewModel.$orders.subscriberCount == 0)
    }

    @Test func summaryRendersOnceOnTheNextTurnWithTheFinalState() {
        let clock = LessonClock()
        let viewModel = PublishedOrdersVM()
        let screen = SummaryVC(viewModel: viewModel, clock: clock)
        screen.present()
        #expect(screen.renders == 1)
        viewModel.status = "loading"
        viewModel.orders = OrderVM.sample(count: 3)
        viewModel.status = "ready"
        #expect(screen.renders == 1)
        #expect(clock.pending.count == 1, "one render scheduled for three changes")
        clock.advance(by: .zero)
        #expect(screen.renders == 2)
        #expect(screen.render().contains { $0.contains("ready: 3 orders") })
        viewModel.status = "done"
        clock.advance(by: .zero)
        #expect(screen.renders == 3)
    }
}
