// wrong: finds the entry by ObjectIdentifier alone, so a newcomer at a dead owner's address reads the dead owner's values
// caught by: a new owner at a dead owner's address reads nothing
@testable import SideTable

/// Your side table: the article's associated objects without Objective-C. Values hang on an
/// owner's `ObjectIdentifier`, one entry per owner, and in each entry one value per key. Every
/// key retains its value (the article's `.OBJC_ASSOCIATION_RETAIN_NONATOMIC`).
///
/// An `ObjectIdentifier` is only an address, and a new object can be born at a dead one's. So
/// an entry counts only while its weak `owner` is the very object asked about.
final class SideTable {
    private struct Entry {
        /// The object this entry belongs to, held weakly: it reads nil once the owner has died.
        weak var owner: AnyObject?
        var values: [ObjectIdentifier: Any] = [:]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// `table[owner, key]` reads and writes like a stored property would; nil removes.
    subscript<Value>(owner: AnyObject, key: AssociationKey<Value>) -> Value? {
        get {
            liveEntry(of: owner)?.values[ObjectIdentifier(key)] as? Value
        }
        set {
            var entry = liveEntry(of: owner) ?? Entry(owner: owner)
            entry.values[ObjectIdentifier(key)] = newValue
            entries[ObjectIdentifier(owner)] = entry.values.isEmpty ? nil : entry
        }
    }

    /// `owner`'s entry. One in its slot whose owner has died belonged to an earlier object at
    /// the same address: it is thrown out, values and all, and never returned.
    private func liveEntry(of owner: AnyObject) -> Entry? {
        let id = ObjectIdentifier(owner)
        guard let entry = entries[id] else { return nil }
        return entry
    }

    /// How many owners the table has entries for, dead ones included.
    var ownerCount: Int { entries.count }
}
