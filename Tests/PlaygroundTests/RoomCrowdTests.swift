import Foundation
import Testing

#if os(Linux)
extension RoomProcesses {
    /// Issue 23's findings against the real `playground present`, from many loopback addresses (all
    /// of 127.0.0.0/8 is this machine's on Linux): what one address may hold is bounded, and the others
    /// are served; the projected lines drive nothing; a long line is refused at once; two attendees of
    /// one name are told apart; a follower writing Swift is told a move waits.
    @Suite final class RoomCrowdTests {
        let folder: TemporaryFolder

        init() throws {
            folder = try TemporaryFolder()
        }

        func teacher() async throws -> (RoomProcess, String, UInt16) {
            let teacher = try RoomProcess("teacher", ["present", "--port", "0", "--bind", "127.0.0.1"], folder: folder.url)
            let address = try await teacher.roomAddress()
            return (teacher, address, try #require(UInt16(address.split(separator: ":").last ?? "")))
        }

        @Test func aCrowdFromOneAddressLeavesRoomForOthers() async throws {
            let (teacher, address, port) = try await teacher()

            // 40 page streams from one address: 32 are taken, the rest refused at once.
            var streams: [Int32] = []
            defer { for socket in streams { close(socket) } }
            var statuses: [String] = []
            for _ in 0..<40 {
                guard let socket = idleConnection(to: port, from: "127.0.0.5") else { continue }
                streams.append(socket)
                _ = Array("GET /events HTTP/1.1\r\nHost: x\r\n\r\n".utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, TestSocket.sendFlags) }
                var buffer = [UInt8](repeating: 0, count: 64)
                var request = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                if poll(&request, 1, 10_000) > 0, recv(socket, &buffer, buffer.count, 0) > 12 {
                    statuses.append(String(decoding: buffer[0..<12], as: UTF8.self))
                }
            }
            #expect(statuses.filter { $0 == "HTTP/1.1 200" }.count == 32, "\(statuses)")
            #expect(statuses.filter { $0 == "HTTP/1.1 503" }.count == 8, "\(statuses)")
            // Another viewer is served.
            #expect(statusLine(port: port, from: "127.0.0.6", Array("GET /events HTTP/1.1\r\nHost: x\r\n\r\n".utf8)) == "HTTP/1.1 200 OK")

            // Twelve made-up attendees from one address: eight are kept.
            var attendees: [String] = []
            for index in 0..<12 {
                let body = #"{"id":"fake\#(index)xxxx","name":"Fake \#(index)","lesson":null,"step":0,"following":true,"failedChecks":0,"stuckSeconds":0}"#
                attendees.append(statusLine(port: port, from: "127.0.0.7", Array("POST /api/attendee HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)))
            }
            #expect(attendees.filter { $0.hasPrefix("HTTP/1.1 204") }.count == 8, "\(attendees)")
            #expect(attendees.filter { $0.hasPrefix("HTTP/1.1 429") }.count == 4, "\(attendees)")

            // What the projector shows drives nothing; a long line is refused before it ends.
            let move = #"{"command":"open di"}"#
            #expect(statusLine(port: port, from: "127.0.0.8", Array("POST /api/move HTTP/1.1\r\nHost: x\r\nX-Room-Control: \(address)\r\nContent-Length: \(move.utf8.count)\r\n\r\n\(move)".utf8)).hasPrefix("HTTP/1.1 403"))
            let started = Date()
            #expect(statusLine(port: port, from: "127.0.0.9", Array("GET /".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 80_000)).hasPrefix("HTTP/1.1 431"))
            #expect(Date().timeIntervalSince(started) < 5)

            // Two attendees called Ann, told apart in `room`; both follow.
            let anns = try ["ann-1", "ann-2"].map { try RoomProcess($0, ["follow", address, "--name", "Ann"], folder: folder.url) }
            for ann in anns { await ann.waitFor("Joined the room.") }
            teacher.send("open di")
            for ann in anns { await ann.waitFor("Lesson 1 · di") }
            // Their reports come every few seconds: ask `room` until both are there.
            var listed = false
            for _ in 0..<30 where !listed {
                teacher.send("room")
                listed = await teacher.waitUntil("", timeout: 1, report: false) { $0.contains("Ann · 127.0.0.1 #1") && $0.contains("Ann · 127.0.0.1 #2") }
            }
            #expect(listed, "\(teacher.text)")
            #expect(!teacher.text.contains("(room control)"), "nothing moved the teacher but the teacher")
            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
            for ann in anns { _ = await ann.finish() }
        }

        @Test func aFollowerWritingSwiftIsToldAMoveWaitsAndFollowsWhenItLeaves() async throws {
            let (teacher, address, _) = try await teacher()
            let ann = try RoomProcess("ann", ["follow", address, "--name", "Ann"], folder: folder.url)
            await ann.waitFor("Joined the room.")
            teacher.send("open di")
            await ann.waitFor("Lesson 1 · di")
            ann.send("swift")
            await ann.waitFor("Swift mode")
            teacher.send("next")
            await ann.waitFor("(room) the teacher is at di 1/27; you follow when you leave Swift mode (.exit or Ctrl-D)")
            #expect(!ann.text.contains("── di 1/27"), "nothing ran in Swift mode")
            ann.send(".exit")
            await ann.waitFor("── di 1/27")
            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
            _ = await ann.finish()
        }
    }
}
#endif
