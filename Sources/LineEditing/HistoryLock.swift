#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on a lock file, waited for at most a given time. See ``HistoryFile``.
///
/// `flock` has no timed wait, so this tries without blocking and sleeps a little between tries (1 ms, doubling up
/// to 10 ms): writers hold the lock for a few milliseconds, so a waiter gets it soon after it is free.
struct HistoryLock {
    /// The open lock file while the lock is held, else -1.
    private let descriptor: Int32
    /// Whether someone else still held the lock when the time was up.
    let timedOut: Bool
    /// Set when the lock is not held: a sentence for the user saying why.
    let warning: String?

    var isHeld: Bool { descriptor >= 0 }

    /// Opens (creating it, mode 0600) the lock file at `path` and locks it, waiting at most `timeout` seconds.
    /// Never fails: when the lock cannot be had, the result says why and does not hold it.
    static func acquire(path: String, timeout: Double) -> HistoryLock {
        var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0 && (errno == EACCES || errno == EROFS || errno == EISDIR) {
            // flock works on a descriptor opened for reading only, e.g. a lock file another user created.
            fd = open(path, O_RDONLY | O_CLOEXEC)
        }
        guard fd >= 0 else {
            return HistoryLock(descriptor: -1, timedOut: false, warning:
                "The history lock file \(path) could not be opened (\(HistoryFile.errnoText())), so history is saved without it; two playgrounds saving at the same moment may lose an entry.")
        }
        let deadline = monotonicSeconds() + max(0, timeout)
        var pause: UInt32 = 1_000
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                return HistoryLock(descriptor: fd, timedOut: false, warning: nil)
            }
            let error = errno
            if error == EINTR { continue }
            guard error == EWOULDBLOCK || error == EAGAIN else {
                _ = closeDescriptor(fd)
                return HistoryLock(descriptor: -1, timedOut: false, warning:
                    "The history lock file \(path) could not be locked (\(HistoryFile.errnoText(error))), so history is saved without it; two playgrounds saving at the same moment may lose an entry.")
            }
            if monotonicSeconds() >= deadline {
                _ = closeDescriptor(fd)
                return HistoryLock(descriptor: -1, timedOut: true, warning:
                    "Another process has held the history lock \(path) for more than \(Self.describe(timeout)), so history is saved without it; if no other playground is running, that process may be stuck.")
            }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
    }

    /// Unlocks (by closing the lock file). Does nothing if the lock is not held.
    func release() {
        if descriptor >= 0 { _ = closeDescriptor(descriptor) }
    }

    private static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
