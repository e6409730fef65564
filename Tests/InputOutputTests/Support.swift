import Foundation
import OpenCombine
import PlaygroundKit
import TestSupport
@testable import InputOutput

func openLesson() -> ScriptedShell {
    ScriptedShell(opening: InputOutputLesson.self)
}

/// A thread-safe subscriber that records everything and asks for `demand` at first.
final class Recorder<Value, Failure: Error>: Subscriber, @unchecked Sendable {
    typealias Input = Value
    enum Event: Equatable where Value: Equatable { case value(Value), finished, failed(String) }

    private let lock = NSLock()
    private let initial: Subscribers.Demand
    private var subscription: (any Subscription)?
    private var _values: [Value] = []
    private var _ends: [String] = []
    private let extra: (Value) -> Subscribers.Demand

    init(demand: Subscribers.Demand = .unlimited, extra: @escaping (Value) -> Subscribers.Demand = { _ in .none }) {
        initial = demand
        self.extra = extra
    }

    var values: [Value] { lock.withLock { _values } }
    var ends: [String] { lock.withLock { _ends } }

    func receive(subscription: any Subscription) {
        lock.withLock { self.subscription = subscription }
        if initial > .none { subscription.request(initial) }
    }

    func receive(_ input: Value) -> Subscribers.Demand {
        lock.withLock { _values.append(input) }
        return extra(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            switch completion {
            case .finished: _ends.append("finished")
            case .failure(let error): _ends.append("failed: \(error)")
            }
        }
    }

    func request(_ count: Int) { lock.withLock { subscription }?.request(.max(count)) }
    func cancel() { lock.withLock { subscription }?.cancel() }
}
