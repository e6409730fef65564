// expect: error: 'wrappedValue' is unavailable: @Tracked is only available on properties of classes
// expect: note: 'wrappedValue' has been explicitly marked unavailable here
@propertyWrapper
struct Tracked<Value> {
    private var value: Value

    init(wrappedValue: Value) { value = wrappedValue }

    @available(*, unavailable, message: "@Tracked is only available on properties of classes")
    var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Tracked<Value>>
    ) -> Value {
        get { owner[keyPath: storageKeyPath].value }
        set { owner[keyPath: storageKeyPath].value = newValue }
    }
}

struct OrderFilter {
    @Tracked var status = "idle"
}
