import Foundation
import Testing

/// The tests that run `playground present` and `playground follow` as real processes, one at a
/// time: each runs up to five processes, and a machine of two cores runs the rest of the suite
/// meanwhile. Their waits sleep as tasks (``RoomProcess``), never holding one of the concurrency
/// pool's threads that the suite's other async tests (the room's in-process tests among them) need.
@Suite(.serialized) enum RoomProcesses {}

extension RoomProcesses {
    /// `playground present` and `playground follow` as real processes on loopback: a teacher driven
    /// by a script on a pipe kept open, and attendees that follow it. Serialized: each test runs up to
    /// five processes on a shared machine.
    @Suite final class RoomTests {
        let folder: TemporaryFolder

        init() throws {
            folder = try TemporaryFolder()
        }

        func teacher(port: UInt16 = 0, name: String = "teacher") throws -> RoomProcess {
            try RoomProcess(name, ["present", "--port", String(port), "--bind", "127.0.0.1"], folder: folder.url)
        }

        func follower(_ name: String, _ address: String) async throws -> RoomProcess {
            let process = try RoomProcess(name, ["follow", address, "--name", name], folder: folder.url)
            await process.waitFor("Joined the room.")
            return process
        }

        @Test func threeFollowersFollowOneDivergesAndSyncs() async throws {
            let teacher = try teacher()
            let address = try await teacher.roomAddress()
            #expect(teacher.text.contains("Live page: http://\(address)/"))
            // Nothing on the projected lines drives the room: the control secret is in a file.
            #expect(!teacher.text.contains("Room code"))
            #expect(await RoomProcess.eventually { teacher.text.contains("readable by you only") })
            var followers: [RoomProcess] = []
            for name in ["Ann", "Bob", "Cid"] { followers.append(try await follower(name, address)) }
            let (ann, bob, cid) = (followers[0], followers[1], followers[2])

            // One move at a time, as a teacher makes them: each follower makes the same one. (Moves
            // that come faster than a follower hears of them are caught up with, as after `sync`.)
            teacher.send("open di")
            for follower in followers {
                await follower.waitFor("(room) the teacher: open di")
                await follower.waitFor("Lesson 1 · di")
            }
            teacher.send("next")
            for follower in followers {
                await follower.waitFor("(room) the teacher: next")
                await follower.waitFor("── di 1/27 · Who makes the view model?")
            }

            // Cid moves on their own: the room no longer moves them.
            cid.send("next")
            await cid.waitFor("── di 2/27")
            await cid.waitFor("You moved on your own")
            teacher.send("next")
            for follower in [ann, bob] {
                await follower.waitFor("(room) the teacher: next")
                await follower.waitFor("── di 2/27")
            }
            teacher.send("run 4")
            for follower in [ann, bob] {
                await follower.waitFor("(room) the teacher: run 4")
                await follower.waitFor("── di 4/27")
                // Each ran the step on its own objects: the step's output is there.
                await follower.waitFor("── output")
            }
            #expect(!cid.sinceMark.contains("the teacher:"), "\(cid.sinceMark)")
            #expect(!cid.sinceMark.contains("catching up"), "\(cid.sinceMark)")

            // The teacher sees the room: three names, Cid on their own at step 2.
            var listed = false
            for _ in 0..<60 where !listed {
                teacher.send("room")
                listed = await teacher.waitUntil("'room' answered", report: false) { text in
                    let lines = text.split(separator: "\n")
                    return lines.contains { $0.contains("Cid") && $0.contains("di 2/27") && $0.contains("on their own") }
                        && lines.contains { $0.contains("Ann") && $0.contains("di 4/27") && $0.contains("following") }
                        && lines.contains { $0.contains("Bob") && $0.contains("di 4/27") && $0.contains("following") }
                }
            }
            #expect(listed, "\(teacher.text)")

            // `sync` catches Cid up with the teacher's step, quietly: open, earlier steps unseen, step 4 shown.
            cid.send("sync")
            await cid.waitFor("Following the room again.")
            await cid.waitFor("(room) catching up with the teacher: di 4/27")
            await cid.waitFor("── di 4/27")
            teacher.send("next")
            await cid.waitFor("(room) the teacher: next")
            await cid.waitFor("── di 5/27")

            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
            for follower in followers { _ = await follower.finish() }
        }

        @Test func followersSurviveTheTeacherRestarting() async throws {
            let port = try freePort()
            let first = try teacher(port: port, name: "teacher-1")
            let address = try await first.roomAddress()
            #expect(address == "127.0.0.1:\(port)")
            var followers: [RoomProcess] = []
            for name in ["Ann", "Bob"] { followers.append(try await follower(name, address)) }
            first.send("open di")
            first.send("next")
            for follower in followers { await follower.waitFor("── di 1/27") }

            await first.kill()
            // Said as it is: the room went (not "the room's answer was not HTTP").
            for follower in followers { await follower.waitFor("Lost the room (the room closed the stream); retrying") }

            let second = try teacher(port: port, name: "teacher-2")
            #expect(try await second.roomAddress() == address)
            for follower in followers { await follower.waitFor("Found the room again (the teacher restarted).") }
            second.send("open di")
            second.send("next")
            second.send("next")
            for follower in followers {
                await follower.waitFor("── di 2/27")
            }
            #expect(await second.finish() == 0, "\(second.errorText)")
            for follower in followers { _ = await follower.finish() }
        }

        #if os(Linux)
        /// Issue 23's first finding: idle connections from many addresses, more than the process may
        /// open files (a laptop's limit), used to end the room for good. Now the room holds fewer
        /// connections than it has descriptors, refuses the rest at once, and closes the silent ones
        /// after its deadline: a follower joins afterwards and follows.
        @Test func idleConnectionsNeverStopTheListener() async throws {
            let teacher = try RoomProcess("teacher", ["present", "--port", "0", "--bind", "127.0.0.1"], folder: folder.url, openFiles: 256)
            let address = try await teacher.roomAddress()
            let port = try #require(UInt16(address.split(separator: ":").last ?? ""))
            var idle: [Int32] = []
            defer { for socket in idle { close(socket) } }
            for host in 2...9 {
                for _ in 0..<40 {
                    if let socket = idleConnection(to: port, from: "127.0.0.\(host)") { idle.append(socket) }
                }
            }
            #expect(idle.count > 200, "only \(idle.count) connections could be opened")
            teacher.send("open di")
            await teacher.waitFor("Lesson 1 · di")
            // Silent past the request deadline (10 s): the room closes them, the listener goes on.
            let ann = try await follower("Ann", address)
            teacher.send("next")
            await ann.waitFor("── di 1/")
            #expect(teacher.isRunning)
            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
            _ = await ann.finish()
        }
        #endif

        @Test func garbageAndAFloodDoNotStopTheTeacher() async throws {
            let teacher = try teacher()
            let address = try await teacher.roomAddress()
            let port = try #require(UInt16(address.split(separator: ":").last ?? ""))
            let ann = try await follower("Ann", address)
            teacher.send("open di")
            await ann.waitFor("Lesson 1 · di")

            // Junk on a raw socket, then a flood of JSON the room refuses.
            _ = rawExchange(port: port, [0x00, 0xFF, 0x1B] + Array("[2J\u{7}garbage\r\n\r\n".utf8))
            var statuses: [String] = []
            for index in 0..<300 {
                let body = #"{"id":"flood\#(index)xx","name":"\#(String(repeating: "x", count: 100))","lesson":"di","step":1,"following":true,"failedChecks":0,"stuckSeconds":0}"#
                let answer = rawExchange(port: port, Array("POST /api/attendee HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
                statuses.append(String(answer.prefix(12)))
            }
            #expect(statuses.contains("HTTP/1.1 400"))
            #expect(statuses.contains("HTTP/1.1 429"))

            // The teacher goes on, and so does the room.
            teacher.send("next")
            await teacher.waitFor("── di 1/27")
            await ann.waitFor("── di 1/27")
            #expect(teacher.isRunning)
            // Three hundred refusals, summed up in a line or two (one per ten seconds at most).
            #expect(await RoomProcess.eventually { teacher.errorText.contains("room: ") }, "\(teacher.errorText)")
            let logLines = teacher.errorText.split(separator: "\n").filter { $0.hasPrefix("room: ") }
            #expect(logLines.count <= 3, "\(logLines)")
            #expect(logLines.contains { $0.contains("requests refused") }, "\(logLines)")
            #expect(!teacher.errorText.contains("\u{1B}"))
            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
            _ = await ann.finish()
        }
    }
}
