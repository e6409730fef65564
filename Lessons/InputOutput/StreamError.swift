/// The error the lesson's subjects fail with.
struct StreamError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
