/// How the table holds a value. `objc_setAssociatedObject` takes its policy on every call;
/// here it belongs to the key, the way `weak` belongs to a property's declaration, so one
/// key can never be set with two policies.
// @snippet association-policy
public enum AssociationPolicy: Sendable {
    /// The table retains the value: `.OBJC_ASSOCIATION_RETAIN_NONATOMIC`.
    case retain
    /// The table holds the value weakly, and reads nil once it is gone. The
    /// runtime's nearest, `.OBJC_ASSOCIATION_ASSIGN`, does not zero: it
    /// leaves a dangling pointer.
    case weak
}
// @end association-policy

/// What the article gets from the address of a global: a key with an identity of its own.
/// Here the key is an object, so its identity is the key, and it also carries the type of
/// its values (no `as?` on every read) and its policy.
///
/// A global `let` of a `Sendable` type is one Swift 6 accepts:
/// `let noteKey = AssociationKey<String>("note")`. `init(_:)` makes a key whose values the
/// table retains; `weak(_:)`, one whose values it holds weakly, only for objects: only objects
/// can be held weakly, so for any other `Value` it does not compile.
// @snippet association-key
public final class AssociationKey<Value>: Sendable {
    let name: String
    let policy: AssociationPolicy

    public convenience init(_ name: String) {
        self.init(name, policy: .retain)
    }

    private init(_ name: String, policy: AssociationPolicy) {
        self.name = name
        self.policy = policy
    }
}
// @end association-key

// @snippet association-key-weak
extension AssociationKey where Value: AnyObject {
    public static func weak(_ name: String) -> AssociationKey {
        AssociationKey(name, policy: .weak)
    }
}
// @end association-key-weak

// Not part of the lesson's story: what a dump needs to name any key, whatever its values' type.
/// A key whatever the type of its values: what the table needs to list any key's values.
protocol AnyAssociationKey: AnyObject, Sendable {
    var name: String { get }
    var policy: AssociationPolicy { get }
}

extension AssociationKey: AnyAssociationKey {}
