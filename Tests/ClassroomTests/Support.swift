@testable import Classroom
import Foundation
import PlaygroundKit
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a test waits for what it expects before giving up: generous, as waits end as soon as
/// the condition holds. Nothing is timed.
let patience: Duration = .seconds(60)

/// A test client's own timeout for one request: long, so that it never decides a test. In a full
/// suite, synchronous tests waiting on processes can hold the concurrency pool's two threads for a
/// minute or more, and a request's answer, though it came at once, is only looked at then.
let requestTimeout: Duration = .seconds(600)

/// The lessons the test rooms know: `di` with 12 steps, `fake` with 3.
let testLessons: RoomMessages.Lessons = ["di": 12, "fake": 3]

/// A room server on 127.0.0.1, on a free port, whose log and control are collected.
final class TestRoom: Sendable {
    let server: RoomServer
    let port: UInt16
    let logLines = Collected<String>()
    let controls = Collected<Move>()

    init(_ adjust: (inout RoomServer.Configuration) -> Void = { _ in }) async throws {
        var configuration = RoomServer.Configuration(lessons: testLessons, controlSecret: "teachers-own-secret")
        configuration.bindAddress = "127.0.0.1"
        configuration.troubleWindow = .milliseconds(100)
        configuration.port = 0
        // An attendee counts as gone only in a test about going (which sets its own): a starved
        // concurrency pool can keep a test from its next look for longer than the default 20 s.
        configuration.goneAfter = .seconds(3600)
        adjust(&configuration)
        let logLines = logLines, controls = controls
        server = RoomServer(configuration: configuration, log: { logLines.append($0) }, control: { controls.append($0) })
        port = try await server.start()
        _ = StallWatch.shared
    }

    var client: RoomClient { RoomClient(host: "127.0.0.1", port: port) }

    /// A request with the given parts; its status and body.
    /// When the request fails, the error says what the room logged and whether the test process
    /// stalled meanwhile.
    func send(_ method: String, _ path: String, headers: [String: String] = [:], body: String = "") async throws -> (status: Int, body: String) {
        let start = ContinuousClock.now
        do {
            let (status, data) = try await client.send(method, path, headers: headers.map { ($0.key, $0.value) }, body: Data(body.utf8), timeout: requestTimeout)
            return (status, String(decoding: data, as: UTF8.self))
        } catch {
            let failed = ContinuousClock.now - start
            try? await Task.sleep(for: .milliseconds(300))  // the room's trouble lines, summarised every 100 ms
            throw RoomClientError("\(method) \(path) failed after \(failed): \(error); the room logged \(logLines.values); \(StallWatch.shared.report(since: start - .seconds(30)))")
        }
    }

    /// Whether a good client is still served (the state answers 200). When not, and `report`, the
    /// test fails with what the client got or why its request failed.
    func servesAGoodClient(report: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        do {
            let answer = try await send("GET", "/api/state")
            if answer.status == 200 { return true }
            if report { Issue.record("a good client got \(answer.status): \(answer.body.prefix(200))", sourceLocation: sourceLocation) }
        } catch {
            if report { Issue.record("a good client's request failed: \(error)", sourceLocation: sourceLocation) }
        }
        return false
    }

    deinit {
        let server = server
        Task { await server.stop() }
    }
}

/// Values collected from other threads.
final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Waits until `condition` holds (checking every 20 ms), at most `limit` of looking (see
/// ``WaitBudget``: time this task was kept waiting for a thread does not count). Returns whether
/// it held.
func eventually(_ limit: Duration = patience, _ condition: () async -> Bool) async -> Bool {
    var budget = WaitBudget(limit)
    repeat {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    } while budget.goOn()
    return await condition()
}

/// A raw TCP connection to the room, for what no HTTP client would send.
///
/// A thread of its own reads the connection as bytes come and notes when the room closed it:
/// what the room did, and when, is known from the room's side, however late the test (an async
/// test, on a concurrency pool that the rest of the suite keeps busy) gets round to looking.
final class RawConnection: @unchecked Sendable {
    let socket: Int32
    /// When the connection was opened, and when the room closed it (nil while open).
    let openedAt: ContinuousClock.Instant
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var closedAtValue: ContinuousClock.Instant?
    // The descriptor is closed only in `deinit`, when neither the reader thread (which holds
    // this object while it runs) nor a test can use it any more. Closed any earlier, its number
    // goes to the next socket the test process opens (the in-process room's, an HTTP client's),
    // and a later `write` here would send into that connection: stray bytes in another test's
    // answer, or a connection reset under it.

    /// Connects to the room from `source` (any of 127.0.0.0/8 is this machine: a second
    /// loopback address is another client as far as the room can tell).
    init(port: UInt16, from source: String = "127.0.0.1") throws {
        let socket = openStreamSocket()
        self.socket = socket
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw RoomClientError("bind to \(source) failed: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        // A signal meant for another test's process can interrupt the connect: it goes on in the
        // kernel, and is waited for here.
        var connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0, errno == EINTR || errno == EINPROGRESS || errno == EALREADY {
            var request = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if poll(&request, 1, 60_000) > 0, getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 { connected = 0 }
        }
        guard connected == 0 else {
            closeDescriptor(socket)
            throw RoomClientError("connect failed: \(errno)")
        }
        openedAt = .now
        let thread = Thread { [self] in readUntilClosed() }
        thread.start()
    }

    deinit {
        closeDescriptor(socket)
    }

    private func readUntilClosed() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 20) > 0 else { continue }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            let now = ContinuousClock.now
            let ended = lock.withLock { () -> Bool in
                if count > 0 {
                    received.append(contentsOf: buffer[0..<count])
                    return false
                }
                if closedAtValue == nil { closedAtValue = now }
                return true
            }
            if ended { return }
        }
    }

    /// Ends the connection from this side: the reader then sees it end.
    func close() {
        shutdown(socket, Int32(SHUT_RDWR))
    }

    func write(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, sendFlags) }
            if count <= 0 { return }
            rest = rest.dropFirst(count)
        }
    }

    func write(_ text: String) {
        write(Array(text.utf8))
    }

    var text: String { String(decoding: lock.withLock { received }, as: UTF8.self) }
    /// How long after opening the room closed the connection; nil while it is open.
    var closedAfter: Duration? { lock.withLock { closedAtValue.map { openedAt.duration(to: $0) } } }

    /// Waits until `text` has arrived or the connection closed (at most `limit`); everything received.
    func read(until text: String? = nil, limit: Duration = patience) async -> String {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if closedAfter != nil { break }
            if let text, self.text.contains(text) { break }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return self.text
    }

    /// Whether the room closed the connection within `limit` of its opening, as the reader saw
    /// it: waits until it closed or that time has passed.
    func closedByServer(limit: Duration = patience) async -> Bool {
        while closedAfter == nil, openedAt.duration(to: .now) < limit {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return closedAfter.map { $0 <= limit } ?? false
    }

    /// One request from this connection; the whole answer (the room closes after it).
    func exchange(_ request: String) async -> String {
        write(request)
        _ = await closedByServer()
        return text
    }
}

/// A move of the fake lesson `di`, to publish.
func move(_ kind: ShellMove.Kind, step: Int, lesson: String = "di") -> ShellMove {
    ShellMove(kind: kind, lesson: lesson, lessonTitle: "A budget DI container", step: step, count: 12, record: nil)
}

func report(id: String = "attendee-1", name: String = "Ann", lesson: String? = "di", step: Int = 1, following: Bool = true,
            failedChecks: Int = 0, stuckSeconds: Int = 0) -> AttendeeReport {
    AttendeeReport(id: id, name: name, lesson: lesson, step: step, following: following, failedChecks: failedChecks, stuckSeconds: stuckSeconds)
}
