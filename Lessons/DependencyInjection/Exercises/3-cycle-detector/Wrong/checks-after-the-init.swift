// wrong: looks for the type on the list only after its init returns, by which time the init has recursed for ever
// caught by: a cycle Engine → Wheel → Engine calls onCycle instead of recursing for ever
@testable import DependencyInjection

/// Your container: the article's, with singletons cached, and loud about dependency cycles.
final class CycleCheckingContainer: IContainer {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]
    /// The types whose init is running right now, outermost first. (`TypeKey`, the lesson's
    /// `ObjectIdentifier` with a name, compares by identity and prints the name.)
    private var underConstruction: [TypeKey] = []
    private let onCycle: (DependencyCycle) -> Never

    init(onCycle: @escaping (DependencyCycle) -> Never = { fatalError($0.message) }) {
        self.onCycle = onCycle
    }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        let key = ObjectIdentifier(T.self)
        if T.instanceScope == .singleton, let cached = singletons[key] as? T {
            return cached
        }
        // T's init is running already, further up: it has asked for itself through others.
        let type = TypeKey(T.self)
        underConstruction.append(type)
        let instance = T(container: self, args: args)
        if let start = underConstruction.dropLast().firstIndex(of: type) {
            let cycle = underConstruction[start...]
            onCycle(DependencyCycle(types: cycle.map(\.description)))
        }
        underConstruction.removeLast()
        if T.instanceScope == .singleton {
            singletons[key] = instance
        }
        return instance
    }
}
