// wrong: clamps with min and max swapped, so every write stores a bound, even one inside the range
// caught by: a value inside the range, the bounds included, is stored as written
/// A value that never leaves its range: `@Clamped(0...10) var volume = 5`.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    private let range: ClosedRange<Value>

    /// The compiler calls this as `Clamped(wrappedValue: 5, 0...10)`: the initial value first,
    /// then the attribute's own arguments. It is clamped like any other write.
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = Self.clamp(wrappedValue, to: range)
    }

    var wrappedValue: Value {
        get { value }
        set { value = Self.clamp(newValue, to: range) }
    }

    /// What `$volume` reads: the range, so a slider need not repeat `0...10`.
    var projectedValue: ClosedRange<Value> { range }

    private static func clamp(_ value: Value, to range: ClosedRange<Value>) -> Value {
        max(min(value, range.lowerBound), range.upperBound)
    }
}
