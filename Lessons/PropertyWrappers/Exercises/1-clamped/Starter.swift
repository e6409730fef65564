/// A value that should never leave its range: `@Clamped(0...10) var volume = 5`.
/// For now it stores whatever it is given.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    // TODO: remember the range.

    /// The compiler calls this as `Clamped(wrappedValue: 5, 0...10)`.
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        // TODO: the initial value must be clamped too.
        value = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        // TODO: keep every write inside the range.
        set { value = newValue }
    }

    /// What `$volume` reads.
    // TODO: project the range.
    var projectedValue: ClosedRange<Value> { value...value }
}
