// wrong: keeps the cache in a static dictionary, so every container shares the same singletons
// caught by: two containers do not share their singletons
@testable import DependencyInjection

final class CachingContainer: IContainer {
    nonisolated(unsafe) private static var singletons: [ObjectIdentifier: AnyObject] = [:]

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return T(container: self, args: args)
        case .singleton:
            let key = ObjectIdentifier(T.self)
            if let cached = Self.singletons[key] {
                return cached as! T
            }
            let instance = T(container: self, args: args)
            Self.singletons[key] = instance
            return instance
        }
    }
}
