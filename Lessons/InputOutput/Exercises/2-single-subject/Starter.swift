import Foundation
import OpenCombine
@testable import InputOutput

/// What should stand under `@Output.Single`: one outcome, a value or an error, then nothing.
/// For now it is a plain subject: it forgets its value, never ends after one, and takes any
/// number of outcomes.
final class SingleSubject<Value>: Publisher {
    typealias Output = Value
    typealias Failure = any Error

    // TODO: a subscriber that arrives after the value must get it too, not only the end.
    private let subject = PassthroughSubject<Value, any Error>()

    /// Sends `value` and the end; returns false, sending nothing, once the single has settled.
    @discardableResult
    func succeed(_ value: Value) -> Bool {
        // TODO: only the first outcome counts, and the value comes with the end.
        subject.send(value)
        return true
    }

    /// Fails with `error`; returns false, sending nothing, once the single has settled.
    @discardableResult
    func fail(_ error: any Error) -> Bool {
        // TODO: only the first outcome counts.
        subject.send(completion: .failure(error))
        return true
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == any Error {
        subject.receive(subscriber: subscriber)
    }
}
