import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func bytes(of url: URL) -> [UInt8]? {
    (try? Data(contentsOf: url)).map { Array($0) }
}

/// A mutex-protected value for handing results between the test and a background thread.
final class Locked<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body(&value)
    }

    /// Waits until `predicate` holds (checked on every change) or `timeout` seconds pass; returns whether it held.
    func wait(timeout: Double, until predicate: (Value) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(value) {
            if !condition.wait(until: deadline) { return predicate(value) }
        }
        return true
    }
}

/// Blocks SIGPIPE on the calling thread: a test's writer thread whose reader stopped early gets
/// EPIPE from `write` instead of ending the whole test process.
func blockBrokenPipeSignal() {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGPIPE)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
}
