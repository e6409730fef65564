import PlaygroundKit
import Testing
import TestSupport

/// Input found by fuzzing that used to trap or to reach the terminal raw: each is a clear error now.
@Suite struct HostileInputTests {
    let driver = ScriptedShell(catalog: .testing)

    func send(_ line: String) -> (text: String, failed: Bool) {
        let response = driver.send(line)
        return (response.text.plain, response.failed)
    }

    @Test(arguments: [
        "open -9223372036854775808", "o -9223372036854775808", "open 9223372036854775807",
        "open 0", "open -1", "open 3",
    ])
    func lessonNumbersOutOfRangeAreErrorsNotTraps(_ line: String) {
        let result = send(line)
        #expect(result.failed)
        #expect(result.text.contains("the lessons are numbered 1 to 2"), "\(result.text)")
    }

    @Test func lessonNumbersAtTheEdgesOpen() {
        #expect(Catalog.testing.lesson(matching: "1")?.lesson.id == "fake")
        #expect(Catalog.testing.lesson(matching: "2")?.lesson.id == "other")
        #expect(Catalog.testing.lesson(matching: String(Int.min)) == nil)
        #expect(Catalog.testing.lesson(matching: String(Int.max)) == nil)
    }

    @Test(arguments: ["run -9223372036854775808", "run 9223372036854775807", "show -9223372036854775808", "run 0"])
    func stepNumbersOutOfRangeAreErrors(_ line: String) {
        _ = send("open fake")
        let result = send(line)
        #expect(result.failed)
        #expect(result.text.contains("this lesson has steps 1 to 3"), "\(result.text)")
    }

    @Test(arguments: [(0, Int.max), (1, Int.max), (Int.min, Int.max), (Int.min, 0), (Int.max, Int.max)])
    func transcriptRangesBeyondTheLessonAreErrors(_ first: Int, _ last: Int) {
        let result = Transcript.isolated(catalog: .testing, lessonID: "fake", selection: .range(first...last))
        #expect(throws: CommandError.self) { try result.get() }
        if case .failure(let error) = result {
            #expect(error.message.contains("has steps 1 to 3"))
            #expect(error.message.contains(first == last ? "no step \(first)" : "no steps \(first)-\(last)"))
        }
    }

    @Test func selectionParsesHugeAndRejectsMalformedRanges() {
        #expect(Transcript.Selection("0-9223372036854775807") == .range(0...Int.max))
        #expect(Transcript.Selection("-9223372036854775808") == nil)
        #expect(Transcript.Selection("5-2") == nil)
        #expect(Transcript.Selection("1-2-3") == nil)
        #expect(Transcript.Selection("99999999999999999999") == nil)
    }

    @Test func transcriptOfAnOutOfRangeLessonNumberIsAnError() {
        #expect(throws: CommandError.self) {
            try Transcript.isolated(catalog: .testing, lessonID: "-9223372036854775808").get()
        }
    }

    @Test func controlCharactersInTheInputAreShownEscaped() {
        let result = send("open \u{1B}[2J\u{1B}]0;title\u{07}x")
        #expect(result.failed)
        #expect(!result.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(result.text.contains("no lesson '\\e[2J\\e]0;title\\u{7}x'"), "\(result.text)")
        let carriage = send("'nope\u{0D}gotcha'")
        #expect(carriage.text.contains("unknown command 'nope\\rgotcha'"), "\(carriage.text)")
    }

    @Test func styledTextNeverCarriesRawControlCharacters() {
        var text = StyledText()
        text.line("a\u{1B}[31mb\u{0D}\u{00}\u{7F}\u{9B}\tc", .error)
        #expect(text.plain == "a\\e[31mb\\r\\0\\u{7F}\\u{9B}\tc\n")
        // The shell's own colours are still there when asked for.
        #expect(text.rendered(color: true) == "\u{1B}[1;31ma\\e[31mb\\r\\0\\u{7F}\\u{9B}\tc\u{1B}[0m\n")
        #expect("plain text, ünïcödé".escapingControlCharacters == "plain text, ünïcödé")
    }
}
