// wrong: takes the end of a subject input and drops it, as the article's AnyRxInput did
// caught by: ending a subject input ends the subject
import OpenCombine
@testable import InputOutput

/// The article's `AnyRxInput`: a value can go in, nothing comes out. It is no publisher, so
/// nobody holding it can subscribe to what stands behind it.
final class AnyInput<Value, Failure: Error> {
    private let sendValue: (Value) -> Void
    /// Nil for a relay, which never ends.
    private let sendCompletion: ((Subscribers.Completion<Failure>) -> Void)?

    /// A relay takes values only: `Failure` is `Never`, and there is no way to end it.
    init<Relay: RelayAcceptable>(_ relay: Relay) where Relay.Element == Value, Failure == Never {
        // Weak, as in the article: a view that keeps the input does not keep the owner's relay.
        sendValue = { [weak relay] value in relay?.accept(value) }
        sendCompletion = nil
    }

    /// A subject takes values and an end.
    init<S: Subject>(_ subject: S) where S.Output == Value, S.Failure == Failure {
        sendValue = { [weak subject] value in subject?.send(value) }
        sendCompletion = { _ in }
    }

    func send(_ value: Value) {
        sendValue(value)
    }
}

extension AnyInput where Failure == any Error {
    /// Only a subject input can end: on a relay input this method does not exist.
    func send(completion: Subscribers.Completion<any Error>) {
        sendCompletion?(completion)
    }
}
