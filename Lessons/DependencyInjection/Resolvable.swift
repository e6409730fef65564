// @snippet resolvable
/// `@Resolvable var x: T` pulls `T` out of the container the first time `x` is read, not
/// when its owner is made. The getter is `mutating`: that first read stores the result.
@propertyWrapper
public struct Resolvable<T: IResolvable> where T.Arguments == Void {
    private var cache: T?

    public init() {}

    public var wrappedValue: T {
        mutating get {
            if let cache {
                return cache
            }
            // A wrapper cannot reach its owner's container, hence the global.
            let resolved: T = ContainerHolder.container.resolve()
            cache = resolved
            return resolved
        }
    }
}
// @end resolvable
