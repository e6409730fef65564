// @snippet scope-helpers
/// Conform to this instead of `IResolvable` and the scope is written for you. A singleton
/// is made once, by whoever asks first, so it cannot depend on anyone's arguments:
/// `Arguments == Void`.
public protocol ISingleton: IResolvable where Arguments == Void {}

extension ISingleton {
    public static var instanceScope: InstanceScope { .singleton }
}

/// The same convenience for types made anew on every `resolve`.
public protocol IPerRequest: IResolvable {}

extension IPerRequest {
    public static var instanceScope: InstanceScope { .perRequest }
}
// @end scope-helpers
