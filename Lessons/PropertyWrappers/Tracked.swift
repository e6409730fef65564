import OpenCombine

/// A wrapper that reaches its owner, as `@Published` does: on every write it calls the owner's
/// `objectWillChange.send()` first. It works only in classes (the owner must be an
/// `ObservableObject`, which is class-bound).
@propertyWrapper
struct Tracked<Value> {
    private var value: Value

    init(wrappedValue: Value) {
        value = wrappedValue
    }

    // Required, but never called: in a class the compiler goes through the subscript below,
    // and in a struct this makes the compiler refuse, with our message.
    @available(*, unavailable, message: "@Tracked is only available on properties of classes")
    var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    // What the compiler calls for every read and write of a @Tracked property of a class:
    // the owner itself, a key path to the property, and a key path to this wrapper inside it.
    // @snippet tracked-subscript
    static subscript<Owner: ObservableObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storagePath: ReferenceWritableKeyPath<Owner, Tracked<Value>>
    ) -> Value
    where Owner.ObjectWillChangePublisher == ObservableObjectPublisher {
        get { owner[keyPath: storagePath].value }
        set {
            owner.objectWillChange.send()
            owner[keyPath: storagePath].value = newValue
        }
    }
    // @end tracked-subscript
}
