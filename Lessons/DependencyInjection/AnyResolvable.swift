// @snippet any-resolvable
/// A resolvable type with its type erased, so that different ones fit in one dictionary.
///
/// `IResolvable` has an associated type, so in 2020 "some `IResolvable` type" could not be
/// stored (since Swift 5.7 it can, as `any IResolvable.Type`, and a generic function can open
/// it: `OpenedContainerMock`). A closure that knows how to make one always could: the init
/// sees the real `T` and bakes it in.
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
