// right: keeps one weak reference to whatever stands behind, and closures that capture nothing and are handed that target when it still lives
import OpenCombine
@testable import InputOutput

/// A value can go in, nothing comes out: no publisher, and it does not keep what it sends into.
final class AnyInput<Value, Failure: Error> {
    private weak var target: AnyObject?
    private let forwardValue: (AnyObject, Value) -> Void
    private let forwardEnd: (AnyObject, Subscribers.Completion<Failure>) -> Void

    init<Relay: RelayAcceptable>(_ relay: Relay) where Relay.Element == Value, Failure == Never {
        target = relay
        forwardValue = { target, value in (target as? Relay)?.accept(value) }
        forwardEnd = { _, _ in }
    }

    init<S: Subject>(_ subject: S) where S.Output == Value, S.Failure == Failure {
        target = subject
        forwardValue = { target, value in (target as? S)?.send(value) }
        forwardEnd = { target, completion in (target as? S)?.send(completion: completion) }
    }

    func send(_ value: Value) {
        guard let target else { return }
        forwardValue(target, value)
    }

    fileprivate func end(_ completion: Subscribers.Completion<Failure>) {
        guard let target else { return }
        forwardEnd(target, completion)
    }
}

extension AnyInput where Failure == any Error {
    func send(completion: Subscribers.Completion<any Error>) {
        end(completion)
    }
}
