import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` on a thread of its own and waits at most `seconds` for it: a call that would block forever (on a
/// named pipe) fails the test instead of hanging it. After a timeout, `unblock` runs (opening the pipe's other end).
/// The test thread waits while `body` runs, so nothing is used by two threads at once.
public func finishes<T>(within seconds: Double, unblock: @escaping @Sendable () -> Void = {}, _ body: @escaping () -> T) -> T? {
    let box = Handed<T?>(nil), work = Handed(body), done = DispatchSemaphore(value: 0)
    Thread {
        box.value = work.value()
        done.signal()
    }.start()
    if done.wait(timeout: .now() + seconds) == .success { return box.value }
    unblock()
    _ = done.wait(timeout: .now() + 10)
    return nil
}

/// A value handed between a test and the one thread it waits for (never used by both at once).
public final class Handed<T>: @unchecked Sendable {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }
}

/// Opens the named pipe at `path` for writing without waiting and closes it, so a reader blocked opening it goes on.
public func unblockReader(of path: String) {
    let fd = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
    if fd >= 0 { close(fd) }
}
