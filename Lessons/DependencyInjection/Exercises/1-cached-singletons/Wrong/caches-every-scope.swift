// wrong: caches whatever it makes, whatever its scope, so a per-request type comes back the same
// caught by: a per-request type is still made anew each time
@testable import DependencyInjection

final class CachingContainer: IContainer {
    private var made: [ObjectIdentifier: AnyObject] = [:]

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        let key = ObjectIdentifier(T.self)
        if let cached = made[key] {
            return cached as! T
        }
        let instance = T(container: self, args: args)
        made[key] = instance
        return instance
    }
}
