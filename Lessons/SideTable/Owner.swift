/// A plain object to hang values on: the steps' `alice` and `bob`, the commands' too.
/// `Sendable` (one `let`) so that step 14 can share owners between threads.
final class Owner: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}
