/// A weak reference in a box, so that it can be a dictionary key or sit in an array.
///
/// Two boxes are equal, and hash alike, when they were made with the same object. That identity
/// is captured at init and never changes: after the object dies, `value` becomes nil, but the box
/// still hashes as before, so a dictionary can still find it (and remove it).
///
/// One caveat: a new object may be born at a dead one's address, and then a box made with it
/// equals the dead one's box. Whoever keeps boxes drops the dead ones before it compares.
// @snippet weak
public final class Weak<T: AnyObject> {
    /// The object, or nil once it has died. `weak let` (SE-0481): set
    /// once, in init; only the runtime changes it, to nil.
    public weak let value: T?
    /// The object's identity, taken once: the box's hash, dead or alive.
    private let id: ObjectIdentifier

    public var isAlive: Bool { value != nil }

    public init(_ value: T) {
        self.value = value
        id = ObjectIdentifier(value)
    }
}
// @end weak

// @snippet weak-hashable
extension Weak: Hashable {
    public static func == (a: Weak, b: Weak) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
// @end weak-hashable

// Nothing in a box can change but by the runtime, so it is as Sendable as the object it holds.
// @snippet weak-sendable
extension Weak: Sendable where T: Sendable {}
// @end weak-sendable
