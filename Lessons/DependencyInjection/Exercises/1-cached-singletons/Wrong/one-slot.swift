// wrong: remembers only the last singleton it made, so resolving a second singleton type forgets the first
// caught by: each singleton type has its own instance
@testable import DependencyInjection

final class CachingContainer: IContainer {
    private var last: AnyObject?

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return T(container: self, args: args)
        case .singleton:
            if let cached = last as? T {
                return cached
            }
            let instance = T(container: self, args: args)
            last = instance
            return instance
        }
    }
}
