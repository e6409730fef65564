@testable import Classroom
import Foundation
import PlaygroundKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long a test waits for what it expects before giving up: generous, as waits end as soon as
/// the condition holds. Nothing is timed.
let patience: Duration = .seconds(60)

/// The lessons the test rooms know: `di` with 12 steps, `fake` with 3.
let testLessons: RoomMessages.Lessons = ["di": 12, "fake": 3]

/// A room server on 127.0.0.1, on a free port, whose log and control are collected.
final class TestRoom: Sendable {
    let server: RoomServer
    let port: UInt16
    let logLines = Collected<String>()
    let controls = Collected<String>()

    init(_ adjust: (inout RoomServer.Configuration) -> Void = { _ in }) async throws {
        var configuration = RoomServer.Configuration(lessons: testLessons, controlSecret: "teachers-own-secret")
        configuration.bindAddress = "127.0.0.1"
        configuration.troubleWindow = .milliseconds(100)
        configuration.port = 0
        adjust(&configuration)
        let logLines = logLines, controls = controls
        server = RoomServer(configuration: configuration, log: { logLines.append($0) }, control: { controls.append($0) })
        port = try await server.start()
    }

    var client: RoomClient { RoomClient(host: "127.0.0.1", port: port) }

    /// A request with the given parts; its status and body.
    func send(_ method: String, _ path: String, headers: [String: String] = [:], body: String = "") async throws -> (status: Int, body: String) {
        let (status, data) = try await client.send(method, path, headers: headers.map { ($0.key, $0.value) }, body: Data(body.utf8), timeout: .seconds(60))
        return (status, String(decoding: data, as: UTF8.self))
    }

    /// Whether a good client is still served (the state answers 200).
    func servesAGoodClient() async -> Bool {
        (try? await send("GET", "/api/state")).map { $0.status == 200 } ?? false
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

/// Waits until `condition` holds (checking every 20 ms), at most `limit`. Returns whether it held.
func eventually(_ limit: Duration = patience, _ condition: () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return await condition()
}

/// A raw TCP connection to the room, for what no HTTP client would send.
final class RawConnection: @unchecked Sendable {
    let socket: Int32
    private var received: [UInt8] = []

    /// Connects to the room from `source` (any of 127.0.0.0/8 is this machine: a second
    /// loopback address is another client as far as the room can tell).
    init(port: UInt16, from source: String = "127.0.0.1") throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
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
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw RoomClientError("connect failed: \(errno)") }
    }

    private var isClosed = false

    deinit {
        close()
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(socket)
    }

    func write(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let count = rest.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }
            rest = rest.dropFirst(count)
        }
    }

    func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Reads until `text` has arrived or the connection closed (or `limit` passed); everything received.
    func read(until text: String? = nil, limit: Duration = patience) async -> String {
        let deadline = ContinuousClock.now + limit
        var buffer = [UInt8](repeating: 0, count: 65536)
        while ContinuousClock.now < deadline {
            if let text, String(decoding: received, as: UTF8.self).contains(text) { break }
            var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            // Never block a thread of the cooperative pool: the server in this process needs them.
            guard poll(&request, 1, 0) > 0 else {
                try? await Task.sleep(for: .milliseconds(20))
                continue
            }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// Whether the server closed the connection (a read returns end of file) within `limit`.
    func closedByServer(limit: Duration = patience) async -> Bool {
        let deadline = ContinuousClock.now + limit
        var buffer = [UInt8](repeating: 0, count: 65536)
        while ContinuousClock.now < deadline {
            var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            // Never block a thread of the cooperative pool: the server in this process needs them.
            guard poll(&request, 1, 0) > 0 else {
                try? await Task.sleep(for: .milliseconds(20))
                continue
            }
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { return true }
            received.append(contentsOf: buffer[0..<count])
        }
        return false
    }

    var text: String { String(decoding: received, as: UTF8.self) }

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
