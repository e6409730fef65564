import Foundation
import Handouts
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `Asciicast`: the transcript `playground run` prints, as an asciicast v2 recording with a marker
/// per step, the same bytes every time.
@Suite struct AsciicastTests {
    static let lessonIDs = Catalog.standard.ids

    @Test(arguments: lessonIDs)
    func theRecordingHoldsExactlyTheTranscript(_ id: String) throws {
        let cast = try #require(Asciicast.record(catalog: .standard, lesson: id))
        let transcript = try Transcript.render(catalog: .standard, lessonID: id).get().text
        #expect(cast.transcript(color: false) == transcript.rendered(color: false))
        #expect(cast.transcript(color: true) == transcript.rendered(color: true))
    }

    @Test func someStepsAsTranscriptSelectsThem() throws {
        let cast = try #require(Asciicast.record(catalog: .standard, lesson: "di", steps: 3...5))
        let transcript = try Transcript.render(catalog: .standard, lessonID: "di", selection: .range(3...5)).get().text
        #expect(cast.transcript(color: false) == transcript.plain)
        #expect(cast.chunks.compactMap(\.marker).map { $0.prefix(3) } == ["3. ", "4. ", "5. "])
        #expect(Asciicast.record(catalog: .standard, lesson: "di", steps: 3...99) == nil)
        #expect(Asciicast.record(catalog: .standard, lesson: "nowhere") == nil)
    }

    @Test func theFileIsValidAsciicastV2WithAMarkerPerStep() throws {
        let handout = try #require(Handout.make(catalog: .standard, lesson: "di"))
        let cast = try #require(Asciicast.record(catalog: .standard, lesson: "di"))
        let encoded = cast.encoded(color: true)
        #expect(encoded.hasSuffix("\n"))
        let lines = encoded.split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect((header["width"] as? Int ?? 0) >= 80)
        #expect(header["height"] as? Int == 30)
        #expect(header["timestamp"] == nil, "no wall-clock time: the same lesson gives the same bytes")
        var last = 0.0
        var markers: [String] = []
        var output = ""
        for line in lines.dropFirst() {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect(event.count == 3)
            let time = try #require(event[0] as? Double)
            #expect(time >= last, "time never goes back")
            last = time
            let data = try #require(event[2] as? String)
            switch event[1] as? String {
            case "m": markers.append(data)
            case "o": output += data
            default: Issue.record("an event that is neither output nor a marker: \(line)")
            }
        }
        #expect(markers == handout.steps.map { "\($0.number). \($0.title)" })
        #expect(output.contains("\u{1B}["), "colour, as a terminal shows it")
        #expect(!output.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends with \\r\\n")
        #expect(output.replacingOccurrences(of: "\r\n", with: "\n") == cast.transcript(color: true))
    }

    @Test func theSameLessonGivesTheSameBytes() throws {
        let first = try #require(Asciicast.record(catalog: .standard, lesson: "events")).encoded(color: true)
        let second = try #require(Asciicast.record(catalog: .standard, lesson: "events")).encoded(color: true)
        #expect(first == second)
        let plain = try #require(Asciicast.record(catalog: .standard, lesson: "events")).encoded(color: false)
        #expect(!plain.contains("\\u001b"))
    }
}
