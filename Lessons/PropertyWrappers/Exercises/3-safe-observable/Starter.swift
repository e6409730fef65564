import Events

/// The article's `@Observable` under a new name: `$items` is an event raised with the new value.
/// It raises from the `didSet` of `wrappedValue`, so its subscribers run while the owner's write
/// is still under way, and a subscriber that reads the property back stops the program.
@propertyWrapper
struct SafeObservable<T> {
    let projectedValue = Event<T>()

    // TODO: raise only once the owner's write is over. In a class, the compiler can go through
    // `static subscript(_enclosingInstance:wrapped:storage:)` instead of `wrappedValue`: write
    // one that stores the new value into the owner, and then raises.
    var wrappedValue: T {
        didSet { projectedValue.raise(wrappedValue) }
    }

    init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
    }
}
