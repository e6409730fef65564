import FileLocking

/// The history file's lock: a ``FileLock`` on the lock file next to it, waited for at most a given time, with the
/// user-facing sentence for when it cannot be had. See ``HistoryFile``.
struct HistoryLock {
    /// The lock while it is held.
    private let lock: FileLock?
    /// Whether someone else still held the lock when the time was up.
    let timedOut: Bool
    /// Set when the lock is not held: a sentence for the user saying why.
    let warning: String?

    var isHeld: Bool { lock != nil }

    /// Opens (creating it, mode 0600) the lock file at `path` and locks it, waiting at most `timeout` seconds.
    /// Never fails: when the lock cannot be had, the result says why and does not hold it.
    static func acquire(path: String, timeout: Double) -> HistoryLock {
        switch FileLock.acquire(path: path, timeout: timeout) {
        case .success(let lock):
            return HistoryLock(lock: lock, timedOut: false, warning: nil)
        case .failure(.couldNotOpen(let error)):
            return HistoryLock(lock: nil, timedOut: false, warning:
                "The history lock file \(path) could not be opened (\(HistoryFile.errnoText(error))), so history is saved without it; two playgrounds saving at the same moment may lose an entry.")
        case .failure(.couldNotLock(let error)):
            return HistoryLock(lock: nil, timedOut: false, warning:
                "The history lock file \(path) could not be locked (\(HistoryFile.errnoText(error))), so history is saved without it; two playgrounds saving at the same moment may lose an entry.")
        case .failure(.timedOut):
            return HistoryLock(lock: nil, timedOut: true, warning:
                "Another process has held the history lock \(path) for more than \(Self.describe(timeout)), so history is saved without it; if no other playground is running, that process may be stuck.")
        }
    }

    /// Unlocks (by closing the lock file). Does nothing if the lock is not held.
    func release() {
        lock?.release()
    }

    private static func describe(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
