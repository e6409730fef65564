import OpenCombine
@testable import InputOutput

/// The article's `AnyRxInput`: a value can go in, nothing comes out. It stands in front of a
/// relay or a subject that its owner keeps, and the view gets only this. For now whatever is
/// sent into it is lost.
final class AnyInput<Value, Failure: Error> {
    // TODO: keep how to send a value (and, for a subject, an end) into what stands behind.

    /// A relay takes values only: `Failure` is `Never`, and there is no way to end it.
    init<Relay: RelayAcceptable>(_ relay: Relay) where Relay.Element == Value, Failure == Never {
        // TODO: forward values to `relay.accept`, without keeping the relay alive.
    }

    /// A subject takes values and an end.
    init<S: Subject>(_ subject: S) where S.Output == Value, S.Failure == Failure {
        // TODO: forward values and the end to the subject, without keeping it alive.
    }

    func send(_ value: Value) {
        // TODO
    }
}

extension AnyInput where Failure == any Error {
    /// Only a subject input can end: on a relay input this method does not exist.
    func send(completion: Subscribers.Completion<any Error>) {
        // TODO
    }
}
