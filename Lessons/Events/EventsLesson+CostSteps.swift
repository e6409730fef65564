import ConsoleViews
import Foundation
import LessonKit
import OpenCombine

// Steps 19 to 22 (deeper): what a raise costs, one weak load, and @inlinable.
extension EventsLesson {
    // @step raise-cost
    func raiseCost(_ ctx: LessonContext) throws {
        let event = Event<String>()
        let ann = Listener(name: "ann"), bob = Listener(name: "bob")
        var carl: Listener? = Listener(name: "carl")
        event.subscribe(ann) { this, text in this.hear(text) }
        event.subscribe(carl!) { this, text in this.hear(text) }
        event.subscribe(bob) { this, text in this.hear(text) }
        // @snippet step-raise-article
        // ann, carl and bob subscribed, in that order
        carl = nil
        print("carl has died; entries: \(event.entries.count)")
        event.raiseLikeTheArticle("checked first")
        print("after the raise, entries: \(event.entries.count)")
        extendLifetime((ann, bob))
        // @end step-raise-article
    }

    // @step one-weak-load
    func oneWeakLoad(_ ctx: LessonContext) throws {
        let event = Event<String>()
        let ann = Listener(name: "ann"), bob = Listener(name: "bob")
        var dora: Listener? = Listener(name: "dora")
        event.subscribe(ann) { this, text in this.hear(text) }
        event.subscribe(dora!) { this, text in this.hear(text) }
        event.subscribe(bob) { this, text in this.hear(text) }
        // @snippet step-raise-real
        // ann, dora and bob subscribed, in that order
        dora = nil
        print("dora has died; entries: \(event.entries.count)")
        event.raise("checked in passing")
        print("after the raise, entries: \(event.entries.count)")
        extendLifetime((ann, bob))
        // @end step-raise-real
    }

    // @step inlinable
    func inlinable(_ ctx: LessonContext) throws {
        // @snippet step-inlinable
        let event = Event<Int>()
        let tally = Tally(name: "tally")
        event.subscribe(tally) { this, value in this.record(value) }
        for value in 1...1000 { event.raise(value) }
        print("calls: \(tally.totals.calls), sum: \(tally.totals.sum)")
        // @end step-inlinable
    }

    // @step inlinable-price
    func inlinablePrice(_ ctx: LessonContext) throws {
        // @snippet step-inlinable-price
        let event = Event<Int>()
        let tally = Tally(name: "tally")
        event.subscribe(tally) { this, value in this.record(value) }
        event.raise(1)                 // inlined into this module's code
        event.raiseLikeTheArticle(2)   // the article's shape
        print("calls: \(tally.totals.calls), sum: \(tally.totals.sum)")
        // @end step-inlinable-price
    }
}
