// right: removes the dead by key, one removeValue(forKey:) each, and goes round again by calling itself
@testable import SideTable

/// Your side table: values hang on an owner's `ObjectIdentifier`, and an entry counts only
/// while its weak `owner` is the object asked about. Every key retains its value. Nothing tells
/// the table that an owner has died, so `purge()` goes looking for the dead.
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
        if entry.owner === owner {
            return entry
        }
        entries[id] = nil
        return nil
    }

    /// Removes the entry of every owner that has died, releasing its values, and returns how
    /// many owners that was. Recursive: a pass that removed someone may have let others die.
    @discardableResult
    func purge() -> Int {
        let dead = entries.keys.filter { entries[$0]?.owner == nil }
        guard !dead.isEmpty else { return 0 }
        for id in dead {
            entries.removeValue(forKey: id)
        }
        return dead.count + purge()
    }

    /// How many owners the table has entries for, dead ones included.
    var ownerCount: Int { entries.count }
}
