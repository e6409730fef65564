@testable import DependencyInjection

/// Your container: the article's `Container`, except that it forgets what it made.
final class CachingContainer: IContainer {
    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return T(container: self, args: args)
        case .singleton:
            // TODO: make a singleton once, then hand out the same instance.
            return T(container: self, args: args)
        }
    }
}
