import OpenCombine

/// The article's `AnyRxInput`: a value can go in, nothing comes out. It is no publisher, so
/// nobody outside can subscribe to what stands behind it.
// @snippet any-input-class
public final class AnyInput<Value, Failure: Error> {
    private let sendValue: (Value) -> Void
    private let sendCompletion: ((Subscribers.Completion<Failure>) -> Void)?

    public init<Relay: RelayAcceptable>(_ relay: Relay)
    where Relay.Element == Value, Failure == Never {
        // Weak, as in the article: a view's input does not keep the relay.
        sendValue = { [weak relay] in relay?.accept($0) }
        sendCompletion = nil
    }

    public init<S: Subject>(_ subject: S)
    where S.Output == Value, S.Failure == Failure {
        sendValue = { [weak subject] in subject?.send($0) }
        sendCompletion = { [weak subject] in subject?.send(completion: $0) }
    }

    public func send(_ value: Value) { sendValue(value) }
}
// @end any-input-class

extension AnyInput where Failure == any Error {
    /// Only subject inputs can end; on a relay input this does not exist, so it cannot compile.
    public func send(completion: Subscribers.Completion<any Error>) {
        sendCompletion?(completion)
    }
}
