@testable import Classroom
import Foundation
import PlaygroundKit
import Testing

@Suite struct RoomMessageTests {
    @Test func aReportRoundTripsWithALessonOrWithout() throws {
        for sent in [report(), report(lesson: nil, step: 0)] {
            let decoded = try RoomMessages.attendee(from: try JSONEncoder().encode(sent), lessons: testLessons)
            #expect(decoded == sent)
        }
    }

    @Test func namesAreShortAndPrintable() {
        #expect(RoomMessages.nameProblem("Ann") == nil)
        #expect(RoomMessages.nameProblem("Zoë 日本") == nil)
        #expect(RoomMessages.nameProblem("") != nil)
        #expect(RoomMessages.nameProblem(String(repeating: "x", count: 33)) != nil)
        #expect(RoomMessages.nameProblem("a\u{7}b") != nil)
        #expect(RoomMessages.nameProblem("a\u{202E}b") != nil)
        // A character may carry any number of combining marks: bytes and marks are bounded too.
        #expect(RoomMessages.nameProblem("A" + String(repeating: "\u{301}", count: 1500)) != nil)
        #expect(RoomMessages.nameProblem("Z" + String(repeating: "\u{301}\u{316}", count: 5)) != nil)
        #expect(RoomMessages.nameProblem("👨‍👩‍👧‍👦 Ann") == nil)
        #expect(RoomMessages.nameProblem(String(repeating: "й", count: 32)) == nil)
    }

    @Test func strictJSONRefusesWhatTheDecoderLetsThrough() {
        #expect(StrictJSON.problem(in: Array(#"{"a":1,"b":[1,2,{"c":true}],"d":null,"e":"x\"y"}"#.utf8)) == nil)
        #expect(StrictJSON.problem(in: Array(#"{"a":1,"a":2}"#.utf8))?.contains("twice") == true)
        #expect(StrictJSON.problem(in: Array(#"{"a":{"b":1,"b":1}}"#.utf8))?.contains("twice") == true)
        #expect(StrictJSON.problem(in: Array(#"{"a":1.0}"#.utf8))?.contains("fraction") == true)
        #expect(StrictJSON.problem(in: Array(#"{"a":-2E3}"#.utf8))?.contains("fraction") == true)
        #expect(StrictJSON.problem(in: Array(#"{"\u0061":1}"#.utf8)) == "an escaped key")
        #expect(StrictJSON.problem(in: Array((String(repeating: "[", count: 20) + String(repeating: "]", count: 20)).utf8))?.contains("nested") == true)
        // Not JSON at all: left for the decoder's own message.
        #expect(StrictJSON.problem(in: Array("{not json".utf8)) == nil)
    }

    @Test func tokensAreRandomAndReadable() {
        let token = RoomCode.token(length: 24)
        #expect(token.count == 24 && token != RoomCode.token(length: 24))
        #expect(token.allSatisfy { RoomCode.alphabet.contains(Character($0.uppercased())) })
        #expect(!token.contains("0") && !token.contains("o") && !token.contains("1") && !token.contains("i"))
    }

    /// A room nobody serves (port 1 refuses at once): an error for the follower to retry, never
    /// a crash of the client (NIO stops a debug build on a promise left uncompleted).
    @Test func aRoomNobodyServesIsAnErrorNotACrash() async throws {
        let client = try RoomClient.parse("127.0.0.1:1").get()
        await #expect(throws: (any Error).self) { try await client.post(report()) }
        await #expect(throws: (any Error).self) { try await client.follow { _ in } }
    }

    @Test func addressesAreHostAndPort() throws {
        let plain = try RoomClient.parse("192.168.1.20:7420").get()
        #expect(plain.host == "192.168.1.20" && plain.port == 7420)
        let v6 = try RoomClient.parse("[::1]:80").get()
        #expect(v6.host == "::1" && v6.port == 80)
        let url = try RoomClient.parse("http://teacher.local:7420/").get()
        #expect(url.host == "teacher.local")
        for bad in ["", "host", "host:", ":7420", "host:99999", "host:0"] {
            #expect((try? RoomClient.parse(bad).get()) == nil, "\(bad)")
        }
    }
}

