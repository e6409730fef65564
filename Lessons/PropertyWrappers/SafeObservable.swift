import Events

/// The article's `@Observable`, mended with the enclosing-instance subscript (step 18): the
/// new value is stored, the write is over, and only then is the event raised. A subscriber
/// may read the property back and finds the new value. Classes only.
@propertyWrapper
struct SafeObservable<T> {
    private var value: T
    let projectedValue = Event<T>()

    init(wrappedValue: T) {
        value = wrappedValue
    }

    @available(*, unavailable, message: "@SafeObservable is only available on properties of classes")
    var wrappedValue: T {
        get { fatalError() }
        set { fatalError() }
    }

    // @snippet safe-observable-subscript
    static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedPath: ReferenceWritableKeyPath<Owner, T>,
        storage storagePath: ReferenceWritableKeyPath<Owner, SafeObservable<T>>
    ) -> T {
        get { owner[keyPath: storagePath].value }
        set {
            // Two statements, two accesses: the store is over before the raise.
            owner[keyPath: storagePath].value = newValue
            owner[keyPath: storagePath].projectedValue.raise(newValue)
        }
    }
    // @end safe-observable-subscript
}
