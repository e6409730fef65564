/// Two wrapped properties. The memberwise init still takes plain `String`s: the wrapper has
/// `init(wrappedValue:)`, so the compiler hands each argument to it.
// @snippet customer
struct Customer {
    @Trimmed var name: String
    @Trimmed var city: String

    func nameStorage() -> String {
        "_name holds \(_name)"
    }
}
// @end customer
