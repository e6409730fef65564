// @snippet dependency-cycle
/// Types that need each other to be made: `["Cart", "Checkout", "Cart"]`.
struct DependencyCycle: Sendable, Equatable {
    let types: [String]

    var message: String {
        "dependency cycle: " + types.joined(separator: " → ")
    }
}
// @end dependency-cycle
