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
    // The property is read-only (no setter above), so the wrapped key path is a plain KeyPath.
    static subscript<Owner: IHaveContainer>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: KeyPath<Owner, T>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Injected<T>>
    ) -> T {
        if let cache = owner[keyPath: storageKeyPath].cache {
            return cache
        }
        let resolved: T = owner.container.resolve()
        owner[keyPath: storageKeyPath].cache = resolved
        return resolved
    }
    // @end injected-subscript
}
