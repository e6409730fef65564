import Foundation

/// The article's container made safe to share between threads, and loud about cycles.
///
/// One lock guards everything and is held from the cache check until the new instance is
/// stored, so two threads can never both miss the cache and make two "singletons" (step 21).
/// It must be a recursive lock: an init resolves its own dependencies on the same thread,
/// inside the outer `resolve`, where a plain `Mutex` would stop the app.
///
/// Holding the lock also means one thread at a time is resolving, so a single list of
/// "types being made right now" belongs to that thread. Meeting a type on it again: a cycle.
///
/// `@unchecked Sendable` vouches for the lock, which guards the container's own `var`s (the
/// cache and that list) and nothing else. What `resolve` hands out is not guarded: every
/// thread or task that asks gets the same singleton, `Sendable` or not. `OrdersProvider` is
/// not: Swift 6 would refuse to send it to another thread directly, and through this
/// container it goes unremarked (step 23; step 22 shares `Analytics`, which is `Sendable`).
public final class SafeContainer: IContainer, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var singletons: [TypeKey: AnyObject] = [:]
    private var underConstruction: [TypeKey] = []
    private let onCycle: @Sendable (DependencyCycle) -> Never
    /// Not part of the lesson's story: what the `cycle-fixed` step draws.
    private let recorder: ResolutionRecorder?

    /// `onCycle` runs instead of recursing until the stack overflows. The default stops the
    /// app with a message that names the cycle.
    public init(
        recorder: ResolutionRecorder? = nil,
        onCycle: @escaping @Sendable (DependencyCycle) -> Never = { fatalError($0.message) }
    ) {
        self.recorder = recorder
        self.onCycle = onCycle
    }

    // @snippet safe-container-resolve
    public func resolve<T: IResolvable>(args: T.Arguments) -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let recorder else { return resolveLocked(args: args) }
        return recorder.note(T.self, scope: T.instanceScope.graphName) {
            resolveLocked(args: args)
        }
    }
    // @end safe-container-resolve

    /// `resolve` with the lock held.
    // @snippet safe-container-cycle
    private func resolveLocked<T: IResolvable>(args: T.Arguments) -> T {
        let key = TypeKey(T.self)
        let isSingleton = T.instanceScope == .singleton
        if isSingleton, let cached = singletons[key] as? T { return cached }
        if let start = underConstruction.firstIndex(of: key) {
            let types = underConstruction[start...] + [key]
            recorder?.cycle()
            onCycle(DependencyCycle(types: types.map(\.description)))
        }
        underConstruction.append(key)
        let instance = T(container: self, args: args)
        underConstruction.removeLast()
        if isSingleton { singletons[key] = instance }
        return instance
    }
    // @end safe-container-cycle
}

// Not part of the lesson's story: for tests and `inspect`.
extension SafeContainer {
    var cachedTypes: [String] {
        lock.withLock { singletons.keys.map(\.description).sorted() }
    }
}
