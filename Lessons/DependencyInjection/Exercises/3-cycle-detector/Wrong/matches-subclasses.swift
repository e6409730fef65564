// wrong: looks for a type on the list with 'is', so a subclass being made counts as its superclass and a subclass that needs its superclass looks like a cycle
// caught by: a subclass whose init needs its superclass is no cycle
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
        if let start = underConstruction.firstIndex(where: { $0.type is T.Type }) {
            let cycle = underConstruction[start...] + [type]
            onCycle(DependencyCycle(types: cycle.map(\.description)))
        }
        underConstruction.append(type)
        let instance = T(container: self, args: args)
        underConstruction.removeLast()
        if T.instanceScope == .singleton {
            singletons[key] = instance
        }
        return instance
    }
}
