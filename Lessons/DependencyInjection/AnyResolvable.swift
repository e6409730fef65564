/// A resolvable type with its type erased, so that different ones fit in one dictionary:
/// the init sees the real `T` and bakes it into a closure.
// @snippet any-resolvable
public struct AnyResolvable {
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
