import Foundation

/// Stops children from another thread: pass one to ``ChildProcess/run(_:arguments:environment:limits:interruptible:cancellation:prepare:)``
/// and call ``cancel()``. The run then stops its child as at the time limit and ends with
/// ``ChildProcess/Ending/cancelled``. Cancelling is for good: later runs given the same
/// cancellation stop their child at once.
public final class Cancellation: Sendable {
    private struct State {
        var cancelled = false
        var wakes: [Int: Int32] = [:]
        var nextID = 0
    }

    private let state = Locked(State())

    public init() {}

    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    public func cancel() {
        state.withLock { state in
            state.cancelled = true
            var zero: UInt8 = 0
            for wake in state.wakes.values { _ = write(wake, &zero, 1) }
        }
    }

    func register(wake: Int32) -> Int {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.wakes[id] = wake
            return id
        }
    }

    func unregister(_ id: Int) {
        _ = state.withLock { $0.wakes.removeValue(forKey: id) }
    }
}
