import Foundation

/// The smallest useful wrapper: a `String` that drops leading and trailing whitespace on every
/// write. All a wrapper needs is `@propertyWrapper` and a `wrappedValue`.
// @snippet trimmed
@propertyWrapper
struct Trimmed {
    private var text = ""

    var wrappedValue: String {
        get { text }
        set {
            text = newValue.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    init(wrappedValue: String) {
        // Through the setter, so that an initial value is trimmed too.
        self.wrappedValue = wrappedValue
    }
}
// @end trimmed
