// Platform: the language server's pipes and spawn (pipe2 where the C library has it)
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The language server as a child process, and every system call the client makes: the server's
/// standard input and output are pipes to this process, its standard error goes to a log file or
/// /dev/null, it leads a process group of its own (so stopping it stops whatever it started), and
/// it inherits no other descriptor.
///
/// Writing never blocks past a deadline and never raises SIGPIPE when the server is gone (Linux:
/// SIGPIPE blocked on the writing thread and a pending one taken back; Darwin: `F_SETNOSIGPIPE`).
/// Reading waits for the server's output or for ``stop()``, whichever comes first.
final class ServerProcess: @unchecked Sendable {
    let pid: pid_t
    /// Our end of the server's standard input (non-blocking).
    private let input: Int32
    /// Our end of the server's standard output.
    private let output: Int32
    /// Written to by ``stop()`` to wake a reader waiting in `poll`.
    private let wake: (read: Int32, write: Int32)
    private let lock = NSLock()
    private var reaped = false
    private var closed = false

    enum WriteResult: Equatable { case written, timedOut, closed(String) }
    enum ReadResult: Equatable { case bytes(Int), endOfFile, stopped, failed(String) }

    init(program: String, arguments: [String], environment: [String: String], errorLog: String?) throws(LanguageServerError) {
        let toServer = try Self.makePipe(), fromServer = try Self.makePipe()
        let wakePipe: (read: Int32, write: Int32)
        do throws(LanguageServerError) {
            wakePipe = try Self.makePipe()
        } catch {
            for descriptor in [toServer.read, toServer.write, fromServer.read, fromServer.write] { _ = close(descriptor) }
            throw error
        }
        var actions = FileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toServer.read, 0)
        posix_spawn_file_actions_adddup2(&actions, fromServer.write, 1)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o644)
        var attributes = Attributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETPGROUP) | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        #if canImport(Glibc)
        if let addClosefrom = Self.addClosefrom { _ = addClosefrom(&actions, 3) }
        #elseif canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)

        var child: pid_t = 0
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        let result = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        _ = close(toServer.read)
        _ = close(fromServer.write)
        guard result == 0 else {
            for descriptor in [toServer.write, fromServer.read, wakePipe.read, wakePipe.write] { _ = close(descriptor) }
            throw .cannotStart("\(program): \(String(cString: strerror(result)))")
        }
        pid = child
        input = toServer.write
        output = fromServer.read
        wake = wakePipe
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        #if canImport(Darwin)
        _ = fcntl(input, F_SETNOSIGPIPE, 1)
        #endif
    }

    /// Writes all of `bytes` to the server's standard input by `deadline`.
    func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> WriteResult {
        #if canImport(Glibc)
        var pipeSignal = sigset_t(), previous = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer {
            var pending = sigset_t()
            if sigpending(&pending) == 0, sigismember(&pending, SIGPIPE) == 1 {
                var now = timespec()
                _ = sigtimedwait(&pipeSignal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        #endif
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(input, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
                continue
            }
            let code = errno
            if written < 0, code == EINTR { continue }
            guard written < 0, code == EAGAIN || code == EWOULDBLOCK else { return .closed(String(cString: strerror(code))) }
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return .timedOut }
            var entry = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
            _ = poll(&entry, 1, Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000)))
        }
        return .written
    }

    /// Reads what the server wrote into `buffer`: waits until there is some, the server closes
    /// its output, or ``stop()`` is called.
    func read(into buffer: inout [UInt8]) -> ReadResult {
        var entries = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&entries, 2, -1)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 { return .failed(String(cString: strerror(errno))) }
            if entries[1].revents != 0 { return .stopped }
            let count = buffer.withUnsafeMutableBytes { systemRead(output, $0.baseAddress, $0.count) }
            if count > 0 { return .bytes(count) }
            if count == 0 { return .endOfFile }
            if errno == EINTR || errno == EAGAIN { continue }
            return .failed(String(cString: strerror(errno)))
        }
    }

    /// Kills the server and everything in its process group, and wakes the reader. Never twice
    /// after the server was reaped (its pid may belong to another process by then).
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        if !reaped {
            _ = kill(-pid, SIGKILL)
            _ = kill(pid, SIGKILL)
        }
        if !closed { _ = systemWrite(wake.write, [UInt8(1)], 1) }
    }

    /// Closes our end of the server's input: a server reading it sees the end and exits.
    /// (Callers make sure no write is under way.)
    func closeInput() {
        lock.lock()
        defer { lock.unlock() }
        closeInputLocked()
    }

    private var inputClosed = false
    private func closeInputLocked() {
        guard !inputClosed else { return }
        inputClosed = true
        _ = close(input)
    }

    /// Waits up to `timeout` for the server to exit, and collects it. True once it has.
    func reap(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            lock.lock()
            if reaped {
                lock.unlock()
                return true
            }
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid || (result < 0 && errno == ECHILD) { reaped = true }
            let done = reaped
            lock.unlock()
            if done { return true }
            if ContinuousClock.now >= deadline { return false }
            usleep(10_000)
        }
    }

    /// Closes every descriptor; call once the reader has stopped reading.
    func closeDescriptors() {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        closed = true
        closeInputLocked()
        for descriptor in [output, wake.read, wake.write] { _ = close(descriptor) }
    }

    // MARK: - Platform

    #if canImport(Glibc)
    private typealias FileActions = posix_spawn_file_actions_t
    private typealias Attributes = posix_spawnattr_t
    private typealias AddClosefrom = @convention(c) (UnsafeMutablePointer<FileActions>, Int32) -> Int32
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    // GNU extensions not in the headers Swift imports: looked up at run time.
    private static let addClosefrom: AddClosefrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    private static let pipe2: Pipe2? = symbol("pipe2")

    private static func symbol<T>(_ name: String) -> T? {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: T.self)
    }

    /// Both ends closed on exec from the start (pipe2), so no child spawned meanwhile inherits them.
    private static func makePipe() throws(LanguageServerError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        let result = ends.withUnsafeMutableBufferPointer { buffer in
            if let pipe2 { return pipe2(buffer.baseAddress!, O_CLOEXEC) }
            let made = pipe(buffer.baseAddress!)
            if made == 0 { for end in buffer { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
            return made
        }
        guard result == 0 else { throw .cannotStart("pipe: \(String(cString: strerror(errno)))") }
        return (ends[0], ends[1])
    }
    #elseif canImport(Darwin)
    private typealias FileActions = posix_spawn_file_actions_t?
    private typealias Attributes = posix_spawnattr_t?

    private static func makePipe() throws(LanguageServerError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .cannotStart("pipe: \(String(cString: strerror(errno)))") }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
    #endif
}

/// `read(2)` and `write(2)`, under names no method shadows.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
