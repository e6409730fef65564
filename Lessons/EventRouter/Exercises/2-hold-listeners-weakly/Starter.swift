@testable import EventRouter

/// The handler's listener list: listeners in the order they were added. It should hold them
/// weakly, and it does not.
struct WeakListenerList<Listener> {
    // TODO: this array holds every listener strongly. Keep each one weakly instead.
    private var listeners: [Listener?] = []

    mutating func add(_ listener: Listener) {
        // The article's way: a weak local. The local is weak; the array it is appended to is not.
        weak let weakListener = listener as AnyObject
        listeners.append(weakListener as? Listener)
    }

    mutating func remove(_ listener: Listener) {
        listeners.removeAll { ($0 as AnyObject) === (listener as AnyObject) }
    }

    /// The live listeners, in the order they were added. Entries of listeners that died are
    /// dropped on the way.
    mutating func alive() -> [Listener] {
        listeners.compactMap { $0 }
    }

    /// How many entries the list holds, dead or alive.
    var count: Int { listeners.count }
}
