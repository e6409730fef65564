// right: keeps the two bounds in properties of their own and clamps with comparisons, in one setter the init goes through
/// A value that never leaves its range: `@Clamped(0...10) var volume = 5`.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private let lower: Value
    private let upper: Value
    private var stored: Value

    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        lower = range.lowerBound
        upper = range.upperBound
        stored = range.lowerBound
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: Value {
        get { stored }
        set {
            if newValue < lower {
                stored = lower
            } else if newValue > upper {
                stored = upper
            } else {
                stored = newValue
            }
        }
    }

    /// What `$volume` reads.
    var projectedValue: ClosedRange<Value> { lower...upper }
}
