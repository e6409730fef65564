// expect: error: 'wrappedValue' is unavailable: @Tracked is only available on properties of classes
// expect: note: 'wrappedValue' has been explicitly marked unavailable here
// A mini copy of Tracked: a struct's property never reaches the subscript.
@propertyWrapper
struct Tracked<Value> {
    private var value: Value
    init(wrappedValue: Value) { value = wrappedValue }

    @available(*, unavailable, message:
        "@Tracked is only available on properties of classes")
    var wrappedValue: Value { get { fatalError() } set { fatalError() } }
}

struct OrderFilter {
    @Tracked var status = "idle"
}
