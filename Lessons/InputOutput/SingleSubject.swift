import Foundation
import OpenCombine

/// What stands under `@Output.Single`: one value or one error, then nothing. Late subscribers
/// get the value too, not only the end, since it sits in a replay subject that keeps one.
// @snippet single-subject-succeed
public final class SingleSubject<Value>: Publisher, @unchecked Sendable {
    public typealias Output = Value
    public typealias Failure = any Error

    private let subject = ReplaySubject<Value, any Error>(.once)
    // @unchecked: guards `settled`. Without it, two threads could
    // each send a value before either sends the end.
    private let lock = NSLock()
    private var settled = false

    /// Sends `value` and the end; false (nothing sent) if settled already.
    @discardableResult
    public func succeed(_ value: Value) -> Bool {
        guard settle() else { return false }
        subject.send(value)
        subject.send(completion: .finished)
        return true
    }
    // @end single-subject-succeed

    @discardableResult
    public func fail(_ error: any Error) -> Bool {
        guard settle() else { return false }
        subject.send(completion: .failure(error))
        return true
    }

    private func settle() -> Bool {
        lock.withLock {
            defer { settled = true }
            return !settled
        }
    }

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == any Error {
        subject.receive(subscriber: subscriber)
    }

    /// The outcome so far, for the lesson's `outputs` command.
    var replay: (values: [Value], completion: Subscribers.Completion<any Error>?) { subject.replay }
}
