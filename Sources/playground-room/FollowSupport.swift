import Foundation

/// A value shared between the shell's thread and the network's tasks.
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

/// How long to wait before trying the room again: from 1 s, doubling to 10 s, with a little
/// jitter so that a room's followers do not all come back at the same instant.
struct Backoff {
    private var attempt = 0

    mutating func next() -> Duration {
        defer { attempt += 1 }
        let seconds = min(10.0, pow(2.0, Double(min(attempt, 4))))
        return .milliseconds(Int(seconds * 1000 * Double.random(in: 0.8...1.2)))
    }

    mutating func reset() {
        attempt = 0
    }
}

/// Whether a follower reached its room: the network's task settles it, the command's thread waits
/// for it, hearing of each failed attempt meanwhile.
final class Contact: @unchecked Sendable {
    enum Outcome: Sendable, Equatable {
        case joined
        /// Given up after `attempts` tries; the last one failed for `reason`.
        case unreachable(reason: String, attempts: Int)
    }

    private let lock = NSLock()
    private let signal = DispatchSemaphore(value: 0)
    private var outcome: Outcome?
    private var failures: [(reason: String, attempt: Int)] = []

    /// The first outcome stands; later ones are ignored.
    func settle(_ outcome: Outcome) {
        lock.lock()
        let first = self.outcome == nil
        if first { self.outcome = outcome }
        lock.unlock()
        if first { signal.signal() }
    }

    func failed(_ reason: String, attempt: Int) {
        lock.lock()
        failures.append((reason, attempt))
        lock.unlock()
        signal.signal()
    }

    /// Blocks until settled; `onFailure` hears of each failed attempt, in order, on this thread.
    func wait(onFailure: (String, Int) -> Void) -> Outcome {
        while true {
            signal.wait()
            lock.lock()
            let pending = failures, settled = outcome
            failures = []
            lock.unlock()
            for failure in pending { onFailure(failure.reason, failure.attempt) }
            if let settled { return settled }
        }
    }
}
