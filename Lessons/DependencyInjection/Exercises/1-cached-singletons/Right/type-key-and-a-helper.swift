// right: keys the cache by the lesson's TypeKey, casts with as? and keeps the get-or-make in a generic helper, with the scope checked by if instead of a switch
@testable import DependencyInjection

/// Your container: the article's `Container`, with its singleton cache.
final class CachingContainer: IContainer {
    private var made: [TypeKey: AnyObject] = [:]

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        if T.instanceScope == .singleton {
            return singleton { T(container: self, args: args) }
        }
        return T(container: self, args: args)
    }

    /// The one `T` this container keeps: made by `make` the first time only.
    private func singleton<T: AnyObject>(_ make: () -> T) -> T {
        let key = TypeKey(T.self)
        if let existing = made[key] as? T {
            return existing
        }
        let instance = make()
        made[key] = instance
        return instance
    }
}
