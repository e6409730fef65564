/// Listeners held weakly, in the order they were added. A dead listener is skipped and its
/// entry removed the next time the list is told anything.
///
/// `Listener` is meant to be a class-bound protocol (`any ChatListListening`); Swift cannot say
/// "an existential of a class-bound protocol" in a generic constraint, so `add` stores the
/// listener as `AnyObject` and `alive` casts it back.
// @snippet listener-list
struct ListenerList<Listener> {
    private struct Entry {
        weak var object: AnyObject?
        let name: String  // for `listeners`, even once dead
    }

    private var entries: [Entry] = []

    mutating func add(_ listener: Listener) {
        let object = listener as AnyObject
        entries.append(Entry(object: object, name: Self.name(of: object)))
    }

    /// The live listeners; dead entries are dropped on the way.
    mutating func alive() -> [Listener] {
        entries.removeAll { $0.object == nil }
        return entries.compactMap { $0.object as? Listener }
    }
}
// @end listener-list

extension ListenerList {
    mutating func remove(_ listener: Listener) {
        let object = listener as AnyObject
        entries.removeAll { $0.object == nil || $0.object === object }
    }

    /// Every entry, dead or alive, without dropping any: for `listeners` and the steps.
    var report: [(name: String, isAlive: Bool)] {
        entries.map { ($0.name, $0.object != nil) }
    }

    private static func name(of object: AnyObject) -> String {
        if object is MarbleListener { return "the marbles recorder" }
        if let screen = object as? ChatListening { return "\(type(of: object))(\(screen.contact))" }
        return "\(type(of: object))"
    }
}
