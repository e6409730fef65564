// @snippet any-resolvable
/// A resolvable type with its type erased, so that different ones fit in one dictionary.
///
/// `IResolvable` has an associated type, so "some `IResolvable`" cannot be stored, but a
/// closure that knows how to make one can: the init sees the real `T` and bakes it in.
public struct AnyResolvable {
    /// All that is left of the type to look at: its name (for `inspect`).
    public let name: String
    private let factory: (IContainer, Any) -> Any?

    public init<T: IResolvable>(resolvable: T.Type) {
        self.name = String(describing: T.self)
        self.factory = { container, args in
            guard let args = args as? T.Arguments else { return nil }
            return T(container: container, args: args)
        }
    }

    public func resolve(container: IContainer, args: Any) -> Any? {
        factory(container, args)
    }
}
// @end any-resolvable
