import Events

/// The article's `@Observable`, mended with the enclosing-instance subscript (step 16): the
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
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, T>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, SafeObservable<T>>
    ) -> T {
        get {
            owner[keyPath: storageKeyPath].value
        }
        set {
            owner[keyPath: storageKeyPath].value = newValue
            // Each access to the owner's storage ends with its statement; this one only
            // fetches the event, and the handlers run after it.
            owner[keyPath: storageKeyPath].projectedValue.raise(newValue)
        }
    }
    // @end safe-observable-subscript
}
