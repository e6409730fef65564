// right: keeps the outcome itself and, for a subscriber that comes after it, replays it with Just or Fail; early subscribers wait on a PassthroughSubject
import Foundation
import OpenCombine
@testable import InputOutput

/// One outcome, a value or an error, then nothing; a late subscriber is handed the outcome.
final class SingleSubject<Value>: Publisher {
    typealias Output = Value
    typealias Failure = any Error

    private let waiting = PassthroughSubject<Value, any Error>()
    private var outcome: Result<Value, any Error>?

    @discardableResult
    func succeed(_ value: Value) -> Bool {
        settle(.success(value))
    }

    @discardableResult
    func fail(_ error: any Error) -> Bool {
        settle(.failure(error))
    }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == any Error {
        switch outcome {
        case nil:
            waiting.receive(subscriber: subscriber)
        case .success(let value)?:
            Just(value).setFailureType(to: (any Error).self).receive(subscriber: subscriber)
        case .failure(let error)?:
            Fail(outputType: Value.self, failure: error).receive(subscriber: subscriber)
        }
    }

    private func settle(_ result: Result<Value, any Error>) -> Bool {
        guard outcome == nil else { return false }
        outcome = result
        switch result {
        case .success(let value):
            waiting.send(value)
            waiting.send(completion: .finished)
        case .failure(let error):
            waiting.send(completion: .failure(error))
        }
        return true
    }
}
