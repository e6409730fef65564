import Events

// Not part of the lesson's story: how the lesson prints and inspects a side table. Type names
// only: an address means nothing to a reader and changes on every run.
extension SideTable {
    /// One line per value of each owner given that has values: `OrdersVC  viewModel → OrdersVM`.
    func dump(_ owners: [AnyObject]) -> [String] {
        let live = rows().live
        let found = owners.compactMap { owner in live.first { $0.owner === owner } }
        let width = found.map(\.ownerType.count).max() ?? 0
        return found.flatMap { row in
            row.values.map { value in
                let padding = String(repeating: " ", count: width - row.ownerType.count)
                return "\(row.ownerType)\(padding)  \(Self.describe(value))"
            }
        }
    }

    /// `viewModel → OrdersVM`, `note = "likes tea"`, `buddy → (gone) (weak)`.
    static func describe(_ stored: (key: String, policy: AssociationPolicy, value: Any?), name: (AnyObject) -> String? = { _ in nil }) -> String {
        let weak = stored.policy == .weak ? " (weak)" : ""
        guard let value = stored.value else { return "\(stored.key) → (gone)\(weak)" }
        switch value {
        case let text as String:
            return "\(stored.key) = \"\(text)\"\(weak)"
        case let event as Event<Void>:
            let count = event.subscriberCount
            return "\(stored.key) → \(type(of: event)), \(count) subscriber\(count == 1 ? "" : "s")\(weak)"
        case let order as OrderVM:
            return "\(stored.key) → \(name(order) ?? "OrderVM") \"\(order.name)\"\(weak)"
        default:
            let object = type(of: value) is AnyClass ? value as AnyObject : nil
            let label = object.flatMap(name).map { "\($0) (\(type(of: value)))" } ?? "\(type(of: value))"
            return "\(stored.key) → \(label)\(weak)"
        }
    }
}

/// `inspect table`: every live owner with its values, and the dead ones by type.
extension SideTable: CustomReflectable {
    public var customMirror: Mirror {
        let (live, dead) = rows()
        let owners = live.map { row in
            "\(row.ownerType): " + row.values.map { Self.describe($0) }.joined(separator: ", ")
        }
        let deadOwners = dead.map { row in
            "\(row.ownerType): \(row.values.count) value\(row.values.count == 1 ? "" : "s"), waiting for purge"
        }
        return Mirror(self, children: ["owners": owners, "dead": deadOwners], displayStyle: .class)
    }
}
