import Platform

/// An exclusive `flock(2)` on a lock file, waited for at most a given time, released by closing the file.
///
/// `flock` has no timed wait, so this tries without blocking and sleeps a little between tries (1 ms, doubling up
/// to 10 ms): writers hold such locks for a few milliseconds, so a waiter gets it soon after it is free. The lock
/// belongs to the open file, so two threads of one process exclude each other as two processes do. The lock file
/// stays in place after release, as lock files must.
///
/// This only reports why a lock could not be had; callers turn the reason into their own sentence for the user.
public struct FileLock: Sendable {
    /// Why ``acquire(path:timeout:)`` did not get the lock.
    public enum Failure: Error, Equatable, Sendable {
        /// The lock file could not be opened, even for reading only; the `errno` of the last try.
        case couldNotOpen(errno: Int32)
        /// `flock` failed for a reason other than someone else holding the lock.
        case couldNotLock(errno: Int32)
        /// Someone else still held the lock when the time was up.
        case timedOut
    }

    /// The open lock file; the lock is held while it is open.
    private let descriptor: FileDescriptor

    private init(descriptor: FileDescriptor) {
        self.descriptor = descriptor
    }

    /// Opens (creating it, mode 0600) the lock file at `path` and locks it, waiting at most `timeout` seconds
    /// (a timeout of 0 or less tries once). When the file cannot be opened for writing (no permission, a read-only
    /// file system, a folder), it is opened for reading only: `flock` works on such a descriptor too, e.g. on a lock
    /// file another user created. Opened with `O_NONBLOCK`, so a named pipe at the path cannot hang the caller.
    public static func acquire(path: String, timeout: Double) -> Result<FileLock, Failure> {
        let file: FileDescriptor
        switch open(path) {
        case .success(let opened): file = opened
        case .failure(let error): return .failure(.couldNotOpen(errno: error.rawValue))
        }
        let deadline = ContinuousClock.now + .seconds(max(0, timeout))
        var pause: UInt32 = 1_000
        while true {
            if flock(file.rawValue, LOCK_EX | LOCK_NB) == 0 {
                return .success(FileLock(descriptor: file))
            }
            let error = errno
            if error == EINTR { continue }
            guard error == EWOULDBLOCK || error == EAGAIN else {
                try? file.close()
                return .failure(.couldNotLock(errno: error))
            }
            if ContinuousClock.now >= deadline {
                try? file.close()
                return .failure(.timedOut)
            }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
    }

    /// Unlocks, by closing the lock file. Call it once per acquired lock.
    public func release() {
        try? descriptor.close()
    }

    /// The lock file opened for reading and writing (made, 0600, if missing), else for reading only.
    private static func open(_ path: String) -> Result<FileDescriptor, Errno> {
        let options: FileDescriptor.OpenOptions = [.nonBlocking, .closeOnExec]
        do {
            return .success(try FileDescriptor.open(
                FilePath(path), .readWrite, options: options.union(.create), permissions: .ownerReadWrite, retryOnInterrupt: false
            ))
        } catch let error as Errno where [.permissionDenied, .readOnlyFileSystem, .isDirectory].contains(error) {
            do {
                return .success(try FileDescriptor.open(FilePath(path), .readOnly, options: options, retryOnInterrupt: false))
            } catch {
                return .failure(error as? Errno ?? .ioError)
            }
        } catch {
            return .failure(error as? Errno ?? .ioError)
        }
    }
}
