import Testing
@testable import Events

/// What the article leaves open about a raise under way: subscribers added, removed, replaced
/// or dying during it, and handlers that raise the same event again.
@Suite struct RaiseTests: RecordingSuite {
    let log = Log()
    let kept = KeepAlive()

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
}
