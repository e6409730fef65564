// @snippet scope-helpers
/// Conform to this instead of `IResolvable` and the scope is written for you. A singleton
/// is made once, by whoever asks first, so it cannot depend on anyone's arguments:
/// `Arguments == Void`.
protocol ISingleton: IResolvable where Arguments == Void {}

extension ISingleton {
    static var instanceScope: InstanceScope { .singleton }
}

/// The same convenience for types made anew on every `resolve`.
protocol IPerRequest: IResolvable {}

extension IPerRequest {
    static var instanceScope: InstanceScope { .perRequest }
}
// @end scope-helpers
