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
        Check("raising keeps no subscriber alive") {
            let event = Event<String>()
            let log = CallLog()
            var ann: Watcher? = Watcher("ann")
            weak let probe = ann
            subscribe(ann!, to: event, log: log)
            event.raise("first")
            ann = nil
            try expect(probe == nil, "ann's owner let her go after a raise, and she is still alive: once raise returns, the event must hold no strong reference to a subscriber")
            event.raise("second")
            try expectEqual(event.entryCount, 0, "ann died, and the next raise should have dropped her subscription")
        },
        Check("a subscriber is known by its identity, not by its fields") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann"), bob = Watcher("bob"), twin = Watcher("ann")
            event.subscribe(ann) { _, text in log.calls.append("ann's first handler: \(text)") }
            subscribe(bob, to: event, log: log)
            subscribe(ann, to: event, log: log)
            event.subscribe(twin) { _, text in log.calls.append("ann's twin: \(text)") }
            event.raise("hello")
            try expectEqual(log.calls, ["ann: hello", "bob: hello", "ann's twin: hello"], "subscribing ann again should replace her handler and keep her place, and her twin (another object with the same name) is a subscriber of its own")
            try expectEqual(event.entryCount, 3, "ann subscribed twice and her twin once: the event should keep three subscriptions, one per object")
        },
        Check("a raise with no live subscriber calls nobody and keeps nothing") {
            let event = Event<String>()
            let log = CallLog()
            event.raise("to nobody")
            try expectEqual(event.entryCount, 0, "a raise with nobody subscribed should leave the event empty")
            var ann: Watcher? = Watcher("ann")
            var bob: Watcher? = Watcher("bob")
            subscribe(ann!, to: event, log: log)
            subscribe(bob!, to: event, log: log)
            ann = nil
            bob = nil
            event.raise("to the dead")
            try expectEqual(log.calls, [], "every subscriber had died, so nobody should hear the raise")
            try expectEqual(event.entryCount, 0, "every subscriber had died, and after the raise the event should keep no subscription")
        },
        exploredRaise(),
    ]
}

/// One step of an explored sequence.
enum Step {
    /// `who` subscribes; inside each raise its handler lets go of `releasing`, if any.
    case subscribe(String, releasing: String?)
    case unsubscribe(String)
    case raise
    /// The test lets go of `who`: the subscriber dies, for good.
    case release(String)

    var words: String {
        switch self {
        case .subscribe(let who, nil): "subscribe \(who)"
        case .subscribe(let who, let other?): "subscribe \(who), whose handler lets go of \(other)"
        case .unsubscribe(let who): "unsubscribe \(who)"
        case .raise: "raise"
        case .release(let who): "\(who) is released"
        }
    }
}

/// What the contract says, step by step: live subscribers in the order they first subscribed.
struct RaiseModel {
    var entries: [(name: String, releasing: String?)] = []
    var alive: Set<String> = ["ann", "bob", "carl"]
    var calls: [String] = []

    mutating func subscribe(_ name: String, releasing: String?) {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].releasing = releasing
        } else {
            entries.append((name, releasing))
        }
    }

    /// Raises, and says how many entries the event may keep afterwards: the live ones, and at
    /// most those who died during the raise besides (the contract leaves open when they go).
    mutating func raise(_ text: String) -> ClosedRange<Int> {
        entries.removeAll { !alive.contains($0.name) }
        for entry in entries where alive.contains(entry.name) {
            calls.append("\(entry.name): \(text)")
            if let other = entry.releasing { alive.remove(other) }
        }
        return entries.count { alive.contains($0.name) }...entries.count
    }
}

/// The test's own subscribers, made once and never again (a new one might be born at a dead
/// one's address), and what their handlers write.
final class Held {
    var watchers = ["ann": Watcher("ann"), "bob": Watcher("bob"), "carl": Watcher("carl")]
    let log = CallLog()
}

func exploredRaise() -> Check {
    Check("whatever subscribes, unsubscribes and dies, each raise calls exactly the live subscribers, in order, and keeps only their entries") {
        let names = ["ann", "bob", "carl"]
        try explore(operation: { random in
            let who = random.pick(names)
            switch random.int(in: 0...9) {
            case 0...3: return Step.subscribe(who, releasing: random.chance(25) ? random.pick(names) : nil)
            case 4: return .unsubscribe(who)
            case 5...7: return .raise
            default: return .release(who)
            }
        }, describe: \.words, simpler: { step in
            if case .subscribe(let who, _?) = step { return [.subscribe(who, releasing: nil)] }
            return []
        }) { steps in
            let event = Event<String>()
            let held = Held()
            var model = RaiseModel()
            var raises = 0
            for step in steps {
                switch step {
                case .subscribe(let who, let other):
                    guard let watcher = held.watchers[who] else { continue }
                    event.subscribe(watcher) { [unowned held] this, text in
                        held.log.calls.append("\(this.name): \(text)")
                        if let other { held.watchers[other] = nil }
                    }
                    model.subscribe(who, releasing: other)
                case .unsubscribe(let who):
                    guard let watcher = held.watchers[who] else { continue }
                    event.unsubscribe(watcher)
                    model.entries.removeAll { $0.name == who }
                case .release(let who):
                    held.watchers[who] = nil
                    model.alive.remove(who)
                case .raise:
                    raises += 1
                    let before = (held.log.calls.count, model.calls.count)
                    event.raise("#\(raises)")
                    let kept = model.raise("#\(raises)")
                    try expectEqual(Array(held.log.calls[before.0...]), Array(model.calls[before.1...]), "the last raise called the wrong subscribers, or in the wrong order")
                    try expect(kept.contains(event.entryCount), "after the last raise the event keeps \(event.entryCount) subscriptions: it should keep those of the live subscribers only")
                }
            }
        }
    }
}
