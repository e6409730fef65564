import Foundation
import Platform

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
        var request = SpawnRequest(program: program, arguments: [program] + arguments, environment: environment)
        request.descriptors = [
            (0, .descriptor(toServer.read)), (1, .descriptor(fromServer.write)),
            (2, .open(path: errorLog ?? "/dev/null", flags: O_WRONLY | O_CREAT | O_APPEND, mode: 0o644)),
        ]
        request.closeOthers = true
        request.newProcessGroup = true
        request.defaults = .all
        request.emptySignalMask = true
        let child: pid_t
        do {
            child = try Spawn.start(request)
        } catch {
            for descriptor in [toServer.read, toServer.write, fromServer.read, fromServer.write, wakePipe.read, wakePipe.write] { _ = close(descriptor) }
            throw .cannotStart("\(program): \(error)")
        }
        _ = close(toServer.read)
        _ = close(fromServer.write)
        pid = child
        input = toServer.write
        output = fromServer.read
        wake = wakePipe
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        Signals.noPipeSignal(on: input)
    }

    /// Writes all of `bytes` to the server's standard input by `deadline`.
    func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> WriteResult {
        return Signals.withoutPipeSignal { writeAll(bytes, deadline: deadline) }
    }

    private func writeAll(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> WriteResult {
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

    /// Both ends closed on exec from the start where the C library can, so no child spawned
    /// meanwhile inherits them.
    private static func makePipe() throws(LanguageServerError) -> (read: Int32, write: Int32) {
        do {
            return try Spawn.pipe()
        } catch {
            throw .cannotStart("pipe: \(error)")
        }
    }
}

/// `read(2)` and `write(2)`, under names no method shadows.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
