#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on the lock file next to the progress file, waited for at most a given time.
///
/// `flock` cannot wait with a time limit, so this tries without blocking and pauses briefly between tries (1 ms,
/// doubling up to 8 ms). A writer holds the lock for a few milliseconds, so a waiter gets it soon after it is free.
/// The lock belongs to the open file, so two threads of one process exclude each other as two processes do.
struct ProgressLock {
    /// The open lock file while the lock is held, else -1.
    private let descriptor: Int32
    /// Set when the lock is not held: completes "... because ..." in a sentence for the user.
    let failure: String?

    var isHeld: Bool { descriptor >= 0 }

    /// Opens (creating it, mode 0600) the lock file at `path` and locks it, waiting at most `timeout` seconds
    /// (a timeout of 0 tries once). Never fails outright: when the lock cannot be had, ``failure`` says why.
    static func acquire(path: String, timeout: Double) -> ProgressLock {
        var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd < 0 && (errno == EACCES || errno == EROFS) {
            // flock works on a file opened for reading only, e.g. a lock file made by another user.
            fd = open(path, O_RDONLY | O_CLOEXEC)
        }
        guard fd >= 0 else {
            return ProgressLock(descriptor: -1, failure: "the progress lock file \(path) could not be opened (\(ProgressDisk.errnoText()))")
        }
        let deadline = monotonicSeconds() + max(0, timeout)
        var pause: UInt32 = 1_000
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                return ProgressLock(descriptor: fd, failure: nil)
            }
            let error = errno
            if error == EINTR { continue }
            guard error == EWOULDBLOCK || error == EAGAIN else {
                close(fd)
                return ProgressLock(descriptor: -1, failure: "the progress lock file \(path) could not be locked (\(ProgressDisk.errnoText(error)))")
            }
            if monotonicSeconds() >= deadline {
                close(fd)
                return ProgressLock(descriptor: -1, failure:
                    "another playground has held the progress lock \(path) for more than \(describe(timeout)); if no other playground is running, a stuck process may still hold it")
            }
            usleep(pause)
            pause = min(pause * 2, 8_000)
        }
    }

    /// Unlocks, by closing the lock file (which stays in place, as lock files must). Does nothing when not held.
    func release() {
        if descriptor >= 0 { close(descriptor) }
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
