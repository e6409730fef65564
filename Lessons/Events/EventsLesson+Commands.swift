import LessonKit

/// The lesson's commands: they poke the live event and the listeners the lesson keeps (`Live`),
/// fresh on every `open` and `reset`.
extension EventsLesson {
    public var commands: [LessonCommand] {
        [listenCommand, dropCommand, unsubscribeCommand, raiseCommand, subscribersCommand, benchCommand]
    }

    /// Names `listen` offers when completing, besides the listeners the lesson holds.
    static let suggestedNames = ["ann", "bob", "carl", "dora"]

    var listenCommand: LessonCommand {
        LessonCommand(
            "listen",
            usage: "<name>",
            summary: "subscribe the listener by that name, made if new",
            complete: { [live] index, _ in
                guard index == 0 else { return [] }
                let held = live.listeners.map(\.name)
                let fresh = Self.suggestedNames.filter { name in !held.contains { $0.lowercased() == name } }
                return held + fresh
            }
        ) { [live] arguments in
            let name = try arguments.string(0, "listener name")
            try arguments.expectAtMost(1)
            try Self.validate(name)
            live.listen(name)
        }
    }

    var dropCommand: LessonCommand {
        LessonCommand(
            "drop",
            usage: "<name>",
            summary: "let go of a listener: nothing else holds it, so it dies",
            complete: { [live] index, _ in index == 0 ? live.listeners.map(\.name) : [] }
        ) { [live] arguments in
            let name = try live.heldName(arguments, for: "drop")
            try arguments.expectAtMost(1)
            live.drop(named: name)
        }
    }

    var unsubscribeCommand: LessonCommand {
        LessonCommand(
            "unsubscribe",
            aliases: ["unsub"],
            usage: "<name>",
            summary: "unsubscribe a listener; the lesson still holds it",
            complete: { [live] index, _ in
                index == 0 ? live.listeners.filter(live.isSubscribed).map(\.name) : []
            }
        ) { [live] arguments in
            let name = try live.heldName(arguments, for: "unsubscribe")
            try arguments.expectAtMost(1)
            live.unsubscribe(live.listeners.first { $0.name == name }!)
        }
    }

    var raiseCommand: LessonCommand {
        LessonCommand(
            "raise",
            usage: "[value]",
            summary: "raise the live event with a value (default: ping)",
            complete: { index, _ in index == 0 ? ["ping", "hello"] : [] }
        ) { [live] arguments in
            let value = arguments.optional(0) ?? "ping"
            try arguments.expectAtMost(1)
            guard value.count <= 40 else {
                throw CommandError("a value is at most 40 characters long, not \(value.count): '\(value.shortened)'")
            }
            live.raise(value)
        }
    }

    var subscribersCommand: LessonCommand {
        LessonCommand(
            "subscribers",
            aliases: ["subs"],
            summary: "list the event's entries in the order a raise calls them",
            readsOnly: true
        ) { [live] arguments in
            try arguments.expectAtMost(0)
            live.listSubscribers()
        }
    }

    /// A letter, then up to 15 letters, digits, `-` or `_`: short enough for a table.
    static func validate(_ name: String) throws {
        let allowed = name.first?.isLetter == true && name.count <= 16
            && name.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") && $0.isASCII }
        guard allowed else {
            throw CommandError("a listener name is a letter, then up to 15 letters, digits, - or _; not '\(name.shortened)'")
        }
    }
}

extension EventsLesson.Live {
    /// The name of the held listener the first argument names (case-insensitive), with a
    /// did-you-mean. A name, not the listener: `drop` must not hold it while letting go.
    func heldName(_ arguments: CommandArguments, for action: String) throws -> String {
        let name = try arguments.string(0, "listener")
        if !listeners.contains(where: { $0.name.lowercased() == name.lowercased() }),
           let gone = dropped.first(where: { $0.lowercased() == name.lowercased() }) {
            throw CommandError("\(gone) was dropped and has died; 'listen \(gone)' makes a new one")
        }
        guard !listeners.isEmpty else {
            throw CommandError("the lesson holds no listeners to \(action): try 'listen ann'")
        }
        return try arguments.choice(0, "listener", from: listeners.map(\.name))
    }

    func isSubscribed(_ listener: Listener) -> Bool {
        event.entries.contains(Weak(listener))
    }

    /// `2 of 3`: where the listener stands in the order a raise calls.
    func place(of listener: Listener) -> String {
        let entries = event.entries
        let index = entries.firstIndex(of: Weak(listener)) ?? entries.count
        return "\(index + 1) of \(entries.count)"
    }

    func listen(_ name: String) {
        let deadBefore = deadEntries
        if let listener = listeners.first(where: { $0.name.lowercased() == name.lowercased() }) {
            let wasSubscribed = isSubscribed(listener)
            if !wasSubscribed { listener.line = marbles.track(listener.name) }
            subscribe(listener)
            if wasSubscribed {
                print("\(listener.name) subscribed again: its handler is replaced, its place kept (\(place(of: listener)))")
            } else {
                print("\(listener.name) subscribed again, at the end of the line (\(place(of: listener)))")
            }
        } else {
            let listener = Listener(name: name)
            listener.line = marbles.track(name)
            lifetimes.track(numbered: listener, label: name)
            listeners.append(listener)
            subscribe(listener)
            let wasDropped = dropped.contains { $0.lowercased() == name.lowercased() }
            dropped.removeAll { $0.lowercased() == name.lowercased() }
            print("\(wasDropped ? "a new " : "")\(name) subscribed (\(place(of: listener)))")
        }
        reportRemoved(deadBefore, by: "subscribing")
    }

    func drop(named name: String) {
        let index = listeners.firstIndex { $0.name == name }!
        let wasSubscribed = isSubscribed(listeners[index])
        weak let probe = listeners[index]
        listeners[index].line?.died()
        listeners.remove(at: index)
        dropped.append(name)
        print("the lesson let go of \(name); nobody else held it, so it died (weak probe: \(probe == nil ? "nil" : "still alive"))")
        if wasSubscribed {
            let count = event.entries.count
            print("the event still keeps its entry: \(count) entr\(count == 1 ? "y" : "ies"), subscriberCount \(event.subscriberCount)")
            print("the next raise skips it and removes it (so would a subscribe or unsubscribe)")
        } else {
            print("it was not subscribed, so the event has nothing to clean up")
        }
    }

    func unsubscribe(_ listener: Listener) {
        guard isSubscribed(listener) else {
            print("\(listener.name) is not subscribed: nothing to do ('listen \(listener.name)' subscribes it)")
            return
        }
        let deadBefore = deadEntries
        event.unsubscribe(listener)
        listener.line?.cancelled()
        print("\(listener.name) unsubscribed: still alive, since the lesson holds it, but no raise calls it")
        reportRemoved(deadBefore, by: "unsubscribing")
    }

    func raise(_ value: String) {
        let deadBefore = deadEntries
        if event.subscriberCount == 0 {
            print("nobody hears '\(value)': the event has no live subscribers (try 'listen ann')")
        }
        event.raise(value)
        reportRemoved(deadBefore, by: "the raise skipped and")
    }

    func listSubscribers() {
        let entries = event.entries
        if entries.isEmpty {
            print("the event keeps no entries: try 'listen ann'")
        } else {
            print("the event keeps \(entries.count) \(entries.count == 1 ? "entry" : "entries"); a raise calls them in this order:")
            let width = entries.map { name(of: $0).count }.max() ?? 0
            for (number, entry) in entries.enumerated() {
                let name = name(of: entry)
                let padding = String(repeating: " ", count: width - name.count)
                let state = entry.isAlive ? "alive" : "dead: the next raise, subscribe or unsubscribe removes it"
                print("  \(number + 1). \(name)\(padding)  \(state)")
            }
            print("subscriberCount: \(event.subscriberCount)")
        }
        let idle = listeners.filter { !isSubscribed($0) }.map(\.name)
        if !idle.isEmpty {
            print("alive, held by the lesson, not subscribed: " + idle.joined(separator: ", "))
        }
    }

    // MARK: helpers

    private func subscribe(_ listener: Listener) {
        event.subscribe(listener) { this, text in this.hear(text) }
        names[Weak(listener)] = listener.name
    }

    /// The dead entries the event keeps, with their names, taken before a command changes
    /// anything: a new listener may be born at a dead one's address and take over its key.
    private var deadEntries: [(entry: Weak<AnyObject>, name: String)] {
        event.entries.filter { !$0.isAlive }.map { ($0, name(of: $0)) }
    }

    private func name(of entry: Weak<AnyObject>) -> String {
        names[entry] ?? "?"
    }

    /// Says which of the dead entries `before` the event no longer keeps, then forgets their names.
    private func reportRemoved(_ before: [(entry: Weak<AnyObject>, name: String)], by whom: String) {
        let kept = Set(event.entries)
        // Compared with the dead entries only: a live one may share a dead one's identity.
        let keptDead = kept.filter { !$0.isAlive }
        let removed = before.filter { !keptDead.contains($0.entry) }
        if !removed.isEmpty {
            let list = removed.map(\.name).joined(separator: ", ")
            print("\(whom) removed \(removed.count == 1 ? "a dead entry" : "\(removed.count) dead entries"): \(list)")
        }
        names = names.filter { $0.key.isAlive || kept.contains($0.key) }
    }
}
