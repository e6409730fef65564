import Platform

/// Ends a reader's wait for input from another thread: ``LineReader/readLine(prompt:)`` returns
/// ``ReadResult/woken(partial:)``, so the caller can show something at once (the teacher moved) and read on.
///
/// A pipe: ``wake()`` writes a byte, the reader polls its input and the pipe together. A wake that comes while
/// the reader is not reading is kept, and ends the next read at once.
public final class WakeUp: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if readEnd >= 0 { close(readEnd) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Wakes the reader (from any thread). A full pipe means a wake is already pending.
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Takes the pending wakes.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }

    /// Whether a wake comes within `milliseconds` (taking it if so): for a wait that is not a
    /// line reader's, such as the pager's.
    public func arrives(within milliseconds: Int32) -> Bool {
        var request = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0, request.revents & Int16(POLLIN) != 0 else { return false }
        drain()
        return true
    }

    enum Ready { case input, woken, failed }

    /// Waits until `input` can be read or a wake comes (a wake first); EINTR is retried unless
    /// `interrupted` says to stop.
    func wait(for input: Int32, interrupted: () -> Bool = { false }) -> Ready {
        while true {
            var requests = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0), pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
            let count = poll(&requests, 2, -1)
            if count < 0 {
                if errno == EINTR {
                    if interrupted() { return .failed }
                    continue
                }
                return .failed
            }
            if requests[0].revents & Int16(POLLIN) != 0 {
                drain()
                return .woken
            }
            if requests[1].revents != 0 { return .input }
        }
    }
}
