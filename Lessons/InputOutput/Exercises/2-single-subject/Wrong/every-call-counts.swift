// wrong: keeps no record of having settled, so a second succeed or fail returns true
// caught by: only the first outcome counts
import Foundation
import OpenCombine
@testable import InputOutput

/// What stands under `@Output.Single`: one outcome, a value or an error, then nothing. A late
/// subscriber gets the value too, since it sits in a replay subject that keeps one.
final class SingleSubject<Value>: Publisher, @unchecked Sendable {
    typealias Output = Value
    typealias Failure = any Error

    private let subject = ReplaySubject<Value, any Error>(.once)
    // @unchecked: `lock` guards `settled`, so "first" holds when two threads settle at once.
    private let lock = NSLock()
    private var settled = false

    /// Sends `value` and the end; returns false, sending nothing, once the single has settled.
    @discardableResult
    func succeed(_ value: Value) -> Bool {
        guard settle() else { return false }
        subject.send(value)
        subject.send(completion: .finished)
        return true
    }

    /// Fails with `error`; returns false, sending nothing, once the single has settled.
    @discardableResult
    func fail(_ error: any Error) -> Bool {
        guard settle() else { return false }
        subject.send(completion: .failure(error))
        return true
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == any Error {
        subject.receive(subscriber: subscriber)
    }

    /// True for the first caller only.
    private func settle() -> Bool {
        true
    }
}
