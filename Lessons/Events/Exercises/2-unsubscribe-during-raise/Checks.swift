import CellKit

/// A subscriber with a name, and the log its handlers write to: the checks' own, so that they
/// can tell who was called, in what order.
final class Watcher { let name: String; init(_ name: String) { self.name = name } }

final class CallLog { var calls: [String] = [] }

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
        Check("unsubscribed after their turn, a subscriber was called once and hears no more") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann"), bob = Watcher("bob")
            subscribe(ann, to: event, log: log)
            subscribe(bob, to: event, log: log) { [unowned event] _ in event.unsubscribe(ann) }
            event.raise("first")
            event.raise("second")
            try expectEqual(log.calls, ["ann: first", "bob: first", "bob: second"], "bob's handler unsubscribed ann after her turn: she should hear the first raise once, and nothing after it")
            try expectEqual(event.entryCount, 1, "ann was unsubscribed during the first raise, and the event should keep bob's subscription only")
        },
        Check("a subscriber is known by its identity: subscribing again replaces the handler in place") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann"), bob = Watcher("bob"), twin = Watcher("ann")
            event.subscribe(ann) { _, text in log.calls.append("ann's first handler: \(text)") }
            subscribe(bob, to: event, log: log)
            subscribe(ann, to: event, log: log)
            event.subscribe(twin) { _, text in log.calls.append("twin: \(text)") }
            event.raise("first")
            try expectEqual(log.calls, ["ann: first", "bob: first", "twin: first"], "subscribing ann again should replace her handler and keep her place, and her twin (another object with the same name) is a subscriber of its own")
            event.unsubscribe(twin)
            event.raise("second")
            try expectEqual(log.calls.dropFirst(3), ["ann: second", "bob: second"], "unsubscribing ann's twin should leave ann subscribed")
        },
        Check("unsubscribing someone not subscribed changes nothing") {
            let event = Event<String>()
            let log = CallLog()
            let ann = Watcher("ann"), bob = Watcher("bob"), carl = Watcher("carl")
            event.raise("to nobody")
            subscribe(ann, to: event, log: log)
            subscribe(bob, to: event, log: log)
            event.unsubscribe(carl)
            event.raise("first")
            try expectEqual(log.calls, ["ann: first", "bob: first"], "carl was never subscribed, and unsubscribing him changed who hears a raise")
            event.unsubscribe(ann)
            event.unsubscribe(ann)
            event.raise("second")
            try expectEqual(log.calls.dropFirst(2), ["bob: second"], "ann was unsubscribed twice: bob should still hear the raise, and ann not")
            try expectEqual(event.entryCount, 1, "after ann was unsubscribed twice, the event should keep bob's subscription only")
        },
        Check("the event keeps no subscriber alive, unsubscribed or not") {
            let event = Event<String>()
            let log = CallLog()
            var ann: Watcher? = Watcher("ann"), bob: Watcher? = Watcher("bob"), carl: Watcher? = Watcher("carl")
            weak let annProbe = ann, bobProbe = bob, carlProbe = carl
            subscribe(ann!, to: event, log: log) { [unowned event] _ in if let carl { event.unsubscribe(carl) } }
            subscribe(bob!, to: event, log: log)
            subscribe(carl!, to: event, log: log)
            event.raise("first")
            event.unsubscribe(bob!)
            (ann, bob, carl) = (nil, nil, nil)
            try expect(annProbe == nil && bobProbe == nil && carlProbe == nil, "ann (subscribed), bob (unsubscribed) and carl (unsubscribed during a raise) were let go by their owners, and one of them is still alive: nothing the event keeps may hold a subscriber strongly")
        },
        exploredRaise(),
    ]
}

/// One step of an explored sequence: what the test does, or what a handler does inside a raise.
enum Step {
    /// `who` subscribes; inside each raise, its handler then does `then` (if anything).
    case subscribe(String, then: HandlerMove?)
    case unsubscribe(String)
    case raise
    /// The test lets go of `who`: the subscriber dies.
    case release(String)

    var words: String {
        switch self {
        case .subscribe(let who, nil): "subscribe \(who)"
        case .subscribe(let who, .unsubscribe(let other)?): "subscribe \(who), whose handler unsubscribes \(other)"
        case .subscribe(let who, .subscribe(let other)?): "subscribe \(who), whose handler subscribes \(other)"
        case .subscribe(let who, .resubscribe(let other)?): "subscribe \(who), whose handler unsubscribes \(other) and subscribes them again"
        case .subscribe(let who, .replace(let other)?): "subscribe \(who), whose handler subscribes \(other) again with a new handler"
        case .unsubscribe(let who): "unsubscribe \(who)"
        case .raise: "raise"
        case .release(let who): "\(who) is released"
        }
    }
}

enum HandlerMove {
    case unsubscribe(String)
    case subscribe(String)
    /// Unsubscribes, then subscribes again at once.
    case resubscribe(String)
    /// Subscribes someone still subscribed again: the new handler replaces the old one at once.
    case replace(String)
}

let names = ["ann", "bob", "carl"]

/// What the contract says a raise does, step by step: the reference solution's behaviour,
/// written as the task states it.
final class EventModel {
    final class Entry {
        let name: String
        var move: HandlerMove?
        var isSubscribed = true
        init(_ name: String, _ move: HandlerMove?) { self.name = name; self.move = move }
    }
    var entries: [Entry] = []
    var alive = Set(names)
    var calls: [String] = []

    func subscribe(_ name: String, _ move: HandlerMove?) {
        guard alive.contains(name) else { return }
        if let entry = entries.first(where: { $0.name == name }) { entry.move = move } else { entries.append(Entry(name, move)) }
    }
    func unsubscribe(_ name: String) {
        guard let index = entries.firstIndex(where: { $0.name == name }) else { return }
        entries.remove(at: index).isSubscribed = false
    }
    func raise(_ text: String) {
        entries.removeAll { !alive.contains($0.name) }
        for entry in entries where entry.isSubscribed && alive.contains(entry.name) {
            calls.append("\(entry.name): \(text)")
            switch entry.move {
            case .unsubscribe(let other)?: unsubscribe(other)
            case .subscribe(let other)? where alive.contains(other) && !entries.contains(where: { $0.name == other && $0.isSubscribed }):
                subscribe(other, nil)
            case .resubscribe(let other)? where alive.contains(other): unsubscribe(other); subscribe(other, nil)
            case .replace(let other)? where entries.contains(where: { $0.name == other && $0.isSubscribed }): subscribe(other, nil)
            default: break
            }
        }
    }
}

/// What the test holds and what it has subscribed, as the test itself did it (never read back
/// from the learner's event): handlers consult it inside a raise. Every watcher is made before
/// the sequence and one released stays dead, so no subscriber is born at a dead one's address
/// (which the task does not ask the event to handle).
final class Bookkeeping {
    var watchers = Dictionary(uniqueKeysWithValues: names.map { ($0, Watcher($0)) })
    var subscribed: Set<String> = []
    weak var event: Event<String>?
    let log = CallLog()

    func subscribe(_ name: String, then move: HandlerMove?) {
        guard let event, let watcher = watchers[name] else { return }
        subscribed.insert(name)
        event.subscribe(watcher) { [unowned self] this, text in
            self.log.calls.append("\(this.name): \(text)")
            switch move {
            case .unsubscribe(let other)?:
                if let target = self.watchers[other] {
                    self.subscribed.remove(other)
                    self.event?.unsubscribe(target)
                }
            case .subscribe(let other)? where self.watchers[other] != nil && !self.subscribed.contains(other),
                 .replace(let other)? where self.subscribed.contains(other):
                self.subscribe(other, then: nil)
            case .resubscribe(let other)?:
                guard let target = self.watchers[other] else { break }
                self.event?.unsubscribe(target)
                self.subscribe(other, then: nil)
            default: break
            }
        }
    }
}

func exploredRaise() -> Check {
    Check("whatever the handlers subscribe and unsubscribe, each raise calls exactly who was subscribed when it began and still is") {
        try explore(operation: { random in
            let who = random.pick(names)
            switch random.int(in: 0...9) {
            case 0...3:
                let other = random.pick(names)
                let move: HandlerMove? = random.chance(40) ? nil : random.pick([.unsubscribe(other), .subscribe(other), .resubscribe(other), .replace(other)])
                return Step.subscribe(who, then: move)
            case 4...5: return .unsubscribe(who)
            case 6...8: return .raise
            default: return .release(who)
            }
        }, describe: \.words, simpler: { step in
            if case .subscribe(let who, _?) = step { return [.subscribe(who, then: nil)] }
            return []
        }) { steps in
            let event = Event<String>()
            let book = Bookkeeping()
            book.event = event
            let model = EventModel()
            var raises = 0
            for step in steps {
                switch step {
                case .subscribe(let who, let move):
                    book.subscribe(who, then: move)
                    model.subscribe(who, move)
                case .unsubscribe(let who):
                    guard let watcher = book.watchers[who] else { continue }
                    book.subscribed.remove(who)
                    event.unsubscribe(watcher)
                    model.unsubscribe(who)
                case .release(let who):
                    book.watchers[who] = nil
                    book.subscribed.remove(who)
                    model.alive.remove(who)
                case .raise:
                    raises += 1
                    let before = (book.log.calls.count, model.calls.count)
                    event.raise("#\(raises)")
                    model.raise("#\(raises)")
                    try expectEqual(Array(book.log.calls[before.0...]), Array(model.calls[before.1...]), "the last raise called the wrong subscribers, or in the wrong order")
                    try expectEqual(event.entryCount, model.entries.count, "after the last raise the event should keep exactly the subscriptions of live subscribers still subscribed")
                }
            }
        }
    }
}
