import PlaygroundKit
import Testing
@testable import PropertyWrappers

/// An owner of the article's wrapper that records, without printing, the order of what happens.
final class RecordingOwner {
    var log: [String] = []
    @Observable var value = 0 {
        didSet { log.append("owner's didSet: \(value)") }
    }
}

/// A struct owner, to see copies share one event.
struct Draft {
    @Observable var note = ""
}

@Suite struct ObservableTests {
    @Test func handlerGetsTheNewValueInsideTheOwnersWrite() {
        let owner = RecordingOwner()
        let listener = Listener()
        owner.$value.subscribe(listener) { [unowned owner] listener, value in
            listener.heard.append("\(value)")
            owner.log.append("handler: \(value)")
        }
        owner.value = 3
        #expect(listener.heard == ["3"])
        #expect(owner.log == ["handler: 3", "owner's didSet: 3"], "the handler runs before the owner's write is over")
        #expect(owner.value == 3)
    }

    @Test func everyWriteRaisesNothingAtInit() {
        let owner = RecordingOwner()
        let listener = Listener()
        owner.$value.subscribe(listener) { listener, value in listener.heard.append("\(value)") }
        #expect(listener.heard.isEmpty, "init does not raise, and a new subscriber hears nothing")
        owner.value = 1
        owner.value += 1
        owner.value = 2
        #expect(listener.heard == ["1", "2", "2"], "a change in place is one write; an equal value raises too")
    }

    @Test func appendRaisesOnceWithTheWholeNewArray() {
        let viewModel = OrdersVM(ordersProvider: DelayedOrdersProvider(clock: .init()))
        let listener = Listener()
        viewModel.$orders.subscribe(listener) { listener, orders in listener.heard.append(orders.map(\.name).joined(separator: ",")) }
        viewModel.orders = OrderVM.sample(count: 2)
        viewModel.orders.append(OrderVM(order: Order(name: "Extra", id: 9)))
        #expect(listener.heard == ["Order #0,Order #1", "Order #0,Order #1,Extra #9"])
    }

    @Test func copiesOfAStructOwnerShareOneEvent() {
        let original = Draft()
        let listener = Listener()
        original.$note.subscribe(listener) { listener, note in listener.heard.append(note) }
        var copy = original
        copy.note = "copy"
        #expect(listener.heard == ["copy"])
        #expect(original.note == "")
        #expect(original.$note === copy.$note)
    }

    @Test func eachOwnerGetsItsOwnEvent() {
        #expect(Draft().$note !== Draft().$note)
    }

    @Test func theEventHoldsItsSubscribersWeakly() {
        let owner = RecordingOwner()
        weak var probe: Listener?
        do {
            let listener = Listener()
            owner.$value.subscribe(listener) { listener, value in listener.heard.append("\(value)") }
            probe = listener
            #expect(owner.$value.subscriberCount == 1)
        }
        #expect(probe == nil)
        #expect(owner.$value.subscriberCount == 0)
        owner.value = 1
    }

    @Test func theSameHandlerUsingItsArgumentIsFine() async {
        await #expect(processExitsWith: .success) {
            let owner = RecordingOwner()
            let listener = Listener()
            owner.$value.subscribe(listener) { listener, value in
                listener.heard.append("\(value)")
            }
            owner.value = 1
        }
    }

    @Test func tracedOrdersVMIsWritingWhileItsHandlersRun() {
        let viewModel = TracedOrdersVM()
        let listener = Listener()
        viewModel.$orders.subscribe(listener) { [weak viewModel] listener, orders in
            // `writing` is another stored property: reading it is no second access to `_orders`.
            listener.heard.append("\(orders.count), writing: \(viewModel?.writing ?? false)")
        }
        #expect(!viewModel.writing)
        viewModel.orders = OrderVM.sample(count: 2)
        viewModel.orders.append(OrderVM(order: Order(name: "Extra", id: 9)))
        #expect(listener.heard == ["2, writing: true", "3, writing: true"], "the handlers run inside the owner's write")
        #expect(!viewModel.writing, "the owner's didSet ends it")
    }

    // MARK: @SafeObservable

    @Test func safeObservableHandlersSeeTheNewValueOnTheOwner() {
        let viewModel = SafeOrdersVM()
        let listener = Listener()
        viewModel.$orders.subscribe(listener) { [unowned viewModel] listener, orders in
            listener.heard.append("got \(orders.count), owner \(viewModel.orders.count)")
        }
        viewModel.orders = OrderVM.sample(count: 3)
        viewModel.orders.append(OrderVM(order: Order(name: "Order", id: 3)))
        viewModel.orders = viewModel.orders
        #expect(listener.heard == ["got 3, owner 3", "got 4, owner 4", "got 4, owner 4"])
    }

    @Test func safeObservableKeepsItsValueInItsStorage() {
        let viewModel = SafeOrdersVM()
        viewModel.orders = OrderVM.sample(count: 2)
        #expect(storedProperties(of: viewModel) == ["_orders: SafeObservable<Array<OrderVM>>"])
        #expect(viewModel.orders.count == 2)
    }
}
