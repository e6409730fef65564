import Foundation
import Testing

extension RoomProcesses {
    /// A follower trusts nothing from the room (issue 23): a real `playground follow` process against
    /// a server that lies, floods or stalls. Each test checks that the follower says what happened in
    /// a short line, runs nothing it was not meant to, backs off, and goes on answering its learner.
    @Suite final class FollowerDefenceTests {
        let folder: TemporaryFolder

        init() throws {
            folder = try TemporaryFolder()
        }

        func follower(_ room: HostileRoom) throws -> RoomProcess {
            try RoomProcess("ann", ["follow", room.address, "--name", "Ann"], folder: folder.url)
        }

        /// The learner's shell still answers at once: `lessons` lists the first lesson.
        func answers(_ follower: RoomProcess) async -> Bool {
            follower.send("lessons")
            return await follower.waitFor("di ", timeout: 20)
        }

        @Test func movesOutOfBoundsAreRefusedInOneShortLineEach() async throws {
            let room = try HostileRoom { _ in
                (HostileRoom.stream([
                    HostileRoom.state(version: 1, instance: "a", lesson: String(repeating: "x", count: 100_000), step: "1", count: "20"),
                    HostileRoom.state(version: 2, instance: "a", lesson: "di", step: "9223372036854775807", count: "9223372036854775807"),
                    HostileRoom.state(version: 3, instance: "a", lesson: "di", step: "200000", count: "200001"),
                    HostileRoom.state(version: 4, instance: "a", lesson: "di", step: "-5", count: "20", kind: "show"),
                ]), false)
            }
            defer { room.stop() }
            let ann = try follower(room)
            await ann.waitFor("Joined the room.")
            // Catching up is never tried: every one is refused before anything runs.
            #expect(await RoomProcess.eventually { ann.text.components(separatedBy: "(room) ignored a move the room sent:").count - 1 == 4 }, "\(ann.text)")
            #expect(!ann.text.contains("catching up"))
            #expect(!ann.text.contains("── di "), "no step ran")
            // A 100,000-character lesson name is shown cut short.
            let longest = ann.text.split(separator: "\n").map(\.count).max() ?? 0
            #expect(longest < 200, "a line of \(longest) characters")
            #expect(await answers(ann))
            #expect(await ann.finish() == 0, "\(ann.errorText)")
        }

        @Test func aRoomThatRestartsOnEveryRequestIsAskedEverMoreSlowly() async throws {
            let room = try HostileRoom { number in
                (HostileRoom.stream([#"{"version":0,"instance":"churn-\#(number)"}"#]), true)
            }
            defer { room.stop() }
            let ann = try follower(room)
            await ann.waitFor("Joined the room.")
            // Backoff from 1 s, doubling (each wait 0.8 to 1.2 times that): the gaps between
            // requests, as the room timed them, are at least 0.8, 1.6 and 3.2 s, never a flood. (A
            // loaded machine can only make them longer; counting requests in a window the test
            // times would count more of them when the test is looked at late.)
            #expect(await RoomProcess.eventually { room.streamGaps.count >= 3 }, "\(room.streamRequests) stream requests")
            let gaps = room.streamGaps.prefix(3)
            for (gap, least) in zip(gaps, [0.8, 1.6, 3.2]) {
                #expect(gap >= least * 0.95, "gaps between stream requests: \(Array(gaps)) s")
            }
            #expect(await answers(ann))
            _ = await ann.finish()
        }

        /// A server that never answers as a room does was never joined: the follower says each try
        /// failed, tries ever more slowly, and after a few tries says it could not reach the room
        /// (never "Lost the room"), and ends with status 1, no shell started.
        @Test func aStatusLineThatNeverEndsIsCutOffAndTheFollowerGivesUp() async throws {
            let room = try HostileRoom { _ in
                (Array("HTTP/1.1 200 ".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 300_000), false)
            }
            defer { room.stop() }
            let ann = try follower(room)
            await ann.waitFor("Could not reach the room (the room sent ", timeout: 20)
            #expect(await ann.finish() == 1, "\(ann.text)\n\(ann.errorText)")
            #expect(ann.errorText.contains("error: could not reach the room at \(room.address) (the room sent "), "\(ann.errorText)")
            #expect(ann.errorText.contains("tried \(6) times"), "\(ann.errorText)")
            #expect(!ann.text.contains("Lost the room"))
            #expect(!ann.text.contains("(room) "), "no shell was started: \(ann.text)")
            // Tried again ever more slowly, as the room timed it: at least 0.8 s, then 1.6 s apart.
            #expect(room.streamRequests == 6)
            let gaps = room.streamGaps.prefix(3)
            for (gap, least) in zip(gaps, [0.8, 1.6, 3.2]) {
                #expect(gap >= least * 0.95, "gaps between stream requests: \(Array(gaps)) s")
            }
        }
    }
}
