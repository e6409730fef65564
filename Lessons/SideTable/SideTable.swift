import Foundation

/// Associated objects without the Objective-C runtime: values kept beside their owners, in a
/// dictionary keyed by each owner's `ObjectIdentifier`.
///
/// An `ObjectIdentifier` is only an address, and a new object can get a dead one's address.
/// So each entry also keeps a weak reference to its owner, and an entry counts only while
/// that reference still reads the very object asked about.
///
/// `@unchecked Sendable`: one lock guards every `var` below; the compiler cannot see that.
/// (`public`, as are `AssociationKey` and the accessors: the benchmarks in Benchmarks/ use them.)
public final class SideTable: @unchecked Sendable {
    // @snippet side-table-current
    /// One table for the whole process, like the runtime's map.
    static let shared = SideTable()

    /// The table the default implementations use: `shared`, unless whoever
    /// runs the code has bound another with `SideTable.$current.withValue`.
    /// A task-local, so that each test, and this lesson, keeps its owners.
    @TaskLocal static var current = shared
    // @end side-table-current

    /// Every owner's values, under the owner's `ObjectIdentifier`. An `Entry` is one owner's
    /// values. A class, so that a read looks at an entry where it lies: a struct would be copied
    /// out of the dictionary, weak reference and all, on every access. Its `values`, one per key:
    /// an owner has one or two, so a short list looked through in order, smaller and faster than
    /// a dictionary of its own per owner.
    // @snippet side-table-storage
    private var entries: [ObjectIdentifier: Entry] = [:]

    private final class Entry {
        weak var owner: AnyObject?
        var values: [Stored] = []
        // @end side-table-storage
        /// For dumps: what the owner was and when it came (a dead owner cannot be asked).
        /// The type, not its name: the name is formatted only when a dump asks for it.
        let ownerType: AnyObject.Type
        let number: Int

        init(owner: AnyObject, number: Int) {
            self.owner = owner
            ownerType = type(of: owner)
            self.number = number
        }

        func index(of key: AnyObject) -> Int? {
            for index in values.indices where values[index].key === key {
                return index
            }
            return nil
        }
    }

    /// A value, held as its key's policy says. `key` is the `AssociationKey`, held so that no
    /// other key can get its identity while this value is stored; it also knows the value's name
    /// and policy. Only `AssociationKey.weak` makes the `.weak` policy, and only for objects.
    // @snippet side-table-stored
    private struct Stored {
        let key: AnyObject
        let strongValue: Any?
        weak var weakValue: AnyObject?

        init<Value>(_ value: Value, key: AssociationKey<Value>) {
            self.key = key
            strongValue = key.policy == .retain ? value : nil
            weakValue = key.policy == .weak ? value as AnyObject : nil
        }
    }
    // @end side-table-stored

    private let lock = NSLock()
    private var created = 0
    private var sweepAt = 64

    public init() {}

    /// `table[owner, key]` reads and writes like a stored property would; nil removes.
    // @snippet side-table-subscript
    public subscript<Value>(
        owner: AnyObject, key: AssociationKey<Value>
    ) -> Value? {
        get {
            let value = locked { garbage in
                read(key, policy: key.policy, of: owner, garbage: &garbage)
            }
            return cast(value, to: Value.self)
        }
        set {
            locked { garbage in
                store(newValue, for: key, of: owner, garbage: &garbage)
            }
        }
    }
    // @end side-table-subscript

    /// What is stored under `key`, as the `Any` it was stored as. Not generic: the lookup is
    /// the same whatever the key's `Value`, and only the caller's cast needs to know it.
    private func read(_ key: AnyObject, policy: AssociationPolicy, of owner: AnyObject, garbage: inout [Any]) -> Any? {
        guard let entry = liveEntry(of: owner, garbage: &garbage), let index = entry.index(of: key) else { return nil }
        return policy == .weak ? entry.values[index].weakValue : entry.values[index].strongValue
    }

    /// Unwraps before casting: with `Value == Any`, `optional as? Value` would succeed on
    /// nil and hand back an `Optional` wrapped in an `Any`.
    private func cast<Value>(_ value: Any?, to type: Value.Type) -> Value? {
        guard let value else { return nil }
        return value as? Value
    }

    /// Sets or removes one value. An owner left with no values leaves the table.
    private func store<Value>(_ value: Value?, for key: AssociationKey<Value>, of owner: AnyObject, garbage: inout [Any]) {
        let entry: Entry
        if let live = liveEntry(of: owner, garbage: &garbage) {
            entry = live
        } else if value == nil {
            return
        } else {
            entry = newEntry(for: owner, garbage: &garbage)
            entries[ObjectIdentifier(owner)] = entry
        }
        // @snippet side-table-remove
        if let old = entry.index(of: key) {
            garbage.append(entry.values.remove(at: old))
        }
        if let value {
            entry.values.append(Stored(value, key: key))
        }
        if entry.values.isEmpty {
            entries[ObjectIdentifier(owner)] = nil
            garbage.append(entry)
        }
        // @end side-table-remove
    }

    /// `owner`'s entry. An entry in its slot whose owner has died belonged to an earlier
    /// object at the same address: it is thrown out, and never returned.
    // @snippet side-table-identity
    private func liveEntry(
        of owner: AnyObject, garbage: inout [Any]
    ) -> Entry? {
        let id = ObjectIdentifier(owner)
        guard let entry = entries[id] else { return nil }
        if entry.owner === owner {
            return entry
        }
        entries[id] = nil
        garbage.append(entry)
        return nil
    }
    // @end side-table-identity

    /// Releases the values of every owner that has died; returns how many owners that was.
    /// It goes round again while releasing lets more owners die: a view model released here
    /// takes its own entries with it. (A value another thread has just thrown out may still
    /// be on its way out on that thread when this returns.)
    // @snippet side-table-purge
    @discardableResult
    public func purge() -> Int {
        var purged = 0
        while true {
            let count = locked { garbage in sweep(into: &garbage) }
            if count == 0 { return purged }
            purged += count
        }
    }
    // @end side-table-purge

    @discardableResult
    private func sweep(into garbage: inout [Any]) -> Int {
        let dead = entries.filter { $0.value.owner == nil }
        for id in dead.keys {
            entries[id] = nil
        }
        garbage.append(contentsOf: dead.values.map { $0 as Any })
        return dead.count
    }

    /// A new entry for `owner`. Whenever the table has doubled since the last sweep, the dead
    /// go first, so that a table nobody purges still cannot grow without bound.
    // @snippet side-table-new-entry
    private func newEntry(for owner: AnyObject, garbage: inout [Any]) -> Entry {
        if entries.count >= sweepAt {
            sweep(into: &garbage)
            sweepAt = max(64, 2 * entries.count)
        }
        created += 1
        return Entry(owner: owner, number: created)
    }
    // @end side-table-new-entry

    /// Runs `body` under the lock. What it throws out goes into `garbage`, released only
    /// after the lock is: a value's deinit may use this table again, and `NSLock` is not
    /// recursive.
    // @snippet side-table-locked
    private func locked<Result>(_ body: (inout [Any]) -> Result) -> Result {
        var garbage: [Any] = []
        let result = lock.withLock { body(&garbage) }
        withExtendedLifetime(garbage) {}
        return result
    }
    // @end side-table-locked

    /// The value for `key`, stored first if there was none. `make` runs only then, outside the
    /// lock (it may use the table too); when two threads race, both get the value that won.
    public func value<Value>(
        of owner: AnyObject, for key: AssociationKey<Value>, orInsert make: @autoclosure () -> Value
    ) -> Value {
        if let existing = self[owner, key] {
            return existing
        }
        // @snippet side-table-insert
        let made = make()
        return locked { garbage in
            let stored = read(key, policy: key.policy, of: owner, garbage: &garbage)
            if let existing = cast(stored, to: Value.self) {
                return existing
            }
            store(made, for: key, of: owner, garbage: &garbage)
            return made
        }
        // @end side-table-insert
    }
}

// Not part of the lesson's story: read-only views for dumps, `inspect` and tests. They live
// in this file because the entries are private to it.
extension SideTable {
    /// The name and policy of a stored value's key.
    private static func keyInfo(_ stored: Stored) -> (name: String, policy: AssociationPolicy) {
        let key = stored.key as? any AnyAssociationKey
        return (key?.name ?? "?", key?.policy ?? .retain)
    }

    /// One owner and its values, for a dump.
    struct Row {
        /// Nil for a dead owner.
        let owner: AnyObject?
        let ownerType: String
        /// Sorted by key name. `value` is nil for a weakly held value that has gone.
        let values: [(key: String, policy: AssociationPolicy, value: Any?)]
    }

    /// Every owner, live and dead, in the order they came.
    func rows() -> (live: [Row], dead: [Row]) {
        // Entries change under the lock, so they are read under it.
        let rows = lock.withLock {
            entries.values.sorted { $0.number < $1.number }.map { entry in
                Row(
                    owner: entry.owner,
                    ownerType: "\(entry.ownerType)",
                    values: entry.values
                        .map { stored in
                            let (name, policy) = Self.keyInfo(stored)
                            return (key: name, policy: policy, value: policy == .weak ? stored.weakValue : stored.strongValue)
                        }
                        .sorted { $0.key < $1.key }
                )
            }
        }
        return (rows.filter { $0.owner != nil }, rows.filter { $0.owner == nil })
    }

    /// How many owners the table has, alive and dead.
    var ownerCount: (live: Int, dead: Int) {
        lock.withLock {
            let dead = entries.values.count { $0.owner == nil }
            return (entries.count - dead, dead)
        }
    }

    /// Whether the table has an entry, live or dead, at `id`.
    func hasEntry(at id: ObjectIdentifier) -> Bool {
        lock.withLock { entries[id] != nil }
    }
}
