import Testing
@testable import LineEditing

/// The prompt handed to libedit: escape sequences wrapped as zero-width text, so the cursor lands
/// where typing starts. Pure string work; the pseudo-terminal test `colouredPromptIsShownAndDoesNotDisturbEditing`
/// shows libedit agrees.
@Suite struct PromptEscapesTests {
    private let literal = "\u{1}"
    private typealias Segment = PromptEscapes.Segment

    // MARK: - The prompt libedit gets

    @Test func plainPromptIsUnchanged() {
        #expect(PromptEscapes.libEditPrompt("play> ") == "play> ")
        #expect(PromptEscapes.libEditPrompt("") == "")
        #expect(PromptEscapes.libEditPrompt("日本> ") == "日本> ")
    }

    @Test func escapeSequencesBecomeZeroWidthText() {
        let prompt = "\u{1B}[1;32mplay>\u{1B}[0m "
        #expect(PromptEscapes.libEditPrompt(prompt) == "\(literal)\u{1B}[1;32m\(literal)play>\(literal)\u{1B}[0m\(literal) ")
    }

    @Test func trailingEscapeSequencesMoveBeforeTheLastCharacter() {
        let prompt = "\u{1B}[32m日> \u{1B}[0m"
        #expect(PromptEscapes.libEditPrompt(prompt) == "\(literal)\u{1B}[32m\(literal)日>\(literal)\u{1B}[0m\(literal) ")
        // The last character is a whole grapheme: an accent stays with its letter.
        #expect(PromptEscapes.libEditPrompt("e\u{301}\u{1B}[0m") == "\(literal)\u{1B}[0m\(literal)e\u{301}")
    }

    @Test func aPromptOfOnlyEscapesHasNothingToMove() {
        #expect(PromptEscapes.libEditPrompt("\u{1B}[0m") == "\(literal)\u{1B}[0m\(literal)")
        #expect(PromptEscapes.libEditPrompt("\u{1B}[1m\u{1B}[0m") == "\(literal)\u{1B}[1m\(literal)\(literal)\u{1B}[0m\(literal)")
    }

    @Test func oscSequencesAndStrayDelimitersAreHandled() {
        let title = "\u{1B}]0;title\u{07}"
        #expect(PromptEscapes.libEditPrompt("\(title)> ") == "\(literal)\(title)\(literal)> ")
        #expect(PromptEscapes.libEditPrompt("a\u{1}b") == "ab")
        #expect(PromptEscapes.libEditPrompt("\u{1}\u{1}") == "")
    }

    // MARK: - Splitting into text and escapes

    @Test func segmentsAlternateBetweenTextAndEscapes() {
        #expect(PromptEscapes.segments(of: "a\u{1B}[31mb\u{1B}[0m") == [
            .text("a"), .escape("\u{1B}[31m"), .text("b"), .escape("\u{1B}[0m"),
        ])
        #expect(PromptEscapes.segments(of: "") == [])
        #expect(PromptEscapes.segments(of: "\u{1B}[1m\u{1B}[4m") == [.escape("\u{1B}[1m"), .escape("\u{1B}[4m")])
    }

    @Test(arguments: [
        ("\u{1B}[0m", "CSI with a parameter"),
        ("\u{1B}[m", "CSI without parameters"),
        ("\u{1B}[38;5;208m", "CSI with several parameters"),
        ("\u{1B}[?25l", "CSI with a private marker"),
        ("\u{1B}]0;title\u{07}", "OSC ended by BEL"),
        ("\u{1B}]8;;https://example.com\u{1B}\\", "OSC ended by ESC \\"),
        ("\u{1B}7", "a two-byte sequence"),
    ])
    func eachKindOfSequenceIsOneEscape(_ sequence: String, _ kind: String) {
        #expect(PromptEscapes.segments(of: sequence + "x") == [.escape(sequence), .text("x")], "\(kind)")
    }

    @Test func aSequenceCutShortEndsWithThePrompt() {
        #expect(PromptEscapes.segments(of: "a\u{1B}") == [.text("a"), .escape("\u{1B}")])
        #expect(PromptEscapes.segments(of: "a\u{1B}[31") == [.text("a"), .escape("\u{1B}[31")])
        #expect(PromptEscapes.segments(of: "\u{1B}]0;never ended") == [.escape("\u{1B}]0;never ended")])
        // An OSC interrupted by another escape ends before it.
        #expect(PromptEscapes.segments(of: "\u{1B}]0;t\u{1B}[0m") == [.escape("\u{1B}]0;t"), .escape("\u{1B}[0m")])
    }

    @Test func escapeSequenceEndIsJustPastTheFinalByte() {
        let bytes = Array("\u{1B}[1;32mplay".utf8)
        #expect(PromptEscapes.escapeSequenceEnd(bytes, from: 0) == 7)
        #expect(PromptEscapes.escapeSequenceEnd(Array("\u{1B}".utf8), from: 0) == 1)
    }

    // MARK: - Ending in visible text

    @Test func trailingEscapesMoveInFrontOfTheLastVisibleCharacter() {
        let segments: [Segment] = [.escape("\u{1B}[32m"), .text("> "), .escape("\u{1B}[0m")]
        #expect(PromptEscapes.endingInVisibleText(segments) == [
            .escape("\u{1B}[32m"), .text(">"), .escape("\u{1B}[0m"), .text(" "),
        ])
    }

    @Test func segmentsEndingInTextOrWithoutTextStayAsTheyAre() {
        let endsInText: [Segment] = [.escape("\u{1B}[32m"), .text("> ")]
        #expect(PromptEscapes.endingInVisibleText(endsInText) == endsInText)
        let onlyEscapes: [Segment] = [.escape("\u{1B}[32m"), .escape("\u{1B}[0m")]
        #expect(PromptEscapes.endingInVisibleText(onlyEscapes) == onlyEscapes)
        #expect(PromptEscapes.endingInVisibleText([]) == [])
    }
}
