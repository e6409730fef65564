import PlaygroundKit
import Testing
@testable import Events

/// The event's basic semantics on one thread: subscribe, raise, unsubscribe, the order handlers
/// run in, and the conveniences for `Void`.
@Suite struct EventTests: RecordingSuite {
    let log = Log()
    let kept = KeepAlive()

    // MARK: subscribe, raise, unsubscribe

    @Test func raiseCallsEverySubscriberWithTheArguments() {
        let event = Event<String>()
        let subscribers = recorders("a", "b")
        for subscriber in subscribers { event.subscribe(subscriber) }
        event.raise("x")
        #expect(log.all == ["a: x", "b: x"])
        #expect(event.subscriberCount == 2)
    }

    @Test func raiseWithNoSubscribersDoesNothing() {
        let event = Event<String>()
        event.raise("x")
        #expect(event.subscriberCount == 0)
        #expect(event.entries.isEmpty)
    }

    @Test func unsubscribeStopsCalls() {
        let event = Event<String>()
        let subscribers = recorders("a", "b")
        for subscriber in subscribers { event.subscribe(subscriber) }
        event.unsubscribe(subscribers[0])
        event.raise("x")
        #expect(log.all == ["b: x"])
        #expect(event.subscriberCount == 1)
    }

    @Test func unsubscribingAStrangerOrTwiceIsHarmless() {
        let event = Event<String>()
        let subscribers = recorders("a", "stranger")
        event.subscribe(subscribers[0])
        event.unsubscribe(subscribers[1])
        event.unsubscribe(subscribers[0])
        event.unsubscribe(subscribers[0])
        event.raise("x")
        #expect(log.all.isEmpty)
        #expect(event.entries.isEmpty)
    }

    @Test func handlerGetsTheLiveSubscriberItself() {
        let event = Event<Int>()
        let subscriber = recorders("a")[0]
        var handedIn: [ObjectIdentifier] = []
        event.subscribe(subscriber) { this, value in
            handedIn.append(ObjectIdentifier(this))
            this.hear("\(value)")
        }
        event.raise(7)
        #expect(handedIn == [ObjectIdentifier(subscriber)])
        #expect(log.all == ["a: 7"])
    }

    // MARK: order

    @Test(arguments: [1, 2, 5, 20])
    func handlersRunInSubscriptionOrder(count: Int) {
        let event = Event<String>()
        let subscribers = (1...count).map { Recorder("s\($0)", log: log) }
        for subscriber in subscribers { event.subscribe(subscriber) }
        event.raise("x")
        #expect(log.all == subscribers.map { "\($0.name): x" })
    }

    @Test func subscribingAgainReplacesTheHandlerAndKeepsThePlace() {
        let event = Event<String>()
        let subscribers = recorders("a", "b", "c")
        for subscriber in subscribers { event.subscribe(subscriber) }
        event.subscribe(subscribers[0]) { this, value in this.hear(value.uppercased()) }
        event.raise("x")
        #expect(log.all == ["a: X", "b: x", "c: x"], "one handler per subscriber, first place kept")
        #expect(event.entries.count == 3)
    }

    @Test func unsubscribingGivesUpThePlace() {
        let event = Event<String>()
        let subscribers = recorders("a", "b", "c")
        for subscriber in subscribers { event.subscribe(subscriber) }
        event.unsubscribe(subscribers[0])
        event.subscribe(subscribers[0])
        event.raise("x")
        #expect(log.all == ["b: x", "c: x", "a: x"])
    }

    // MARK: Void

    @Test func voidConveniences() {
        let event = Event<Void>()
        let subscribers = recorders("a", "b")
        for subscriber in subscribers {
            event.subscribe(subscriber) { this in this.hear("changed") }
        }
        event.raise()
        event.raise(())
        #expect(log.all == ["a: changed", "b: changed", "a: changed", "b: changed"])
        event.unsubscribe(subscribers[1])
        #expect(event.subscriberCount == 1)
    }

    @Test func controllerAndItsViewBothUpdate() {
        // The handlers print; outside a step that goes to a stray buffer: this test's own.
        let printed = LessonOutput()
        LessonOutput.$stray.withValue(printed) {
            let viewModel = OrdersVM()
            let screen = OrdersVC(viewModel: viewModel)
            screen.present()
            #expect(viewModel.changed.subscriberCount == 2)
            viewModel.load(["A", "B"])
            #expect(screen.title == "Orders (2)")
            #expect(screen.render().joined(separator: "\n").contains("│ B "))
        }
        #expect(printed.text == "OrdersListView: one row per order\nOrdersVC: the title counts the orders\n")
    }
}
