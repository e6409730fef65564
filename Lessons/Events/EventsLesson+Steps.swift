import ConsoleViews
import Foundation
import LessonKit

extension EventsLesson {
    // @step dot-net-events
    func dotNetEvents(_ ctx: LessonContext) throws {
        // @snippet step-closure-list
        var changed = ClosureList<String>()
        changed += { text in print("the title shows:", text) }
        changed += { text in print("the list shows:", text) }
        changed.raise("3 orders")
        // @end step-closure-list
    }

    // @step weak-box
    func weakBox(_ ctx: LessonContext) throws {
        // @snippet step-weak
        var ann: Listener? = Listener(name: "ann")
        let box = Weak(ann!)
        print("two boxes of ann are equal:", box == Weak(ann!))
        var notes: [Weak<Listener>: String] = [box: "subscribed first"]
        print("value is ann: \(box.value === ann), alive: \(box.isAlive)")

        ann = nil
        print("ann is gone; value: \(box.value?.name ?? "nil"), alive: \(box.isAlive)")
        print("the key is still found:", notes[box] ?? "not found")
        notes[box] = nil
        print("and removed:", notes.isEmpty)
        // @end step-weak
    }

    // @step basics
    func basics(_ ctx: LessonContext) throws {
        // @snippet step-basics
        let event = Event<String>()
        let ann = Listener(name: "ann")
        let bob = Listener(name: "bob")
        event.subscribe(ann) { this, text in this.hear(text) }
        event.subscribe(bob) { this, text in this.hear(text) }
        event.raise("3 orders")

        event.unsubscribe(ann)
        event.raise("4 orders")
        print("subscribers:", event.subscriberCount)
        extendLifetime(bob)  // step 4 says why
        // @end step-basics
    }

    // @step weak-subscribers
    func weakSubscribers(_ ctx: LessonContext) throws {
        // @snippet step-weak-subscribers
        let event = Event<String>()
        var ann: Listener? = Listener(name: "ann")
        let bob = Listener(name: "bob")
        weak let probe = ann
        event.subscribe(ann!) { this, text in this.hear(text) }
        event.subscribe(bob) { this, text in this.hear(text) }
        print("subscribers: \(event.subscriberCount), entries: \(event.entries.count)")
        extendLifetime(ann)  // without it, ann may die right after her last use

        ann = nil
        print("ann alive:", probe != nil)
        print("subscribers: \(event.subscriberCount), entries: \(event.entries.count)")
        event.raise("hello")
        print("after the raise, entries: \(event.entries.count)")
        extendLifetime(bob)
        // @end step-weak-subscribers
    }

    // @step screen
    func screen(_ ctx: LessonContext) throws {
        // @snippet step-screen
        let viewModel = OrdersVM()
        let screen = OrdersVC(viewModel: viewModel)
        screen.present()
        print(screen.render().joined(separator: "\n"))

        viewModel.load(["Order #0", "Order #1", "Order #2"])
        print(screen.render().joined(separator: "\n"))
        // @end step-screen
        ctx.expose("screen", note: "step 5's OrdersVC, its list and their view model", screen)
    }

    // @step order
    func order(_ ctx: LessonContext) throws {
        // @snippet step-order
        let event = Event<String>()
        let clock = LessonClock()
        let marbles = MarbleRecorder(clock: clock)
        let raised = event.record(on: marbles.track("raised"))
        let ann = Listener(name: "ann"), bob = Listener(name: "bob"), carl = Listener(name: "carl")
        for listener in [ann, bob, carl] {
            listener.line = marbles.track(listener.name)
            event.subscribe(listener) { this, text in this.hear(text) }
        }
        clock.advance(by: .milliseconds(100))
        event.raise("one")

        event.subscribe(ann) { this, text in this.hear(text.uppercased()) }
        clock.advance(by: .milliseconds(100))
        event.raise("two")

        event.unsubscribe(bob)
        event.subscribe(bob) { this, text in this.hear(text) }
        clock.advance(by: .milliseconds(100))
        event.raise("three")
        clock.advance(by: .milliseconds(100))
        draw(.marbles(marbles.diagram(title: "one raise, then ann subscribes again, then bob leaves and comes back")))
        extendLifetime((ann, bob, carl, raised))
        // @end step-order
    }

    // @step changes-during-raise
    func changesDuringRaise(_ ctx: LessonContext) throws {
        // @snippet step-during-raise
        let event = Event<String>()
        let clock = LessonClock()
        let marbles = MarbleRecorder(clock: clock)
        let ann = Listener(name: "ann")
        ann.line = marbles.track("ann")
        var bob: EventRecording?, carl: EventRecording?
        event.subscribe(ann) { [unowned event] this, text in
            this.hear(text)
            print("  ann unsubscribes bob, and subscribes carl unless he is")
            bob?.cancel()
            carl = carl ?? event.record(on: marbles.track("carl"))
        }
        bob = event.record(on: marbles.track("bob"))
        clock.advance(by: .milliseconds(100))
        event.raise("one")
        clock.advance(by: .milliseconds(100))
        event.raise("two")
        clock.advance(by: .milliseconds(100))
        draw(.marbles(marbles.diagram(title: "ann's handler unsubscribes bob and subscribes carl")))
        extendLifetime(ann)
        // @end step-during-raise
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
        // @snippet step-threads
        let event = Event<Int>()
        let tallies = ["tally 1", "tally 2", "tally 3", "tally 4"].map { Tally(name: $0) }
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
        for tally in tallies {
            let (calls, sum) = tally.totals
            print("\(tally.name): \(calls) calls, values adding up to \(sum)")
        }
        print("expected: 1000 calls, values adding up to \((0..<1000).reduce(0, +))")
        print("subscribers left:", event.subscriberCount)
        extendLifetime(tallies)  // a release build let them die before the count
        // @end step-threads
    }

    // @step today
    func today(_ ctx: LessonContext) throws {
        // @snippet step-today
        var screen: OrdersVC? = OrdersVC(viewModel: OrdersVM())
        screen?.present()
        weak let probe = screen
        screen = nil
        print("OrdersVC, handler uses this: alive after release:", probe != nil)

        var capturing: CapturingOrdersVC? = CapturingOrdersVC(viewModel: OrdersVM())
        capturing?.present()
        weak let capturingProbe = capturing
        capturing = nil
        print("CapturingOrdersVC, handler uses self: alive after release:", capturingProbe != nil)

        if let leaked = capturingProbe {
            leaked.viewModel.changed.unsubscribe(leaked)
        }
        print("after it unsubscribes: alive:", capturingProbe != nil)
        // @end step-today
    }

    // @step raise-cost
    func raiseCost(_ ctx: LessonContext) throws {
        // @snippet step-raise-cost
        let event = Event<String>()
        let ann = Listener(name: "ann"), bob = Listener(name: "bob")
        var carl: Listener? = Listener(name: "carl")
        event.subscribe(ann) { this, text in this.hear(text) }
        event.subscribe(carl!) { this, text in this.hear(text) }
        event.subscribe(bob) { this, text in this.hear(text) }
        carl = nil
        print("carl has died; entries: \(event.entries.count), subscribers: \(event.subscriberCount)")
        event.raiseLikeTheArticle("checked first")
        print("after the raise, entries: \(event.entries.count)")

        var dora: Listener? = Listener(name: "dora")
        event.subscribe(dora!) { this, text in this.hear(text) }
        dora = nil
        print("dora has died; entries: \(event.entries.count), subscribers: \(event.subscriberCount)")
        event.raise("checked in passing")
        print("after the raise, entries: \(event.entries.count)")
        extendLifetime((ann, bob))
        // @end step-raise-cost
    }
}
