import ConsoleViews
import Foundation
import LessonKit
import OpenCombine

// Steps 12 to 16: what a raise does when handlers change, raise again, or run on other threads.
extension EventsLesson {
    // @step snapshot
    func snapshot(_ ctx: LessonContext) throws {
        // @snippet step-snapshot
        let event = Event<Int>()
        let host = Tally(name: "host")
        var guests: [Tally] = []
        event.subscribe(host) { [unowned event] _, round in
            let guest = Tally(name: "guest from round \(round)")
            guests.append(guest)
            event.subscribe(guest) { this, round in this.record(round) }
        }
        for round in 1...3 { event.raise(round) }
        print("raises each guest heard:", guests.map(\.totals.calls))
        // @end step-snapshot
        extendLifetime(host)
    }

    // @step changes-during-raise
    func changesDuringRaise(_ ctx: LessonContext) throws {
        let event = Event<String>()
        let clock = LessonClock()
        let marbles = MarbleRecorder(clock: clock)
        let ann = Listener(name: "ann", drawing: marbles.track("ann"))
        // @snippet step-during-raise
        var bob: EventRecording?, carl: EventRecording?
        event.subscribe(ann) { [unowned event] this, text in
            this.hear(text)
            bob?.cancel()
            carl = carl ?? event.record(on: marbles.track("carl"))
        }
        bob = event.record(on: marbles.track("bob"))
        clock.advance(by: .milliseconds(100))
        event.raise("one")
        clock.advance(by: .milliseconds(100))
        event.raise("two")
        clock.advance(by: .milliseconds(100))
        draw(.marbles(marbles.diagram(
            title: "ann's handler unsubscribes bob, subscribes carl")))
        // @end step-during-raise
        extendLifetime(ann)
    }

    // @step reentrant-raise
    func reentrantRaise(_ ctx: LessonContext) throws {
        // @snippet step-reentrant
        let countdown = Event<Int>()
        let first = Listener(name: "first"), second = Listener(name: "second")
        countdown.subscribe(first) { [unowned countdown] this, number in
            this.hear("\(number)")
            if number > 0 { countdown.raise(number - 1) }
        }
        countdown.subscribe(second) { this, number in this.hear("\(number)") }
        countdown.raise(2)
        extendLifetime((first, second))
        print("the outermost raise returned")
        // @end step-reentrant
    }

    // @step threads
    func threads(_ ctx: LessonContext) throws {
        // @snippet step-threads-raise
        let event = Event<Int>()
        let tally = Tally(name: "tally")
        event.subscribe(tally) { this, value in this.record(value) }
        DispatchQueue.concurrentPerform(iterations: 1000) { event.raise($0) }
        print("1000 raises on many threads; the tally heard", tally.totals.calls)
        // @end step-threads-raise
    }

    // @step threads-subscribing
    func threadsSubscribing(_ ctx: LessonContext) throws {
        // @snippet step-threads
        let event = Event<Int>()
        let tallies = (1...4).map { Tally(name: "tally \($0)") }
        for tally in tallies {
            event.subscribe(tally) { this, value in this.record(value) }
        }
        DispatchQueue.concurrentPerform(iterations: 2000) { index in
            if index.isMultiple(of: 2) {
                event.raise(index / 2)
            } else {
                let visitor = Tally(name: "visitor")
                event.subscribe(visitor) { this, value in this.record(value) }
                event.unsubscribe(visitor)
            }
        }
        print("calls per tally:", tallies.map(\.totals.calls))
        let expected = (0..<1000).reduce(0, +)
        print("sum per tally:", tallies.map(\.totals.sum), "of", expected)
        print("subscribers left:", event.subscriberCount)
        extendLifetime(tallies)  // a release build let them die before the count
        // @end step-threads
    }
}
