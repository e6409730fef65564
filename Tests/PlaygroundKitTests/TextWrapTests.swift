import Foundation
@testable import PlaygroundKit
import Testing
import TestSupport

/// Lines on a terminal narrower than they are: code folds with a `↪` continuation that keeps the
/// line's indentation and breaks between tokens; prose wraps to the terminal; without a terminal
/// (transcripts, pipes) nothing changes.
@Suite struct TextWrapTests {
    static let code = "        let viewModel: OrdersVM = container.resolve(args: .init(customerId: 42, date: ctx.clock.now))"

    @Test(arguments: [40, 80, 200])
    func codeFoldsToTheWidthAndKeepsItsIndentation(_ width: Int) {
        let pieces = TextLayout.fold(Self.code, width: width)
        #expect(pieces.allSatisfy { $0.count <= width })
        if Self.code.count <= width {
            #expect(pieces == [Self.code])
            return
        }
        #expect(pieces.count > 1)
        #expect(pieces[0].hasPrefix("        let"))
        for continuation in pieces.dropFirst() {
            // Indented past the line's own indentation, then the mark: never at column 0.
            #expect(continuation.hasPrefix("          ↪ "), "continuation: \(continuation)")
            #expect(continuation.dropFirst(12).first != " ")
        }
        // Nothing lost: the pieces put back together are the line (spaces at the cuts aside).
        let rejoined = pieces.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst(12)) }.joined()
        #expect(rejoined.filter { $0 != " " } == Self.code.filter { $0 != " " })
    }

    @Test func foldsBetweenTokensNotInsideThem() {
        let pieces = TextLayout.fold(Self.code, width: 40)
        let tokens = Set(Self.code.split { " (),:.".contains($0) }.map(String.init))
        for piece in pieces {
            let body = piece.hasPrefix("          ↪ ") ? String(piece.dropFirst(12)) : piece.trimmingCharacters(in: .whitespaces)
            let first = body.split { " (),:.".contains($0) }.first.map(String.init) ?? ""
            let last = body.split { " (),:.".contains($0) }.last.map(String.init) ?? ""
            #expect(tokens.contains(first) && tokens.contains(last), "'\(piece)' starts or ends inside a token")
        }
        #expect(pieces == [
            "        let viewModel: OrdersVM =",
            "          ↪ container.resolve(args:",
            "          ↪ .init(customerId: 42, date:",
            "          ↪ ctx.clock.now))",
        ])
    }

    @Test func aTokenLongerThanTheLineIsCutAtTheLastColumn() {
        let long = "    \"" + String(repeating: "x", count: 90) + "\""
        let pieces = TextLayout.fold(long, width: 40)
        #expect(pieces[0].count == 40)
        #expect(pieces.allSatisfy { $0.count <= 40 })
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("      ↪ x") || $0.hasPrefix("      ↪ \"") })
    }

    @Test func deepIndentationStillLeavesRoomOnANarrowTerminal() {
        let deep = String(repeating: " ", count: 30) + "call(first: 1, second: 2, third: 3, fourth: 4)"
        let pieces = TextLayout.fold(deep, width: 40)
        #expect(pieces.allSatisfy { $0.count <= 40 })
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 13) + "↪ ") }, "\(pieces)")
    }

    @Test func wideCharactersCountTwoColumns() {
        let pieces = TextLayout.fold("print(\"" + String(repeating: "漢", count: 30) + "\")", width: 40)
        #expect(pieces.count == 2)
        let columns = pieces[0].reduce(0) { $0 + ($1 == "漢" ? 2 : 1) }
        #expect(columns <= 40 && columns >= 38, "\(pieces[0]) takes \(columns) columns")
    }

    static var sample: StyledText {
        var text = StyledText()
        text.line("── di 2/12 · A step", .heading)
        text.prose(String(repeating: "Prose that wraps. ", count: 12) + "\n- a list item that goes on and on and on and on and on and on and on and on")
        text.line()
        text.line(code, .code)
        return text
    }

    @Test func withoutATerminalNothingChanges() {
        // Transcripts and pipes: prose at 78 columns, code as it is, whatever the terminal.
        let plain = Self.sample.plain
        #expect(Self.sample.rendered(color: false, layout: nil) == plain)
        #expect(plain.contains("\n" + Self.code + "\n"))
        let lines: [Substring] = plain.split(separator: "\n" as Character)
        #expect(lines.dropLast().allSatisfy { $0.count <= 78 })
        #expect(lines[1].count > 70)
    }

    @Test func anEightyColumnTerminalShowsWhatATranscriptShowsButFoldsWideCode() {
        let shown = Self.sample.rendered(color: false, layout: TerminalLayout(width: 80, unicode: true))
        let plain = Self.sample.plain
        // Prose is wrapped exactly as in a transcript; the 97-column code line is folded.
        #expect(shown.replacingOccurrences(of: "\n          ↪ ", with: " ") == plain.replacingOccurrences(of: Self.code, with: TextLayout.fold(Self.code, width: 80).joined(separator: " ").replacingOccurrences(of: "          ↪ ", with: "")))
        #expect(shown.split(separator: "\n" as Character).allSatisfy { $0.count <= 80 })
    }

    @Test func aWideTerminalChangesNothing() {
        #expect(Self.sample.rendered(color: true, layout: TerminalLayout(width: 200, unicode: true)) == Self.sample.rendered(color: true))
    }

    @Test func onFortyColumnsProseWrapsToTheTerminal() throws {
        let shown = Self.sample.rendered(color: false, layout: TerminalLayout(width: 40, unicode: true))
        let lines = shown.split(separator: "\n" as Character, omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 40 })
        let item = try #require(lines.firstIndex { $0.hasPrefix("- a list item") })
        #expect(lines[item + 1].hasPrefix("  ") && lines[item + 1].dropFirst(2).first != " ", "list items keep their hanging indent")
        #expect(!lines.contains { $0.hasPrefix("↪") || $0.hasPrefix("Prose") && $0.contains("↪") }, "prose is rewrapped, not folded")
        #expect(lines.filter { $0.contains("↪") }.count >= 3, "the code line is folded")
    }

    @Test func colourStaysOnEveryPieceAndTheMarkIsDim() {
        let shown = Self.sample.rendered(color: true, layout: TerminalLayout(width: 40, unicode: true))
        let folded = shown.split(separator: "\n" as Character).filter { $0.contains("↪") }
        #expect(!folded.isEmpty)
        for line in folded {
            #expect(line.contains("\u{1B}[2m↪ \u{1B}[0m\u{1B}[33m"), "dim mark, then the code's own colour: \(line)")
            #expect(line.hasSuffix("\u{1B}[0m"))
        }
    }

    @Test func withoutAUTF8LocaleTheMarkIsASCII() {
        let shown = Self.sample.rendered(color: false, layout: TerminalLayout(width: 40, unicode: false))
        #expect(!shown.contains("↪"))
        #expect(shown.contains("  > "))
    }

    @Test func lineCountFollowsTheLayout() {
        let wide = Self.sample.lineCount(layout: TerminalLayout(width: 200, unicode: true))
        #expect(wide == Self.sample.plain.split(separator: "\n" as Character, omittingEmptySubsequences: false).count - 1)
        #expect(Self.sample.lineCount(layout: TerminalLayout(width: 40, unicode: true)) > wide)
    }

    @Test func aStepKnowsItsTitle() {
        var text = StyledText("before\n")
        var step = StyledText()
        step.title = "── fake 1/3 · First bump"
        text.append(step)
        #expect(text.title == "── fake 1/3 · First bump")
    }
}

/// `lines` and `words` (TextLayout.swift) split on UTF-8 bytes for speed; they must give what
/// `split` on Characters gives, for the text lessons print (accents, emoji, CJK, empty lines).
@Suite struct LineSplitTests {
    static let texts = [
        "", "\n", "\n\n", "one", "one\n", "one\ntwo", "\none\n\ntwo\n\n",
        "café crème\n🙂 wide 漢字\n", "  indented  twice  \n- a list item", "no newline at the end ",
    ]

    @Test(arguments: texts)
    func linesAreWhatSplittingByCharacterGives(_ text: String) {
        #expect(text.lines.map(String.init) == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let substring = text.dropFirst(0)
        #expect(substring.lines.map(String.init) == substring.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    @Test(arguments: texts)
    func wordsAreWhatSplittingByCharacterGives(_ text: String) {
        #expect(text.words.map(String.init) == text.split(separator: " ").map(String.init))
    }

    @Test func wrappingCountsCharactersNotBytes() {
        // 39 two-byte characters, a space, 38 more: 78 columns, one line; one more character wraps.
        let line = String(repeating: "é", count: 39) + " " + String(repeating: "é", count: 38)
        #expect(TextLayout.wrap(line) == [line])
        #expect(TextLayout.wrap(line + "é").count == 2)
    }
}
