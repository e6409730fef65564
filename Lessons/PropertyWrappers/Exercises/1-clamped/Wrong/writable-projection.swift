// wrong: the range is kept as a stored `var projectedValue`, so `$volume` can be reassigned from outside and the wrapper's bounds widened by any screen.
// caught by: $volume can be read, not set
/// A value that should never leave its range: `@Clamped(0...10) var volume = 5`.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    /// What `$volume` reads: the range itself.
    var projectedValue: ClosedRange<Value>

    /// The compiler calls this as `Clamped(wrappedValue: 5, 0...10)`.
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        projectedValue = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, projectedValue.lowerBound), projectedValue.upperBound) }
    }
}
