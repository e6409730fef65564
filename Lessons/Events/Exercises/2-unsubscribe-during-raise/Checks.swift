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

/// Subscribes `watcher` with a handler that writes "name: args" to `log`, then runs `also`.
func subscribe(_ watcher: Watcher, to event: Event<String>, log: CallLog, also: @escaping (Watcher) -> Void = { _ in }) {
    event.subscribe(watcher) { this, text in
        log.calls.append("\(this.name): \(text)")
        also(this)
    }
}

func checks() -> [Check] {
    [
        Check("a subscriber unsubscribed by an earlier handler is not called in that raise") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann")
            let bob = Watcher("bob")
            subscribe(ann, to: event, log: log) { [unowned event] _ in event.unsubscribe(bob) }
            subscribe(bob, to: event, log: log)
            event.raise("first")
            try expectEqual(log.calls, ["ann: first"], "ann's handler unsubscribed bob, and then bob's handler ran anyway: once unsubscribe returns, skip that subscriber, even in a raise already under way")
            event.raise("second")
            try expectEqual(log.calls, ["ann: first", "ann: second"], "bob unsubscribed, yet heard the next raise")
        },
        Check("a handler that unsubscribes itself does not make the raise skip the next subscriber") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann")
            let bob = Watcher("bob")
            let carl = Watcher("carl")
            subscribe(ann, to: event, log: log) { [unowned event] this in event.unsubscribe(this) }
            subscribe(bob, to: event, log: log)
            subscribe(carl, to: event, log: log)
            event.raise("first")
            try expectEqual(log.calls, ["ann: first", "bob: first", "carl: first"], "ann unsubscribed herself in her handler, and the raise lost its place: every subscriber still subscribed must hear it (walking the live array by index skips the one after a removal)")
            event.raise("second")
            try expectEqual(log.calls.suffix(2), ["bob: second", "carl: second"], "after ann unsubscribed, the next raise should call bob and carl only")
            withExtendedLifetime((ann, bob, carl)) {}
        },
        Check("someone subscribed during a raise hears the next raise, not that one") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann")
            let carl = Watcher("carl")
            subscribe(ann, to: event, log: log) { [unowned event] _ in subscribe(carl, to: event, log: log) }
            event.raise("first")
            try expectEqual(log.calls, ["ann: first"], "ann's handler subscribed carl, and carl heard the raise that was already under way: a raise calls only who was subscribed when it started")
            event.raise("second")
            try expectEqual(log.calls, ["ann: first", "ann: second", "carl: second"], "carl, subscribed during the first raise, should hear the second, once")
        },
        Check("unsubscribing and subscribing again between raises still work") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann")
            let bob = Watcher("bob")
            subscribe(ann, to: event, log: log)
            subscribe(bob, to: event, log: log)
            event.raise("first")
            event.unsubscribe(ann)
            event.raise("second")
            try expectEqual(log.calls, ["ann: first", "bob: first", "bob: second"], "ann unsubscribed after the first raise and should hear nothing after it")
            try expectEqual(event.entryCount, 1, "after ann unsubscribed, the event should keep bob's subscription only")
            subscribe(ann, to: event, log: log)
            event.raise("third")
            try expectEqual(log.calls.dropFirst(3), ["bob: third", "ann: third"], "ann subscribed again after unsubscribing, and should hear the third raise, after bob")
            withExtendedLifetime((ann, bob)) {}
        },
        Check("dead subscribers are still skipped and dropped") {
            let event = Event<String>()
            let log = CallLog()
            var ann: Watcher? = Watcher("ann")
            let bob = Watcher("bob")
            subscribe(ann!, to: event, log: log)
            subscribe(bob, to: event, log: log)
            ann = nil
            event.raise("first")
            try expectEqual(log.calls, ["bob: first"], "ann is gone, so only bob should hear the raise")
            try expectEqual(event.entryCount, 1, "ann died, and the raise should have dropped her subscription")
            withExtendedLifetime(bob) {}
        },
    ]
}
