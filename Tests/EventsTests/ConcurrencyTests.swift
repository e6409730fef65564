import Foundation
import Synchronization
import Testing
@testable import Events

/// Many threads on one event. Each test joins its threads before it checks anything.
@Suite struct ConcurrencyTests {
    @Test(arguments: [1, 4, 16])
    func concurrentRaisesReachEverySubscriberEveryTime(subscribers count: Int) {
        let event = Event<Int>()
        let tallies = (1...count).map { Tally(name: "tally \($0)") }
        for tally in tallies {
            event.subscribe(tally) { this, value in this.record(value) }
        }
        let raises = 2000
        DispatchQueue.concurrentPerform(iterations: raises) { event.raise($0) }
        for tally in tallies {
            #expect(tally.totals.calls == raises)
            #expect(tally.totals.sum == (0..<raises).reduce(0, +))
        }
        #expect(event.subscriberCount == count)
        extendLifetime(tallies)
    }

    @Test func subscribeAndUnsubscribeWhileRaisingLeavesTheRegularsIntact() {
        let event = Event<Int>()
        let regulars = (1...4).map { Tally(name: "regular \($0)") }
        for tally in regulars {
            event.subscribe(tally) { this, value in this.record(value) }
        }
        let visitors = (0..<1000).map { Tally(name: "visitor \($0)") }
        DispatchQueue.concurrentPerform(iterations: 2000) { index in
            if index.isMultiple(of: 2) {
                event.raise(1)
            } else {
                let visitor = visitors[index / 2]
                event.subscribe(visitor) { this, value in this.record(value) }
                event.unsubscribe(visitor)
            }
        }
        for tally in regulars { #expect(tally.totals.calls == 1000) }
        #expect(event.subscriberCount == 4)
        #expect(event.entries.count == 4)
        extendLifetime(regulars)
        // A visitor is called at most by the raises that overlapped its short subscription.
        #expect(visitors.allSatisfy { $0.totals.calls <= 1000 })
    }

    @Test func concurrentSubscribesAllLand() {
        let event = Event<Int>()
        let tallies = (0..<500).map { Tally(name: "tally \($0)") }
        DispatchQueue.concurrentPerform(iterations: tallies.count) { index in
            event.subscribe(tallies[index]) { this, value in this.record(value) }
        }
        #expect(event.subscriberCount == 500)
        event.raise(1)
        #expect(tallies.allSatisfy { $0.totals.calls == 1 })
    }

    @Test func concurrentUnsubscribesAllLand() {
        let event = Event<Int>()
        let tallies = (0..<500).map { Tally(name: "tally \($0)") }
        for tally in tallies {
            event.subscribe(tally) { this, value in this.record(value) }
        }
        DispatchQueue.concurrentPerform(iterations: tallies.count) { index in
            event.unsubscribe(tallies[index])
        }
        #expect(event.entries.isEmpty)
        event.raise(1)
        #expect(tallies.allSatisfy { $0.totals.calls == 0 })
    }

    @Test func subscribersDyingOnOtherThreadsAreCleanedUp() {
        let event = Event<Int>()
        let regular = Tally(name: "regular")
        event.subscribe(regular) { this, value in this.record(value) }
        DispatchQueue.concurrentPerform(iterations: 1000) { index in
            if index.isMultiple(of: 2) {
                event.raise(1)
            } else {
                // Subscribed, then dies at the end of this closure without unsubscribing.
                let shortLived = Tally(name: "short-lived")
                event.subscribe(shortLived) { this, value in this.record(value) }
            }
        }
        #expect(regular.totals.calls == 500)
        #expect(event.subscriberCount == 1)
        event.raise(1)
        #expect(event.entries.count == 1, "the raise removed every dead entry")
        extendLifetime(regular)
    }

    @Test func nestedRaisesOnManyThreadsAllFinish() {
        let event = Event<Int>()
        let counter = Tally(name: "counter")
        event.subscribe(counter) { [unowned event] this, depth in
            this.record(1)
            if depth > 0 { event.raise(depth - 1) }
        }
        DispatchQueue.concurrentPerform(iterations: 100) { _ in event.raise(9) }
        #expect(counter.totals.calls == 1000, "100 raises, each nesting 10 deep")
    }

    @Test func raisesAndUnsubscribesInterleavedEndWithNobodySubscribed() {
        let event = Event<Int>()
        let tallies = (0..<64).map { Tally(name: "tally \($0)") }
        for tally in tallies {
            event.subscribe(tally) { this, value in this.record(value) }
        }
        DispatchQueue.concurrentPerform(iterations: tallies.count) { index in
            event.raise(1)
            event.unsubscribe(tallies[index])
        }
        #expect(event.entries.isEmpty)
        event.raise(1)
        // 64 raises ran while they were subscribed; the last one, after, called nobody.
        for tally in tallies {
            #expect((1...tallies.count).contains(tally.totals.calls))
        }
    }
}
