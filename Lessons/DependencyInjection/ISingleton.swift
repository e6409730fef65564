/// Conform to this instead of `IResolvable` and the scope is written for you.
// @snippet scope-helpers
public protocol ISingleton: IResolvable where Arguments == Void {}

extension ISingleton {
    public static var instanceScope: InstanceScope { .singleton }
}
// @end scope-helpers

/// The same convenience for types made anew on every `resolve`.
public protocol IPerRequest: IResolvable {}

extension IPerRequest {
    public static var instanceScope: InstanceScope { .perRequest }
}
