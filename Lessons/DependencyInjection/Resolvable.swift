/// `@Resolvable var x: T` pulls `T` out of the container the first time `x` is read.
// @snippet resolvable
@propertyWrapper
public struct Resolvable<T: IResolvable> where T.Arguments == Void {
    private var cache: T?
    public init() {}

    public var wrappedValue: T {
        mutating get {
            if let cache { return cache }
            let resolved: T = ContainerHolder.container.resolve()
            cache = resolved
            return resolved
        }
    }
}
// @end resolvable
