// @snippet type-key
/// A dictionary key for a type. The article keys its cache by `ObjectIdentifier(T.self)`;
/// so does this, through `id`. The name rides along only so that `inspect` prints
/// `OrdersProvider` where an `ObjectIdentifier` would print a memory address.
struct TypeKey: Hashable, CustomStringConvertible, CustomReflectable {
    let id: ObjectIdentifier
    let description: String

    init(_ type: Any.Type) {
        id = ObjectIdentifier(type)
        description = String(describing: type)
    }

    static func == (lhs: TypeKey, rhs: TypeKey) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    // An empty mirror makes `inspect` print the `description` instead of the fields.
    var customMirror: Mirror { Mirror(self, children: [:]) }
}
// @end type-key
