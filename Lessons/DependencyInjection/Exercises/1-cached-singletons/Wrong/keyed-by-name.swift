// wrong: keys the cache by the type's name, so two singleton types of one name in different scopes share one instance
// caught by: two singleton types of the same name are two singletons
@testable import DependencyInjection

/// Your container: the article's `Container`, with its singleton cache.
final class CachingContainer: IContainer {
    private var singletons: [String: AnyObject] = [:]

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return T(container: self, args: args)
        case .singleton:
            let key = String(describing: T.self)
            if let cached = singletons[key] {
                return cached as! T
            }
            let instance = T(container: self, args: args)
            singletons[key] = instance
            return instance
        }
    }
}
