/// A value that never leaves its range. The range is an argument written in the attribute:
/// `@Clamped(0...10) var volume = 5`.
// @snippet clamped-init
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    private let range: ClosedRange<Value>

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = wrappedValue.clamped(to: range)
    }

    var wrappedValue: Value {
        get { value }
        set { value = newValue.clamped(to: range) }
    }
    // @end clamped-init

    // @snippet clamped-projection
    /// What `$volume` reads: the range, so a slider needs no second `0...10`.
    var projectedValue: ClosedRange<Value> { range }
    // @end clamped-projection
}

extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
