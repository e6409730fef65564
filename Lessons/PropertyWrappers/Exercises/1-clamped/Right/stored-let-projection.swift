// right: keeps the range in a stored `let projectedValue`, the projection itself, instead of a private property and a computed one
/// A value that never leaves its range: `@Clamped(0...10) var volume = 5`.
@propertyWrapper
struct Clamped<Value: Comparable> {
    /// What `$volume` reads: the range, fixed when the wrapper is made.
    let projectedValue: ClosedRange<Value>
    private var value: Value

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        projectedValue = range
        value = range.lowerBound
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: Value {
        get { value }
        set { value = projectedValue.clamped(newValue) }
    }
}

extension ClosedRange {
    /// The bound nearest to `value` when it lies outside, else `value` itself.
    fileprivate func clamped(_ value: Bound) -> Bound {
        value < lowerBound ? lowerBound : value > upperBound ? upperBound : value
    }
}
