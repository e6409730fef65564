// wrong: count counts the live listeners only, so it hides the dead entries the list still holds
// caught by: count counts a dead listener's entry until alive() drops it
@testable import EventRouter

/// The handler's listener list: listeners in the order they were added, each held weakly.
///
/// `Listener` is a class-bound protocol's existential (`any ChatListListening`); a generic
/// parameter cannot be declared `weak`, so each entry keeps its listener as a weak `AnyObject`
/// and `alive()` casts it back.
struct WeakListenerList<Listener> {
    private struct Entry {
        weak var object: AnyObject?
    }

    private var entries: [Entry] = []

    mutating func add(_ listener: Listener) {
        entries.append(Entry(object: listener as AnyObject))
    }

    mutating func remove(_ listener: Listener) {
        let object = listener as AnyObject
        entries.removeAll { $0.object == nil || $0.object === object }
    }

    /// The live listeners, in the order they were added. Entries of listeners that died are
    /// dropped on the way.
    mutating func alive() -> [Listener] {
        entries.removeAll { $0.object == nil }
        return entries.compactMap { $0.object as? Listener }
    }

    /// How many entries the list holds, dead or alive.
    var count: Int { entries.count { $0.object != nil } }
}
