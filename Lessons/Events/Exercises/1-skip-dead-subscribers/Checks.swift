import CellKit

/// A subscriber with a name, and the log its handlers write to: the checks' own, so that they
/// can tell who was called, in what order.
final class Watcher {
    let name: String
    init(_ name: String) { self.name = name }
}

final class CallLog {
    var calls: [String] = []
}

/// Subscribes `watcher` with a handler that writes "name: args" to `log`.
func subscribe(_ watcher: Watcher, to event: Event<String>, log: CallLog) {
    event.subscribe(watcher) { this, text in log.calls.append("\(this.name): \(text)") }
}

func checks() -> [Check] {
    [
        Check("raise calls every live subscriber, in the order they subscribed") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann")
            let bob = Watcher("bob")
            subscribe(ann, to: event, log: log)
            subscribe(bob, to: event, log: log)
            event.raise("3 orders")
            try expectEqual(log.calls, ["ann: 3 orders", "bob: 3 orders"], "raise should call ann's handler, then bob's, each with the event's arguments")
            withExtendedLifetime((ann, bob)) {}
        },
        Check("raise skips a subscriber that has died") {
            let event = Event<String>()
            let log = CallLog()
            var ann: Watcher? = Watcher("ann")
            let bob = Watcher("bob")
            subscribe(ann!, to: event, log: log)
            subscribe(bob, to: event, log: log)
            ann = nil
            event.raise("3 orders")
            try expectEqual(log.calls, ["bob: 3 orders"], "ann is gone, so only bob should hear the raise: skip a subscription whose subscriber reads nil")
            withExtendedLifetime(bob) {}
        },
        Check("raise goes on past a dead subscriber to the ones after it") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann")
            var bob: Watcher? = Watcher("bob")
            let carl = Watcher("carl")
            subscribe(ann, to: event, log: log)
            subscribe(bob!, to: event, log: log)
            subscribe(carl, to: event, log: log)
            bob = nil
            event.raise("3 orders")
            try expectEqual(log.calls, ["ann: 3 orders", "carl: 3 orders"], "bob died between ann and carl: skip him and go on (`continue`, not `break` or `return`)")
            withExtendedLifetime((ann, carl)) {}
        },
        Check("raise drops the subscriptions of dead subscribers, and only theirs") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann")
            var bob: Watcher? = Watcher("bob")
            var carl: Watcher? = Watcher("carl")
            let dave = Watcher("dave")
            for watcher in [ann, bob!, carl!, dave] {
                subscribe(watcher, to: event, log: log)
            }
            bob = nil
            carl = nil
            event.raise("first")
            try expectEqual(event.entryCount, 2, "bob and carl died, and after the raise the event should keep only ann's and dave's subscriptions")
            event.raise("second")
            try expectEqual(log.calls, ["ann: first", "dave: first", "ann: second", "dave: second"], "after dropping the dead, ann and dave should still hear every raise (did the wrong subscription go?)")
            withExtendedLifetime((ann, dave)) {}
        },
        Check("a subscriber that dies during a raise, before its turn, is skipped") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann")
            var bob: Watcher? = Watcher("bob")
            event.subscribe(ann) { this, text in
                log.calls.append("\(this.name): \(text)")
                bob = nil  // ann's handler lets go of bob, the way closing a screen lets go of its views
            }
            let carl = Watcher("carl")
            subscribe(bob!, to: event, log: log)
            subscribe(carl, to: event, log: log)
            event.raise("closing")
            try expectEqual(log.calls, ["ann: closing", "carl: closing"], "ann's handler let go of bob, so when his turn came he was dead: check that each subscriber is alive right before calling its handler, and go on to carl")
            withExtendedLifetime((ann, carl)) {}
        },
    ]
}
