// wrong: stores the initial value as written, so @Clamped(0.5...2.0) var speed = 3.0 keeps 3.0 until the first write
// caught by: the initial value is clamped too
/// A value that never leaves its range: `@Clamped(0...10) var volume = 5`.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    private let range: ClosedRange<Value>

    /// The compiler calls this as `Clamped(wrappedValue: 5, 0...10)`: the initial value first,
    /// then the attribute's own arguments. It is clamped like any other write.
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set { value = Self.clamp(newValue, to: range) }
    }

    /// What `$volume` reads: the range, so a slider need not repeat `0...10`.
    var projectedValue: ClosedRange<Value> { range }

    private static func clamp(_ value: Value, to range: ClosedRange<Value>) -> Value {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
