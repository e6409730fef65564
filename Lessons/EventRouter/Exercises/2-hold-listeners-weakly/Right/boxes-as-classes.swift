// right: keeps each listener in a small final class with a weak property, and filters into a new array instead of removing in place
@testable import EventRouter

/// The handler's listener list: listeners in the order they were added, each held weakly.
struct WeakListenerList<Listener> {
    /// A box: the only place the listener is referenced, and weakly.
    private final class Box {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private var boxes: [Box] = []

    mutating func add(_ listener: Listener) {
        boxes.append(Box(listener as AnyObject))
    }

    mutating func remove(_ listener: Listener) {
        let object = listener as AnyObject
        boxes = boxes.filter { $0.object !== object }
    }

    /// The live listeners, in the order they were added. Entries of listeners that died are
    /// dropped on the way.
    mutating func alive() -> [Listener] {
        boxes = boxes.filter { $0.object != nil }
        return boxes.compactMap { $0.object as? Listener }
    }

    /// How many entries the list holds, dead or alive.
    var count: Int { boxes.count }
}
