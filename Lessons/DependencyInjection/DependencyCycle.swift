/// Types that need each other to be made: `["Cart", "Checkout", "Cart"]`.
public struct DependencyCycle: Sendable, Equatable {
    public let types: [String]

    public var message: String {
        "dependency cycle: " + types.joined(separator: " → ")
    }
}
