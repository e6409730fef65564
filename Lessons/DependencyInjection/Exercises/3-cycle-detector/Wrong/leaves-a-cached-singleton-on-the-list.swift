// wrong: puts T on the list before the cache check, so a cached singleton's resolve returns without taking it off, and the next resolve of it reports a cycle of one type
// caught by: whatever types without a cycle are resolved, in any order and again, no cycle is reported and singletons are made once
@testable import DependencyInjection

/// Your container: the article's, with singletons cached, and loud about dependency cycles.
final class CycleCheckingContainer: IContainer {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]
    private var underConstruction: [TypeKey] = []
    private let onCycle: (DependencyCycle) -> Never

    init(onCycle: @escaping (DependencyCycle) -> Never = { fatalError($0.message) }) {
        self.onCycle = onCycle
    }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        let type = TypeKey(T.self)
        if let start = underConstruction.firstIndex(of: type) {
            onCycle(DependencyCycle(types: (underConstruction[start...] + [type]).map(\.description)))
        }
        underConstruction.append(type)
        let key = ObjectIdentifier(T.self)
        if T.instanceScope == .singleton, let cached = singletons[key] as? T {
            return cached
        }
        let instance = T(container: self, args: args)
        underConstruction.removeLast()
        if T.instanceScope == .singleton {
            singletons[key] = instance
        }
        return instance
    }
}
