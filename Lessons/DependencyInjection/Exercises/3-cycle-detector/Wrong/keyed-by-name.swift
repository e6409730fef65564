// wrong: keeps the names of the types being made, so two types of one name in different scopes look like one type: a false cycle, or a cycle closed too early
// caught by: two types of one name in different scopes are two types: Billing.Config needing Shipping.Config is no cycle
@testable import DependencyInjection

/// Your container: the article's, with singletons cached, and loud about dependency cycles.
final class CycleCheckingContainer: IContainer {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]
    /// The names of the types whose init is running right now, outermost first.
    private var underConstruction: [String] = []
    private let onCycle: (DependencyCycle) -> Never

    init(onCycle: @escaping (DependencyCycle) -> Never = { fatalError($0.message) }) {
        self.onCycle = onCycle
    }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        let key = ObjectIdentifier(T.self)
        if T.instanceScope == .singleton, let cached = singletons[key] as? T {
            return cached
        }
        let name = String(describing: T.self)
        if let start = underConstruction.firstIndex(of: name) {
            onCycle(DependencyCycle(types: underConstruction[start...] + [name]))
        }
        underConstruction.append(name)
        let instance = T(container: self, args: args)
        underConstruction.removeLast()
        if T.instanceScope == .singleton {
            singletons[key] = instance
        }
        return instance
    }
}
