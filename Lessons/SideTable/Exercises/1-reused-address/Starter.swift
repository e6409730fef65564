@testable import SideTable

/// Your side table: the article's associated objects without Objective-C. Values hang on an
/// owner's `ObjectIdentifier`, one entry per owner, and in each entry one value per key. Every
/// key retains its value (the article's `.OBJC_ASSOCIATION_RETAIN_NONATOMIC`).
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
            // TODO: the entry found under `owner`'s address may belong to a dead owner whose
            // address `owner` got. Return only the values of `owner`'s own entry.
            guard let entry = entries[ObjectIdentifier(owner)] else { return nil }
            return entry.values[ObjectIdentifier(key)] as? Value
        }
        set {
            let id = ObjectIdentifier(owner)
            // TODO: here too, a dead owner's entry must not be taken for `owner`'s.
            var entry = entries[id] ?? Entry(owner: owner)
            entry.values[ObjectIdentifier(key)] = newValue
            entries[id] = entry.values.isEmpty ? nil : entry
        }
    }

    /// How many owners the table has entries for, dead ones included.
    var ownerCount: Int { entries.count }
}
