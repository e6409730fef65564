// Platform: POSIX calls (the environment block differs between Linux and Darwin)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's environment, as `environ` holds it (Darwin's headers leave `environ` out of a
/// program's reach: `_NSGetEnviron()` gives it there).
func environmentBlock() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
    _NSGetEnviron().pointee
    #else
    environ
    #endif
}

/// `close(2)`, under a name that no `close()` method shadows.
@discardableResult
func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// A pipe whose two ends are closed on exec (a child gets only what a spawn action gives it).
struct Pipe {
    let read: Int32
    let write: Int32

    /// Both ends non-blocking unless `nonblockingRead` is given: then only the read end is, and the
    /// write end, meant for a child, blocks as programs expect.
    init(nonblockingRead: Bool = false) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ChildProcess.Failure.systemCall("pipe", errno: errno) }
        read = ends[0]
        write = ends[1]
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
        if !nonblockingRead { _ = fcntl(write, F_SETFL, fcntl(write, F_GETFL) | O_NONBLOCK) }
    }

    func close() {
        closeDescriptor(read)
        closeDescriptor(write)
    }
}

/// A pthread mutex around a value. (Not `Synchronization.Mutex`: ThreadSanitizer on Linux reports
/// races inside it that are not there.)
final class Locked<Value>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}

/// The child's folder: made with `mkdtemp` under `TMPDIR` (else /tmp), removed with everything in it.
enum TemporaryFolder {
    static func create(prefix: String = "mvvm-playground-") throws -> String {
        var parent = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if parent.isEmpty { parent = "/tmp" }
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        var template = Array((parent + "/" + prefix + "XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ChildProcess.Failure.cannotCreateFolder(parent: parent, errno: errno)
        }
        return String(cString: made)
    }

    /// Removes `path` and everything under it, without following symbolic links. Folders the child
    /// made unreadable or unwritable are opened up first.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            _ = unlink(path)
            return
        }
        _ = chmod(path, 0o700)
        for name in entries(of: path) { remove(path + "/" + name) }
        _ = rmdir(path)
    }

    private static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
