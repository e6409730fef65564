// right: fetches the event before the write and raises it after, with the value read back through the owner
import Events

/// The article's `@Observable`, mended: the new value is stored, the write is over, and only
/// then is the event raised. Classes only, like `@Published`.
@propertyWrapper
struct SafeObservable<T> {
    private var stored: T
    private(set) var projectedValue: Event<T>

    init(wrappedValue: T) {
        stored = wrappedValue
        projectedValue = Event<T>()
    }

    @available(*, unavailable, message: "@SafeObservable works on properties of classes only")
    var wrappedValue: T {
        get { fatalError("@SafeObservable works on properties of classes only") }
        set { fatalError("@SafeObservable works on properties of classes only") }
    }

    static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, T>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, SafeObservable<T>>
    ) -> T {
        get { owner[keyPath: storageKeyPath].stored }
        set {
            let event = owner[keyPath: storageKeyPath].projectedValue
            owner[keyPath: storageKeyPath].stored = newValue
            event.raise(owner[keyPath: wrappedKeyPath])
        }
    }
}
