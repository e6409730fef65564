/// The article's container: a singleton cache and a way to make anything resolvable.
/// (`public` and `open` here and on the other types because later lessons import them.)
open class Container {
    private var singletons: [TypeKey: AnyObject] = [:]
    /// Not in the article: where the lesson's `graph` command sees who resolved whom.
    var recorder: ResolutionRecorder?

    public init() {}

    open func makeInstance<T: IResolvable>(args: T.Arguments) -> T {
        // Every resolvable type has the same init, so one line makes any of them.
        T(container: self, args: args)
    }
}

extension Container: IContainer {
    public func resolve<T: IResolvable>(args: T.Arguments) -> T {
        // Not in the article: while a recorder watches, this resolve and those it leads to
        // (the init's own, which run inside the closure) are written down as they happen.
        guard let recorder else { return makeOrReuse(args: args) }
        return recorder.note(T.self, scope: T.instanceScope.graphName) { makeOrReuse(args: args) }
    }

    /// The article's `resolve`.
    // @snippet make-or-reuse
    private func makeOrReuse<T: IResolvable>(args: T.Arguments) -> T {
        switch T.instanceScope {
        case .perRequest:
            return makeInstance(args: args)
        case .singleton:
            let key = TypeKey(T.self)
            if let cached = singletons[key] as? T {
                return cached
            }
            let instance: T = makeInstance(args: args)
            singletons[key] = instance
            return instance
        }
    }
    // @end make-or-reuse
}

// Not part of the article: read-only views of the cache for the lesson's `cache` and
// `resolve` commands. They live in this file because `singletons` is private to it.
extension Container {
    /// The cached singletons, sorted by type name.
    var cachedSingletons: [(type: String, instance: AnyObject)] {
        singletons.map { (type: $0.key.description, instance: $0.value) }.sorted { $0.type < $1.type }
    }

    /// Whether a singleton of `type` is in the cache.
    func isCached(_ type: Any.Type) -> Bool {
        singletons[TypeKey(type)] != nil
    }
}
