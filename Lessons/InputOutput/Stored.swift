import LessonKit

/// Prints what the compiler stored for `object`, one `name: Type` a line, read with `Mirror`:
/// for a wrapped property, the wrapper under its `_name`.
func printStored(_ object: Any, first count: Int = .max) {
    for property in Mirror(reflecting: object).children.prefix(count) {
        print("\(property.label ?? "?"): \(type(of: property.value))")
    }
}
