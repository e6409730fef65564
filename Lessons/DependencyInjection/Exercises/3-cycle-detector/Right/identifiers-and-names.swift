// right: keeps each type being made as its ObjectIdentifier beside its name, takes it off the list with defer, and looks for the cycle before the cache
@testable import DependencyInjection

/// Your container: the article's, with singletons cached, and loud about dependency cycles.
final class CycleCheckingContainer: IContainer {
    private var singletons: [ObjectIdentifier: AnyObject] = [:]
    /// The types whose init is running right now, outermost first: who they are, and what they
    /// are called (only for the message).
    private var beingMade: [(id: ObjectIdentifier, name: String)] = []
    private let onCycle: (DependencyCycle) -> Never

    init(onCycle: @escaping (DependencyCycle) -> Never = { fatalError($0.message) }) {
        self.onCycle = onCycle
    }

    func resolve<T: IResolvable>(args: T.Arguments) -> T {
        let id = ObjectIdentifier(T.self)
        // A type on the list has no instance in the cache yet, so this may come first.
        if let start = beingMade.firstIndex(where: { $0.id == id }) {
            let names = beingMade[start...].map(\.name) + [String(describing: T.self)]
            onCycle(DependencyCycle(types: names))
        }
        if T.instanceScope == .singleton, let cached = singletons[id] as? T {
            return cached
        }
        beingMade.append((id, String(describing: T.self)))
        let instance: T
        do {
            defer { beingMade.removeLast() }
            instance = T(container: self, args: args)
        }
        if T.instanceScope == .singleton {
            singletons[id] = instance
        }
        return instance
    }
}
