// right: each entry is a class changed in place, and the getter and setter check the owner inline with removeValue(forKey:), without a liveEntry helper
@testable import SideTable

/// Your side table: the article's associated objects without Objective-C. Values hang on an
/// owner's `ObjectIdentifier`, one entry per owner, and in each entry one value per key. Every
/// key retains its value (the article's `.OBJC_ASSOCIATION_RETAIN_NONATOMIC`).
final class SideTable {
    private final class Entry {
        weak var owner: AnyObject?
        var values: [ObjectIdentifier: Any] = [:]

        init(owner: AnyObject) {
            self.owner = owner
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// `table[owner, key]` reads and writes like a stored property would; nil removes.
    subscript<Value>(owner: AnyObject, key: AssociationKey<Value>) -> Value? {
        get {
            let id = ObjectIdentifier(owner)
            guard let entry = entries[id] else { return nil }
            guard entry.owner === owner else {
                // A dead owner's entry at a reused address: out it goes, values and all.
                entries.removeValue(forKey: id)
                return nil
            }
            return entry.values[ObjectIdentifier(key)] as? Value
        }
        set {
            let id = ObjectIdentifier(owner)
            if let found = entries[id], found.owner !== owner {
                entries.removeValue(forKey: id)
            }
            let entry = entries[id] ?? Entry(owner: owner)
            entry.values[ObjectIdentifier(key)] = newValue
            entries[id] = entry.values.isEmpty ? nil : entry
        }
    }

    /// How many owners the table has entries for, dead ones included.
    var ownerCount: Int { entries.count }
}
