import Foundation
@testable import PlaygroundKit
import Testing

@Suite struct TokenizerTests {
    @Test func splitsOnWhitespaceAndGroupsQuotes() throws {
        #expect(try Tokenizer.words("  open   di ") == ["open", "di"])
        #expect(try Tokenizer.words("type \"New York\" 'a b'") == ["type", "New York", "a b"])
        #expect(try Tokenizer.words("say \"\"") == ["say", ""])
        #expect(throws: Tokenizer.Failure.unterminatedQuote("\"")) { try Tokenizer.words("say \"oops") }
    }
}

@Suite struct SuggestionTests {
    @Test(arguments: [("nxet", "next"), ("isnpect", "inspect"), ("opn", "open"), ("rset", "reset"), ("histroy", "history")])
    func typos(_ typo: String, _ expected: String) {
        #expect(Suggestions.closest(to: typo, in: ["next", "inspect", "open", "reset", "history", "help"]) == expected)
    }

    @Test func nothingCloseMeansNoSuggestion() {
        #expect(Suggestions.closest(to: "banana", in: ["next", "open"]) == nil)
        #expect(Suggestions.closest(to: "", in: ["next"]) == nil)
        #expect(Suggestions.closest(to: String(repeating: "n", count: 500), in: ["next"]) == nil)
    }

    @Test func distanceCountsTranspositionsAsOne() {
        #expect(Suggestions.distance("next", "next") == 0)
        #expect(Suggestions.distance("nxet", "next") == 1)
        #expect(Suggestions.distance("", "abc") == 3)
        #expect(Suggestions.distance("kitten", "sitting") == 3)
    }
}

@Suite struct DurationTests {
    @Test(arguments: [("500ms", 500), ("1s", 1000), ("1.5s", 1500), ("2m", 120_000), ("3", 3000), ("0s", 0)])
    func parses(_ text: String, _ milliseconds: Int64) {
        #expect(Duration(playgroundText: text) == .milliseconds(milliseconds))
    }

    @Test(arguments: ["", "soon", "-1s", "1h", "ms", "nan", "1e30s", "inf"])
    func rejects(_ text: String) {
        #expect(Duration(playgroundText: text) == nil)
    }

    @Test func formats() {
        #expect(Duration.milliseconds(500).playgroundFormatted == "500ms")
        #expect(Duration.seconds(1).playgroundFormatted == "1s")
        #expect(Duration.milliseconds(1500).playgroundFormatted == "1.5s")
        #expect(Duration.seconds(120).playgroundFormatted == "2m")
        #expect(Duration.zero.playgroundFormatted == "0s")
    }
}

@Suite struct LessonClockTests {
    @Test func startsAtTheFixedDateAndMovesOnlyWhenAdvanced() {
        let clock = LessonClock()
        #expect("\(clock.now)" == "2020-04-22 17:41:49 +0000")
        clock.advance(by: .milliseconds(1500))
        #expect(clock.now == LessonClock.defaultStart.addingTimeInterval(1.5))
        #expect(clock.elapsed == .milliseconds(1500))
    }

    @Test func timersRunInDueOrderWithNowAtTheirDueTime() {
        let clock = LessonClock()
        var log: [String] = []
        clock.schedule(after: .seconds(2), label: "b") { log.append("b at \(clock.elapsed.playgroundFormatted)") }
        clock.schedule(after: .seconds(1), label: "a") {
            log.append("a at \(clock.elapsed.playgroundFormatted)")
            clock.schedule(after: .milliseconds(500), label: "a2") { log.append("a2 at \(clock.elapsed.playgroundFormatted)") }
        }
        clock.schedule(after: .seconds(2), label: "c") { log.append("c at \(clock.elapsed.playgroundFormatted)") }
        #expect(clock.pending.map(\.label) == ["a", "b", "c"])
        clock.advance(by: .seconds(1))
        #expect(log == ["a at 1s"])
        clock.advance(by: .seconds(5))
        #expect(log == ["a at 1s", "a2 at 1.5s", "b at 2s", "c at 2s"])
        #expect(clock.elapsed == .seconds(6))
        #expect(clock.pending.isEmpty)
    }

    @Test func cancelledTimersDoNotRun() {
        let clock = LessonClock()
        var ran = false
        let timer = clock.schedule(after: .seconds(1)) { ran = true }
        #expect(clock.cancel(timer))
        #expect(!clock.cancel(timer))
        clock.advance(by: .seconds(2))
        #expect(!ran)
    }

    @Test func observersHearHowFarTheClockMoved() {
        let clock = LessonClock()
        var moved: [Duration] = []
        clock.onAdvance { moved.append($0) }
        clock.advance(by: .milliseconds(250))
        clock.advance(by: .seconds(1))
        #expect(moved == [.milliseconds(250), .seconds(1)])
    }
}

@Suite struct RenderingTests {
    @Test func plainRenderingHasNoEscapeCodes() {
        var text = StyledText()
        text.line("title", .heading)
        text.line("body")
        text.line("oops", .error)
        #expect(text.rendered(color: false) == "title\nbody\noops\n")
        #expect(!text.rendered(color: false).contains("\u{1B}"))
    }

    @Test func colourClosesEveryStyledLine() {
        let text = StyledText("a\nb\n", .error)
        #expect(text.rendered(color: true) == "\u{1B}[1;31ma\u{1B}[0m\n\u{1B}[1;31mb\u{1B}[0m\n")
    }

    @Test func wrapsProseAndKeepsIndentedLines() {
        let long = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = TextLayout.wrap(long + "\n\n- " + long + "\n    kept   as   is")
        #expect(lines.allSatisfy { $0.count <= 78 })
        #expect(lines.contains("    kept   as   is"))
        #expect(lines.contains(""))
        #expect(lines.contains { $0.hasPrefix("  word") }, "bullets wrap with a hanging indent")
    }

    @Test func inspectorShowsPrivateStoredProperties() {
        final class Box {
            private var secret = 42
            private let names = ["a"]
        }
        let dump = Inspector.dump(Box())
        #expect(dump.contains("secret: 42"))
        #expect(dump.contains("\"a\""))
    }
}

@Suite struct TranscriptTests {
    @Test(arguments: [("3", Transcript.Selection.range(3...3)), ("2-5", .range(2...5))])
    func parsesSelections(_ text: String, _ expected: Transcript.Selection) {
        #expect(Transcript.Selection(text) == expected)
    }

    @Test(arguments: ["", "a", "5-2", "1-2-3", "-1"])
    func rejectsBadSelections(_ text: String) {
        #expect(Transcript.Selection(text) == nil)
    }
}
