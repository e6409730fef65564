import Foundation

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
