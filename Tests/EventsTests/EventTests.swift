import PlaygroundKit
import Testing
@testable import Events

/// The event's semantics on one thread: what the article has, and what this lesson decided.
@Suite struct EventTests {
    let log = Log()
    /// Holds every recorder made with `recorders` until the test ends. The event holds them
    /// weakly, and an optimized build may end a local's life right after its last use.
    let kept = KeepAlive()

    func recorders(_ names: String...) -> [Recorder] {
        let made = names.map { Recorder($0, log: log) }
        kept.objects += made
        return made
    }

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

    // MARK: lifetime

    @Test func subscribingDoesNotKeepTheSubscriberAlive() {
        let event = Event<String>()
        var subscriber: Recorder? = Recorder("a", log: log)
        weak let probe = subscriber
        event.subscribe(subscriber!)
        subscriber = nil
        #expect(probe == nil)
        #expect(event.subscriberCount == 0)
    }

    @Test func voidConvenienceDoesNotKeepTheSubscriberAliveEither() {
        let event = Event<Void>()
        var subscriber: Recorder? = Recorder("a", log: log)
        weak let probe = subscriber
        event.subscribe(subscriber!) { this in this.hear("changed") }
        subscriber = nil
        #expect(probe == nil)
        event.raise()
        #expect(log.all.isEmpty)
    }

    enum Cleanup: String, CaseIterable, CustomTestStringConvertible {
        case raise, subscribe, unsubscribe
        var testDescription: String { rawValue }
    }

    @Test(arguments: Cleanup.allCases)
    func deadSubscriberIsSkippedAndRemoved(by operation: Cleanup) {
        let event = Event<String>()
        var dying: Recorder? = Recorder("dying", log: log)
        let staying = recorders("staying")[0]
        let newcomer = recorders("newcomer")[0]
        event.subscribe(dying!)
        event.subscribe(staying)
        dying = nil
        #expect(event.subscriberCount == 1, "a dead subscriber does not count")
        #expect(event.entries.count == 2, "its entry stays until the next change")
        switch operation {
        case .raise: event.raise("x")
        case .subscribe: event.subscribe(newcomer)
        case .unsubscribe: event.unsubscribe(newcomer)
        }
        #expect(!event.entries.contains { !$0.isAlive }, "no dead entry left")
        #expect(!log.all.contains { $0.hasPrefix("dying") })
    }

    @Test func subscriberCountDoesNotCleanUp() {
        let event = Event<String>()
        var dying: Recorder? = Recorder("dying", log: log)
        event.subscribe(dying!)
        dying = nil
        #expect(event.subscriberCount == 0)
        #expect(event.entries.count == 1)
    }

    @Test func handlerThatCapturesItsSubscriberKeepsItAliveUntilUnsubscribed() {
        var screen: CapturingOrdersVC? = CapturingOrdersVC(viewModel: OrdersVM())
        screen?.present()
        weak let probe = screen
        screen = nil
        #expect(probe != nil, "the cycle keeps it")
        if let leaked = probe { leaked.viewModel.changed.unsubscribe(leaked) }
        #expect(probe == nil)
    }

    @Test func handlerThatUsesThisLetsTheScreenGo() {
        var screen: OrdersVC? = OrdersVC(viewModel: OrdersVM())
        screen?.present()
        weak let probe = screen
        screen = nil
        #expect(probe == nil)
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

    // MARK: changes during a raise

    @Test func subscriberAddedDuringARaiseWaitsForTheNextOne() {
        let event = Event<String>()
        let subscribers = recorders("a", "late")
        event.subscribe(subscribers[0]) { [unowned event] this, value in
            this.hear(value)
            event.subscribe(subscribers[1])
        }
        event.raise("1")
        #expect(log.all == ["a: 1"])
        event.raise("2")
        #expect(log.all == ["a: 1", "a: 2", "late: 2"])
    }

    @Test func subscriberRemovedDuringARaiseIsSkipped() {
        let event = Event<String>()
        let subscribers = recorders("a", "b", "c")
        event.subscribe(subscribers[0]) { [unowned event] this, value in
            this.hear(value)
            event.unsubscribe(subscribers[1])
        }
        event.subscribe(subscribers[1])
        event.subscribe(subscribers[2])
        event.raise("1")
        #expect(log.all == ["a: 1", "c: 1"])
    }

    @Test func handlerMayUnsubscribeItself() {
        let event = Event<String>()
        let subscribers = recorders("once", "b")
        event.subscribe(subscribers[0]) { [unowned event] this, value in
            this.hear(value)
            event.unsubscribe(this)
        }
        event.subscribe(subscribers[1])
        event.raise("1")
        event.raise("2")
        #expect(log.all == ["once: 1", "b: 1", "b: 2"])
    }

    @Test func handlerReplacedDuringARaiseRunsItsNewHandler() {
        let event = Event<String>()
        let subscribers = recorders("a", "b")
        event.subscribe(subscribers[0]) { [unowned event] this, value in
            this.hear(value)
            event.subscribe(subscribers[1]) { this, value in this.hear("new " + value) }
        }
        event.subscribe(subscribers[1])
        event.raise("1")
        #expect(log.all == ["a: 1", "b: new 1"])
    }

    @Test func subscriberThatDiesDuringARaiseIsSkipped() {
        let event = Event<String>()
        let killer = recorders("killer")[0]
        var victim: Recorder? = Recorder("victim", log: log)
        event.subscribe(killer) { this, value in
            this.hear(value)
            victim = nil
        }
        event.subscribe(victim!)
        event.raise("1")
        #expect(victim == nil)
        #expect(log.all == ["killer: 1"])
    }

    // MARK: re-entrance

    @Test func nestedRaiseRunsToTheEndBeforeTheOuterGoesOn() {
        let event = Event<Int>()
        let first = recorders("first")[0], second = recorders("second")[0]
        event.subscribe(first) { [unowned event] this, number in
            this.hear("\(number)")
            if number > 0 { event.raise(number - 1) }
        }
        event.subscribe(second) { this, number in this.hear("\(number)") }
        event.raise(2)
        #expect(log.all == ["first: 2", "first: 1", "first: 0", "second: 0", "second: 1", "second: 2"])
    }

    @Test func deepNestedRaiseTerminates() {
        let event = Event<Int>()
        let subscriber = recorders("deep")[0]
        event.subscribe(subscriber) { [unowned event] this, number in
            this.hear("\(number)")
            if number > 0 { event.raise(number - 1) }
        }
        event.raise(200)
        #expect(log.all.count == 201)
        #expect(log.all.last == "deep: 0")
    }

    @Test func nestedRaiseSeesSubscribersAddedBeforeIt() {
        let event = Event<Int>()
        let subscribers = recorders("a", "late")
        event.subscribe(subscribers[0]) { [unowned event] this, number in
            this.hear("\(number)")
            if number == 1 {
                event.subscribe(subscribers[1]) { this, number in this.hear("\(number)") }
                event.raise(0)
            }
        }
        event.raise(1)
        #expect(log.all == ["a: 1", "a: 0", "late: 0"], "the nested raise takes its own snapshot")
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
