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
    ]
}
