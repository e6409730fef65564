import CellKit
@testable import EventRouter

/// A chat list screen with a name, to tell listeners apart.
final class NamedScreen: ChatListListening {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    func updated(list: ChatListViewModel) {}
}

/// The checks' list: of a class-bound protocol's existential, as the handler's lists are.
typealias ScreenList = WeakListenerList<any ChatListListening>

/// The names of the live listeners, in the order `alive()` gives them.
func aliveNames(_ list: inout ScreenList) -> [String] {
    list.alive().map { ($0 as? NamedScreen)?.name ?? "?" }
}

func checks() -> [Check] {
    [
        Check("the list does not keep a closed screen alive") {
            var list = ScreenList()
            var screen: NamedScreen? = NamedScreen("chats")
            weak let probe = screen
            list.add(screen!)
            screen = nil
            try expect(probe == nil, "the screen's owner let it go, and it is still alive: the list holds it strongly. An optional in an array is a strong reference, whatever variable it came from; keep each listener in an entry whose stored property is weak")
        },
        Check("alive() gives the listeners in the order they were added") {
            var list = ScreenList()
            let screens = [NamedScreen("a"), NamedScreen("b"), NamedScreen("c")]
            for screen in screens { list.add(screen) }
            try expectEqual(aliveNames(&list), ["a", "b", "c"], "alive() should give every live listener, oldest first")
            extendLifetime(screens)
        },
        Check("a listener that died is skipped") {
            var list = ScreenList()
            let first = NamedScreen("a"), last = NamedScreen("c")
            var middle: NamedScreen? = NamedScreen("b")
            list.add(first)
            list.add(middle!)
            list.add(last)
            middle = nil
            try expectEqual(aliveNames(&list), ["a", "c"], "b was let go by its owner, so alive() should skip it")
            extendLifetime(first)
            extendLifetime(last)
        },
        Check("alive() drops the entries of listeners that died") {
            var list = ScreenList()
            let kept = NamedScreen("kept")
            var gone: NamedScreen? = NamedScreen("gone")
            list.add(kept)
            list.add(gone!)
            gone = nil
            _ = list.alive()
            try expectEqual(list.count, 1, "after alive(), the list still counts the dead listener's entry: remove dead entries as you go, or the list grows with every screen ever shown")
            extendLifetime(kept)
        },
        Check("remove(_:) takes out that listener only") {
            var list = ScreenList()
            let first = NamedScreen("a"), second = NamedScreen("b")
            list.add(first)
            list.add(second)
            list.remove(first)
            try expectEqual(aliveNames(&list), ["b"], "after remove(a), only b should be left")
            try expectEqual(list.count, 1, "remove(_:) should take the entry out of the list")
            extendLifetime(first)
            extendLifetime(second)
        },
        Check("count counts a dead listener's entry until alive() drops it") {
            var list = ScreenList()
            let kept = NamedScreen("kept")
            var gone: NamedScreen? = NamedScreen("gone")
            list.add(kept)
            list.add(gone!)
            gone = nil
            try expectEqual(list.count, 2, "count says how many entries the list holds, dead or alive: the dead listener's entry is there until alive() drops it")
            try expectEqual(aliveNames(&list), ["kept"], "alive() should give only the live listener")
            try expectEqual(list.count, 1, "after alive(), the dead listener's entry should be gone")
            extendLifetime(kept)
        },
        Check("remove(_:) knows a listener by its identity, not by its fields") {
            var list = ScreenList()
            let first = NamedScreen("a"), twin = NamedScreen("a")
            list.add(first)
            list.add(twin)
            list.remove(first)
            let left = list.alive()
            try expect(left.count == 1 && left.first.map { $0 === twin } == true, "remove(a) took out \(2 - left.count) listeners: it should take out that very object and leave its twin (another screen with the same name)")
            extendLifetime(first)
        },
        Check("an empty list gives nobody, and removing a stranger changes nothing") {
            var list = ScreenList()
            try expectEqual(aliveNames(&list), [], "a list nobody was added to should give nobody")
            try expectEqual(list.count, 0, "a list nobody was added to should hold no entry")
            let member = NamedScreen("a"), stranger = NamedScreen("b")
            list.add(member)
            list.remove(stranger)
            try expectEqual(aliveNames(&list), ["a"], "removing a listener that was never added should leave the others")
            try expectEqual(list.count, 1, "removing a listener that was never added should take out no entry")
            extendLifetime(member)
            extendLifetime(stranger)
        },
        exploredList(),
    ]
}

/// One step of an explored sequence.
enum Step {
    case add(String)
    case remove(String)
    /// The screen's owner lets it go.
    case close(String)
    case alive

    var words: String {
        switch self {
        case .add(let name): "add \(name)"
        case .remove(let name): "remove \(name)"
        case .close(let name): "\(name) is closed"
        case .alive: "alive()"
        }
    }
}

func exploredList() -> Check {
    Check("whatever is added, removed and closed, alive() gives the live listeners in the order they were added") {
        let names = ["a", "b", "c", "d"]
        try explore(operation: { random in
            let name = random.pick(names)
            switch random.int(in: 0...9) {
            case 0...3: return Step.add(name)
            case 4...5: return .remove(name)
            case 6...7: return .close(name)
            default: return .alive
            }
        }, describe: \.words) { steps in
            // Every screen made once (a new one might be born at a dead one's address).
            var screens = Dictionary(uniqueKeysWithValues: names.map { ($0, NamedScreen($0)) })
            var list = ScreenList()
            // What the list holds: names, the closed ones' included until alive() drops them.
            var entries: [String] = []
            for step in steps {
                switch step {
                case .add(let name):
                    guard let screen = screens[name], !entries.contains(name) else { continue }
                    list.add(screen)
                    entries.append(name)
                case .remove(let name):
                    guard let screen = screens[name] else { continue }
                    list.remove(screen)
                    entries.removeAll { $0 == name }
                case .close(let name):
                    screens[name] = nil
                case .alive:
                    entries.removeAll { screens[$0] == nil }
                    try expectEqual(aliveNames(&list), entries, "alive() gave the wrong listeners, or in the wrong order")
                    try expectEqual(list.count, entries.count, "after alive(), count should be the number of live listeners")
                }
                let live = entries.count { screens[$0] != nil }
                try expect((live...entries.count).contains(list.count), "count is \(list.count): it should count every entry not yet dropped, the live listeners' at least")
            }
        }
    }
}
