/// A dictionary key for a type. The article keys its cache by `ObjectIdentifier(T.self)`;
/// so does this, through `id`. It keeps the type too, so that `inspect` can print
/// `OrdersProvider` where an `ObjectIdentifier` would print a memory address. The name is
/// worked out only when asked: `String(describing:)` on every resolve would cost far more
/// than the lookup itself (`bench` shows what a resolve costs).
struct TypeKey: Hashable, CustomStringConvertible, CustomReflectable {
    let id: ObjectIdentifier
    let type: Any.Type

    init(_ type: Any.Type) {
        id = ObjectIdentifier(type)
        self.type = type
    }

    var description: String { String(describing: type) }

    static func == (lhs: TypeKey, rhs: TypeKey) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    // An empty mirror makes `inspect` print the `description` instead of the fields.
    var customMirror: Mirror { Mirror(self, children: [:]) }
}
