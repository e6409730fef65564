/// The side table everyone writes first: values keyed by the owner's `ObjectIdentifier`
/// alone. It compiles, it works in every quick test, and it has the bug step 9 shows.
// @snippet naive-side-table
final class NaiveSideTable {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript(owner: AnyObject) -> Any? {
        get { values[ObjectIdentifier(owner)] }
        set { values[ObjectIdentifier(owner)] = newValue }
    }
}
// @end naive-side-table
