import Foundation
import Synchronization

/// Runs code that may never come back (endless recursion, a `fatalError`) without taking
/// the playground down with it.
///
/// `resolve` cannot throw, so there is no way to unwind out of a runaway resolve. Instead
/// the code runs on a thread of its own; `stop(result)` hands the result to the caller and
/// then parks that thread for good, deep inside the recursion, on a semaphore nobody
/// signals. It is the usual trick for testing `fatalError` paths in Swift.
///
/// The price: one parked thread (and its small stack) per stopped run, until the app exits.
enum Sandbox {
    static func run<Result: Sendable>(
        _ body: @escaping @Sendable (_ stop: @escaping @Sendable (Result) -> Never) -> Result
    ) -> Result {
        let outcome = Outcome<Result>()
        let thread = Thread {
            let result = body { result in
                outcome.deliver(result)
                DispatchSemaphore(value: 0).wait()
                fatalError("a parked sandbox thread woke up")
            }
            outcome.deliver(result)
        }
        thread.stackSize = 256 * 1024
        thread.start()
        return outcome.wait()
    }
}

/// The result, handed from the sandbox thread to the one waiting for it.
private final class Outcome<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let delivered = DispatchSemaphore(value: 0)

    func deliver(_ result: Value) {
        value.withLock { $0 = result }
        delivered.signal()
    }

    func wait() -> Value {
        delivered.wait()
        return value.withLock { $0! }
    }
}

/// Runs `body` on a thread of its own and waits for what it returns: "another thread" in the
/// steps about sharing a container.
func onAnotherThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
    Sandbox.run { _ in body() }
}
