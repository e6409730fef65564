import DependencyInjection

/// `@Resolvable` without the global: it resolves from its owner's own container, which it
/// reaches through the enclosing-instance subscript. Lazy as before; classes only.
@propertyWrapper
struct Injected<T: IResolvable> where T.Arguments == Void {
    private var cache: T?

    init() {}

    @available(*, unavailable, message: "@Injected is only available on properties of classes")
    var wrappedValue: T { fatalError() }

    // @snippet injected-subscript
    static subscript<Owner: IHaveContainer>(
        _enclosingInstance owner: Owner,
        wrapped wrappedPath: KeyPath<Owner, T>,   // read-only: a plain KeyPath
        storage storagePath: ReferenceWritableKeyPath<Owner, Injected<T>>
    ) -> T {
        if let cache = owner[keyPath: storagePath].cache { return cache }
        let resolved: T = owner.container.resolve()
        owner[keyPath: storagePath].cache = resolved
        return resolved
    }
    // @end injected-subscript
}
