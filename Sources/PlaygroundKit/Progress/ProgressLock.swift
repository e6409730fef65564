import FileLocking

/// The progress file's lock: a ``FileLock`` on the lock file next to it, waited for at most a given time, with the
/// user-facing reason for when it cannot be had.
struct ProgressLock {
    /// The lock while it is held.
    private let lock: FileLock?
    /// Set when the lock is not held: completes "... because ..." in a sentence for the user.
    let failure: String?

    var isHeld: Bool { lock != nil }

    /// Opens (creating it, mode 0600) the lock file at `path` and locks it, waiting at most `timeout` seconds
    /// (a timeout of 0 tries once). Never fails outright: when the lock cannot be had, ``failure`` says why.
    static func acquire(path: String, timeout: Double) -> ProgressLock {
        switch FileLock.acquire(path: path, timeout: timeout) {
        case .success(let lock):
            return ProgressLock(lock: lock, failure: nil)
        case .failure(.couldNotOpen(let error)):
            return ProgressLock(lock: nil, failure: "the progress lock file \(path) could not be opened (\(ProgressDisk.errnoText(error)))")
        case .failure(.couldNotLock(let error)):
            return ProgressLock(lock: nil, failure: "the progress lock file \(path) could not be locked (\(ProgressDisk.errnoText(error)))")
        case .failure(.timedOut):
            return ProgressLock(lock: nil, failure:
                "another playground has held the progress lock \(path) for more than \(describe(timeout)); if no other playground is running, a stuck process may still hold it")
        }
    }

    /// Unlocks, by closing the lock file (which stays in place, as lock files must). Does nothing when not held.
    func release() {
        lock?.release()
    }

    private static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
