@testable import DependencyInjection

/// Your container: the article's, with singletons cached, and a handler for dependency cycles
/// that nothing calls yet.
final class CycleCheckingContainer: IContainer {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]
    // TODO: a list of the types whose init is running right now.
    private let onCycle: (DependencyCycle) -> Never

    init(onCycle: @escaping (DependencyCycle) -> Never = { fatalError($0.message) }) {
        self.onCycle = onCycle
    }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        let key = ObjectIdentifier(T.self)
        if T.instanceScope == .singleton, let cached = singletons[key] as? T {
            return cached
        }
        // TODO: if T is being made already, call onCycle with the cycle; keep the list up to date.
        let instance = T(container: self, args: args)
        if T.instanceScope == .singleton {
            singletons[key] = instance
        }
        return instance
    }
}
