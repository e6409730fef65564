@testable import Classroom
import Foundation
import PlaygroundKit
import Testing

/// What an unauthenticated peer can make the room hold is bounded, and no peer can stop the
/// listener, freeze it or crowd out the others (issue 23). Each case attacks the real server on
/// loopback, a second loopback address standing for a second client.
@Suite struct RoomBoundsTests {
    static let stateRequest = "GET /api/state HTTP/1.1\r\nHost: test\r\n\r\n"

    /// A good client from another address: served.
    static func servedFrom(_ source: String, port: UInt16) async -> Bool {
        guard let connection = try? RawConnection(port: port, from: source) else { return false }
        return await connection.exchange(stateRequest).hasPrefix("HTTP/1.1 200")
    }

    @Test(.enabled(if: SecondLoopback.available, "a second loopback address stands for a second client"))
    func idleConnectionsBeyondAnAddressesShareAreRefusedAndOthersAreServed() async throws {
        let room = try await TestRoom { $0.maxConnectionsPerAddress = 8 }
        // Twenty connections that say nothing, from one address: eight are held, the rest closed at once.
        let idle = try (0..<20).map { _ in try RawConnection(port: room.port) }
        var closed = 0
        for connection in idle where await connection.closedByServer(limit: .seconds(5)) { closed += 1 }
        #expect(closed >= 12, "\(closed) of 20 closed")
        #expect(room.server.load.connections <= 8)
        #expect(await Self.servedFrom("127.0.0.2", port: room.port))
        #expect(await eventually { room.logLines.values.contains { $0.contains("connections refused (8 connections from one address)") } }, "\(room.logLines.values)")
        _ = idle
    }

    @Test func aConnectionThatSendsNothingIsClosedAfterTheDeadline() async throws {
        let room = try await TestRoom { $0.requestDeadline = .milliseconds(300) }
        let silent = try RawConnection(port: room.port)
        #expect(await silent.closedByServer(limit: .seconds(10)))
        #expect(silent.text.hasPrefix("HTTP/1.1 408"), "\(silent.text)")
        // One that trickles a byte at a time is closed at the same deadline.
        let trickle = try RawConnection(port: room.port)
        for byte in Array("GET /api/state HTTP/1.1\r\n".utf8).prefix(10) {
            trickle.write([byte])
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(await trickle.closedByServer(limit: .seconds(10)))
        #expect(await eventually { room.server.load.connections == 0 })
    }

    @Test(.enabled(if: SecondLoopback.available, "a second loopback address stands for a second client"))
    func aLongRequestLineOrHeaderIsRefusedBeforeAnyParserSeesIt() async throws {
        let room = try await TestRoom()
        let line = try RawConnection(port: room.port)
        line.write("GET /" + String(repeating: "a", count: 80_000))
        #expect(await line.closedByServer(limit: .seconds(10)))
        #expect(line.text.hasPrefix("HTTP/1.1 431"), "\(line.text.prefix(80))")
        let header = try RawConnection(port: room.port)
        header.write("GET / HTTP/1.1\r\nX-Long: " + String(repeating: "b", count: 60_000))
        #expect(await header.closedByServer(limit: .seconds(10)))
        #expect(header.text.hasPrefix("HTTP/1.1 431"), "\(header.text.prefix(80))")
        // Refused as the bytes came, not after seconds of parsing (closed within the 10 s above,
        // as the connection's own reader saw it).
        #expect(await Self.servedFrom("127.0.0.2", port: room.port))
    }

    @Test(.enabled(if: SecondLoopback.available, "a second loopback address stands for a second client"))
    func eventStreamsAreBoundedPerAddressAndOthersStillGetTheirs() async throws {
        let room = try await TestRoom { $0.maxEventStreamsPerAddress = 3 }
        var streams: [RawConnection] = []
        for _ in 0..<3 {
            let stream = try RawConnection(port: room.port)
            stream.write("GET /events HTTP/1.1\r\nHost: test\r\n\r\n")
            #expect(await stream.read(until: "event: move").contains("200 OK"))
            streams.append(stream)
        }
        let fourth = try RawConnection(port: room.port)
        #expect(await fourth.exchange("GET /events HTTP/1.1\r\nHost: test\r\n\r\n").hasPrefix("HTTP/1.1 503"))
        let other = try RawConnection(port: room.port, from: "127.0.0.2")
        other.write("GET /events HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(await other.read(until: "event: move").contains("200 OK"))
        #expect(room.server.streams.count == 4)
    }

    @Test(.enabled(if: SecondLoopback.available, "a second loopback address stands for a second client"))
    func attendeesAreBoundedPerAddress() async throws {
        // Attendees stay counted however late the test gets round to its next request (a loaded
        // suite has kept it waiting past the default 20 s, and the first ones counted as gone).
        let room = try await TestRoom {
            $0.maxAttendeesPerAddress = 3
            $0.goneAfter = .seconds(3600)
        }
        func post(_ id: String, from source: String) async throws -> String {
            let body = String(decoding: try JSONEncoder().encode(report(id: id)), as: UTF8.self)
            let connection = try RawConnection(port: room.port, from: source)
            return await connection.exchange("POST /api/attendee HTTP/1.1\r\nHost: t\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        }
        for id in ["aaaaaaaa", "bbbbbbbb", "cccccccc"] { #expect(try await post(id, from: "127.0.0.1").hasPrefix("HTTP/1.1 204")) }
        #expect(try await post("dddddddd", from: "127.0.0.1").hasPrefix("HTTP/1.1 429"))
        let other = try await post("eeeeeeee", from: "127.0.0.2")
        #expect(other.hasPrefix("HTTP/1.1 204"), "\(other)")
        // Nobody speaks for an attendee from another address.
        #expect(try await post("aaaaaaaa", from: "127.0.0.3").hasPrefix("HTTP/1.1 403"))
        #expect(room.server.attendees.count == 4)
    }

    @Test func headOfTheEventsGetsHeadersAndNoStream() async throws {
        let room = try await TestRoom()
        let connection = try RawConnection(port: room.port)
        let answer = await connection.exchange("HEAD /events HTTP/1.1\r\nHost: test\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 200") && answer.contains("text/event-stream"), "\(answer)")
        #expect(!answer.contains("event: move"))
        #expect(room.server.streams.count == 0)
    }

    @Test func viewersLeavingAreSummedUpInOneLine() async throws {
        let room = try await TestRoom()
        var viewers: [RawConnection] = []
        for _ in 0..<5 {
            let viewer = try RawConnection(port: room.port)
            viewer.write("GET /events HTTP/1.1\r\nHost: test\r\n\r\n")
            _ = await viewer.read(until: "event: move")
            viewers.append(viewer)
        }
        for viewer in viewers { viewer.close() }
        // Five sockets, one line (two if the closes straddle a summarising window): never five.
        let left = { room.logLines.values.compactMap { line -> Int? in
            guard line.hasPrefix("room: "), line.hasSuffix(" left") else { return nil }
            return Int(line.dropFirst("room: ".count).prefix { $0.isNumber })
        } }
        #expect(await eventually { left().reduce(0, +) == 5 }, "\(room.logLines.values)")
        #expect(left().count <= 2, "\(room.logLines.values)")
    }
}
