// wrong: stores each write as a whole new wrapper, whose new event nobody has subscribed to, so subscribers hear nothing after they subscribe
// caught by: a subscriber hears every write, with the new value
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

    @available(*, unavailable, message: "@SafeObservable is only available on properties of classes")
    var wrappedValue: T {
        get { fatalError() }
        set { fatalError() }
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
            owner[keyPath: storageKeyPath] = SafeObservable(wrappedValue: newValue)
            owner[keyPath: storageKeyPath].projectedValue.raise(newValue)
        }
    }
}
