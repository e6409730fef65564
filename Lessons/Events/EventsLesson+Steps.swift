import ConsoleViews
import Foundation
import LessonKit

// Steps 1 to 11; the rest in EventsLesson+RaiseSteps, +CombineSteps, +CostSteps.
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

    // @step closure-equality
    func closureEquality(_ ctx: LessonContext) throws {
        // @snippet step-closure-leak
        var changed = ClosureList<String>()
        var ann: Listener? = Listener(name: "ann")
        weak let probe = ann
        changed += { [ann] text in ann?.hear(text) }
        ann = nil
        print("ann alive after the list's owner let go:", probe != nil)
        changed.raise("3 orders")
        // @end step-closure-leak
    }

    // @step weak-box
    func weakBox(_ ctx: LessonContext) throws {
        // @snippet step-weak
        var ann: Listener? = Listener(name: "ann")
        let box = Weak(ann!)
        ann = nil
        print("ann is gone; box.value:", box.value?.name ?? "nil")
        print("box.isAlive:", box.isAlive)
        // @end step-weak
    }

    // @step weak-key
    func weakKey(_ ctx: LessonContext) throws {
        // @snippet step-weak-key
        var ann: Listener? = Listener(name: "ann")
        let box = Weak(ann!)
        var notes: [Weak<Listener>: String] = [box: "subscribed first"]
        ann = nil
        print("ann is gone; the key is still found:", notes[box] ?? "not found")
        notes[box] = nil
        print("and removed:", notes.isEmpty)
        // @end step-weak-key
    }

    // @step weak-let
    func weakLet(_ ctx: LessonContext) throws {
        // @snippet step-weak-let
        let tally = Tally(name: "tally")
        let box = Weak(tally)
        print("two boxes of one tally are equal:", box == Weak(tally))
        // A @Sendable closure, run on several threads: it may capture the box
        // because Weak<Tally> is Sendable.
        DispatchQueue.concurrentPerform(iterations: 4) { _ in box.value?.record(1) }
        print("calls that reached the tally through the box:", tally.totals.calls)
        // @end step-weak-let
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
        print("subscribers:", event.subscriberCount)
        extendLifetime((ann, bob))  // step 7 says why
        // @end step-basics
    }

    // @step unsubscribe
    func unsubscribe(_ ctx: LessonContext) throws {
        // @snippet step-unsubscribe
        let event = Event<String>()
        let ann = Listener(name: "ann")
        let bob = Listener(name: "bob")
        event.subscribe(ann) { this, text in this.hear(text) }
        event.subscribe(bob) { this, text in this.hear(text) }
        event.unsubscribe(ann)
        event.raise("4 orders")
        print("subscribers:", event.subscriberCount)
        extendLifetime((ann, bob))
        // @end step-unsubscribe
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
        extendLifetime(ann)

        ann = nil
        print("ann alive:", probe != nil)
        print("subscribers:", event.subscriberCount)
        print("entries:", event.entries.count)
        event.raise("hello")
        print("after the raise, entries: \(event.entries.count)")
        extendLifetime(bob)
        // @end step-weak-subscribers
    }

    // @step void-events
    func voidEvents(_ ctx: LessonContext) throws {
        // @snippet step-void
        let viewModel = OrdersVM()
        let ann = Listener(name: "ann")
        viewModel.changed.subscribe(ann) { this in this.hear("changed") }
        viewModel.load(["Order #0", "Order #1"])
        print("ann reads the view model:", viewModel.orders)
        extendLifetime(ann)
        // @end step-void
    }

    // @step screen
    func screen(_ ctx: LessonContext) throws {
        // @snippet step-screen
        let viewModel = OrdersVM()
        let screen = OrdersVC(viewModel: viewModel)
        screen.present()
        viewModel.load(["Order #0", "Order #1", "Order #2"])
        print(screen.render().joined(separator: "\n"))
        // @end step-screen
        ctx.expose("screen", note: "step 10's OrdersVC, its list and their view model", screen)
    }

    // @step order
    func order(_ ctx: LessonContext) throws {
        let event = Event<String>()
        let clock = LessonClock()
        let marbles = MarbleRecorder(clock: clock)
        let ann = Listener(name: "ann", drawing: marbles.track("ann"))
        let bob = Listener(name: "bob", drawing: marbles.track("bob"))
        let carl = Listener(name: "carl", drawing: marbles.track("carl"))
        for listener in [ann, bob, carl] {
            event.subscribe(listener) { this, text in this.hear(text) }
        }
        clock.advance(by: .milliseconds(100))
        // @snippet step-order
        event.raise("one")
        event.subscribe(ann) { this, text in this.hear(text.uppercased()) }
        clock.advance(by: .milliseconds(100))
        event.raise("two")
        event.unsubscribe(bob)
        event.subscribe(bob) { this, text in this.hear(text) }
        clock.advance(by: .milliseconds(100))
        event.raise("three")
        draw(.marbles(marbles.diagram(
            title: "ann subscribes again; bob leaves, comes back")))
        // @end step-order
        extendLifetime((ann, bob, carl))
    }
}
