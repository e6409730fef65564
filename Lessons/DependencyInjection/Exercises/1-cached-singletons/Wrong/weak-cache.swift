// wrong: holds its singletons weakly, so a singleton that nobody else holds dies, and the next resolve makes another
// caught by: the container keeps its singletons alive, and they go with it
@testable import DependencyInjection

/// Your container: the article's `Container`, with its singleton cache.
final class CachingContainer: IContainer {
    private var singletons: [ObjectIdentifier: Weak] = [:]

    /// A box that holds its instance weakly.
    private final class Weak {
        weak var instance: AnyObject?
        init(_ instance: AnyObject) { self.instance = instance }
    }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return T(container: self, args: args)
        case .singleton:
            let key = ObjectIdentifier(T.self)
            if let cached = singletons[key]?.instance {
                return cached as! T
            }
            let instance = T(container: self, args: args)
            singletons[key] = Weak(instance)
            return instance
        }
    }
}
