// wrong: remembers every instance it makes, though it looks only singletons up, so the container keeps each type's last per-request instance alive
// caught by: the container keeps no per-request instance: it dies when its caller lets go
@testable import DependencyInjection

/// Your container: the article's `Container`, with its singleton cache.
final class CachingContainer: IContainer {
    private var made: [ObjectIdentifier: AnyObject] = [:]

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        let key = ObjectIdentifier(T.self)
        if T.instanceScope == .singleton, let cached = made[key] {
            return cached as! T
        }
        let instance = T(container: self, args: args)
        made[key] = instance
        return instance
    }
}
