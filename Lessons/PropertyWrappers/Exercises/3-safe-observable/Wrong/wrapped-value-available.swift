// wrong: leaves wrappedValue available (storing and reading the value), so a struct can use the wrapper and its writes raise nothing
// caught by: a struct cannot use @SafeObservable, and the compiler's error says why: classes only
import Events

/// The article's `@Observable`, mended: the new value is stored, the write is over, and only
/// then is the event raised. A subscriber may read the property back and finds the new value.
/// Classes only, like `@Published`.
@propertyWrapper
struct SafeObservable<T> {
    private var value: T
    let projectedValue = Event<T>()

    init(wrappedValue: T) {
        value = wrappedValue
    }

    var wrappedValue: T {
        get { value }
        set { value = newValue }
    }

    /// What the compiler calls for every read and write of a `@SafeObservable` property of a class.
    static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, T>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, SafeObservable<T>>
    ) -> T {
        get {
            owner[keyPath: storageKeyPath].value
        }
        set {
            // This access to the owner's storage ends with its statement...
            owner[keyPath: storageKeyPath].value = newValue
            // ...and this one only fetches the event: the handlers run after it.
            owner[keyPath: storageKeyPath].projectedValue.raise(newValue)
        }
    }
}
