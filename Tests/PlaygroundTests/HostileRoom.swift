import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A room that is not one: a TCP server on 127.0.0.1 that answers a follower's stream request
/// with whatever a test wants (a malicious or broken server), and takes progress reports with
/// 204. Each connection is served on a thread of its own; the server counts stream requests.
final class HostileRoom: @unchecked Sendable {
    /// What to send on `GET /api/stream`; the connection's number (from 1) is given.
    typealias Answer = @Sendable (_ connection: Int) -> (bytes: [UInt8], thenClose: Bool)

    let port: UInt16
    private let listener: Int32
    private let answer: Answer
    private let streams = Locked(0)
    /// When each stream request came, as the room saw it (whenever the test looks).
    private let streamTimes = Locked<[ContinuousClock.Instant]>([])
    private let stopped = Locked(false)
    /// Whether the accept loop has closed the listener (after which its number is not ours).
    private let listenerClosed = Locked(false)

    var address: String { "127.0.0.1:\(port)" }
    var streamRequests: Int { streams.withValue { $0 } }
    /// The time between each stream request and the next, in seconds, in the order they came.
    var streamGaps: [Double] {
        let times = streamTimes.withValue { $0 }.sorted()
        return zip(times, times.dropFirst()).map { pair in
            let gap = pair.0.duration(to: pair.1).components
            return Double(gap.seconds) + Double(gap.attoseconds) / 1e18
        }
    }

    init(answer: @escaping Answer) throws {
        self.answer = answer
        let listener = TestSocket.tcp()
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 64) == 0 && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw RoomTestError("the hostile room could not listen")
        }
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Stops accepting. The accept loop closes the listener as it ends: closed here, its number
    /// could go to another test's socket while the loop still accepts on it.
    func stop() {
        listenerClosed.withValue { closed in
            stopped.withValue { $0 = true }
            if !closed { shutdown(listener, Int32(SHUT_RDWR)) }
        }
    }

    private func acceptLoop() {
        defer {
            listenerClosed.withValue { closed in
                closed = true
                close(listener)
            }
        }
        while !stopped.withValue({ $0 }) {
            let connection = TestSocket.accepted(accept(listener, nil, nil))
            if connection < 0 { return }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let head = readHead(connection) else { return }
        guard head.hasPrefix("GET /api/stream ") else {
            // A progress report, or anything else: taken and forgotten.
            send(connection, Array("HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n".utf8))
            return
        }
        let now = ContinuousClock.now
        let number = streams.withValue { count -> Int in
            count += 1
            return count
        }
        streamTimes.withValue { $0.append(now) }
        let (bytes, thenClose) = answer(number)
        send(connection, bytes)
        guard !thenClose else { return }
        // Kept open, saying nothing more, until the follower or the test goes.
        var byte: UInt8 = 0
        while !stopped.withValue({ $0 }) {
            var request = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            if poll(&request, 1, 100) > 0, recv(connection, &byte, 1, 0) <= 0 { return }
        }
    }

    private func readHead(_ connection: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 16_384 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            received.append(contentsOf: buffer[0..<count])
            if String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { return String(decoding: received, as: UTF8.self) }
        }
        return nil
    }

    private func send(_ connection: Int32, _ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let sent = rest.withUnsafeBytes { Foundation.send(connection, $0.baseAddress, $0.count, TestSocket.sendFlags) }
            if sent <= 0 { return }
            rest = rest.dropFirst(sent)
        }
    }

    /// The head of a stream's answer, then `states` as `event: state` events.
    static func stream(_ states: [String]) -> [UInt8] {
        var text = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
        for state in states { text += "event: state\ndata: \(state)\n\n" }
        return Array(text.utf8)
    }

    /// A room state whose move is `kind` in `lesson` at `step` of `count`, as JSON.
    static func state(version: Int, instance: String, lesson: String, step: String, count: String, kind: String = "run") -> String {
        #"{"version":\#(version),"instance":"\#(instance)","move":{"kind":"\#(kind)","lesson":"\#(lesson)","lessonTitle":"x","step":\#(step),"count":\#(count)}}"#
    }
}

/// A TCP connection to 127.0.0.1:`port` from the loopback address `source` (127.0.0.2 and up
/// are all this machine's on Linux), left open and silent; its descriptor, or nil.
func idleConnection(to port: UInt16, from source: String) -> Int32? {
    let socket = TestSocket.tcp()
    guard socket >= 0 else { return nil }
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    local.sin_addr.s_addr = inet_addr(source)
    var remote = sockaddr_in()
    remote.sin_family = sa_family_t(AF_INET)
    remote.sin_port = port.bigEndian
    remote.sin_addr.s_addr = inet_addr("127.0.0.1")
    let size = socklen_t(MemoryLayout<sockaddr_in>.size)
    let connected = withUnsafePointer(to: &local) { localPointer in
        withUnsafePointer(to: &remote) { remotePointer in
            localPointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, size) } == 0
                && remotePointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, size) } == 0
        }
    }
    guard connected else {
        close(socket)
        return nil
    }
    return socket
}

/// Sends `bytes` on a new connection to 127.0.0.1:`port` from `source`, and returns the status
/// line of the answer ("" when there was none within `timeout` seconds or the connection closed).
func statusLine(port: UInt16, from source: String, _ bytes: [UInt8], timeout: TimeInterval = 10) -> String {
    guard let socket = idleConnection(to: port, from: source) else { return "" }
    defer { close(socket) }
    var rest = bytes[...]
    while !rest.isEmpty {
        let sent = rest.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, TestSocket.sendFlags) }
        if sent <= 0 { break }
        rest = rest.dropFirst(sent)
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline, !received.contains(UInt8(ascii: "\n")) {
        var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, 50) > 0 else { continue }
        let count = recv(socket, &buffer, buffer.count, 0)
        if count <= 0 { break }
        received.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: received.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }, as: UTF8.self)
}
