// wrong: notes that the single settled only after sending, so a subscriber that calls succeed or fail from its handler gets a second outcome through
// caught by: a subscriber that settles the single again from its own handler is refused
import Foundation
import OpenCombine
@testable import InputOutput

/// What stands under `@Output.Single`: one outcome, a value or an error, then nothing. A late
/// subscriber gets the value too, since it sits in a replay subject that keeps one.
final class SingleSubject<Value>: Publisher {
    typealias Output = Value
    typealias Failure = any Error

    private let subject = ReplaySubject<Value, any Error>(.once)
    private var settled = false

    /// Sends `value` and the end; returns false, sending nothing, once the single has settled.
    @discardableResult
    func succeed(_ value: Value) -> Bool {
        guard !settled else { return false }
        subject.send(value)
        subject.send(completion: .finished)
        settled = true
        return true
    }

    /// Fails with `error`; returns false, sending nothing, once the single has settled.
    @discardableResult
    func fail(_ error: any Error) -> Bool {
        guard !settled else { return false }
        subject.send(completion: .failure(error))
        settled = true
        return true
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == any Error {
        subject.receive(subscriber: subscriber)
    }
}
