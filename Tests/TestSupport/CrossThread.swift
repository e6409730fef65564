/// A value handed to another thread that Swift cannot prove Sendable on every platform:
/// Foundation's `Process`, `Pipe` and `FileHandle` are Sendable in Linux's Foundation, but not
/// declared so in every macOS SDK (Swift 6 would refuse the capture there, and a
/// `nonisolated(unsafe)` local warns here). These types are safe to use from several threads.
public final class CrossThread<Value>: @unchecked Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
