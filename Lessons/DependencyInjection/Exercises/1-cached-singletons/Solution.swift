@testable import DependencyInjection

/// Your container: the article's `Container`, with its singleton cache.
final class CachingContainer: IContainer {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return T(container: self, args: args)
        case .singleton:
            let key = ObjectIdentifier(T.self)
            if let cached = singletons[key] {
                return cached as! T
            }
            let instance = T(container: self, args: args)
            singletons[key] = instance
            return instance
        }
    }
}
