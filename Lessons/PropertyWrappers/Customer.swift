// @snippet customer
/// Two wrapped properties. The memberwise init still takes plain `String`s: the wrapper has
/// `init(wrappedValue:)`, so the compiler hands each argument to it.
struct Customer {
    @Trimmed var name: String
    @Trimmed var city: String

    /// Inside the type, the wrapper itself is in reach under its underscored name.
    func nameStorage() -> String {
        "_name holds \(_name)"
    }
}
// @end customer
