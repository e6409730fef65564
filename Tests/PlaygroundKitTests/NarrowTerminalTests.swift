import Testing
@testable import PlaygroundKit

/// What a narrow terminal must not break: a path or a command the reader copies out of a
/// message, and a compiler's caret under the column it points at.
@Suite struct NarrowTerminalTests {
    static let path = "/root/.local/share/mvvm-playground/exercises/di/1-cached-singletons/CachedSingletons.swift"

    @Test func aPathInAMessageIsNeverFolded() {
        var text = StyledText()
        text.line("error: cannot write \(Self.path): Permission denied", .error)
        text.line("Your file: " + Self.path, .accent)
        for width in [30, 40, 60, 80] {
            let shown = text.rendered(color: false, layout: TerminalLayout(width: width, unicode: true))
            let lines = shown.split(separator: "\n")
            #expect(lines.filter { $0.contains(Self.path) }.count == 2, "at \(width) columns: \(shown)")
            // What is not the path still fits the terminal.
            #expect(lines.allSatisfy { $0.count <= width || $0.contains(Self.path) }, "\(shown)")
        }
        // On a wide terminal nothing moves.
        #expect(text.rendered(color: false, layout: TerminalLayout(width: 200, unicode: true)) == text.plain)
    }

    @Test func aPathThatFitsStartsALineOfItsOwnRatherThanBeingCut() {
        let text = StyledText("the history is kept in /home/learner/.local/state/playground/history and read at start\n", .dim)
        let shown = text.rendered(color: false, layout: TerminalLayout(width: 60, unicode: true))
        #expect(shown.contains("↪ /home/learner/.local/state/playground/history"), "\(shown)")
        #expect(shown.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }

    @Test func aQuotedCommandStaysWholeButCodeStillFolds() {
        let message = StyledText("no editor is set: for one, type 'export EDITOR=nano' in your shell and start again\n", .error)
        let shown = message.rendered(color: false, layout: TerminalLayout(width: 40, unicode: true))
        #expect(shown.contains("'export EDITOR=nano'"), "\(shown)")
        var code = StyledText()
        code.line("let url = URL(fileURLWithPath: \"/usr/local/share/some/long/folder/name/file.json\")", .code)
        let folded = code.rendered(color: false, layout: TerminalLayout(width: 40, unicode: true))
        #expect(folded.split(separator: "\n").allSatisfy { $0.count <= 40 }, "code folds where it must: \(folded)")
    }

    @Test func copyableRangesFindPathsAndQuotedCommandsWithoutTheirPunctuation() {
        func found(_ text: String) -> [String] {
            let characters = Array(text)
            return TextLayout.copyableRanges(characters).map { String(characters[$0]) }
        }
        #expect(found("kept as (/tmp/a/b.swift), then 'edit' again.") == ["/tmp/a/b.swift", "'edit'"])
        #expect(found("see https://example.com/x.") == ["https://example.com/x"])
        #expect(found("no paths here, just words") == [])
        #expect(found("it's a learner's file") == [])
    }

    static let source = "        let viewModel: OrdersViewModel = container.resolve(OrdersViewModl.self, argument: OrderFilter.all)"
    static let caret = "                                                           ^~~~~~~~~~~~~~"

    @Test func aDiagnosticsCaretKeepsItsColumnOnANarrowTerminal() throws {
        var text = StyledText()
        text.line("cell 1:1:60: error: cannot find 'OrdersViewModl' in scope", .error)
        text.excerpt([Self.source, Self.caret], indent: "    ")
        for width in [40, 60, 80] {
            let shown = text.rendered(color: false, layout: TerminalLayout(width: width, unicode: true))
            let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let sourceIndex = try #require(lines.firstIndex { $0.contains("OrdersViewModl.self") }, "at \(width): \(shown)")
            let source = Array(lines[sourceIndex]), caret = Array(lines[sourceIndex + 1])
            #expect(source.count <= width && caret.count <= width, "at \(width): \(shown)")
            let column = try #require(caret.firstIndex(of: "^"), "at \(width): \(shown)")
            #expect(String(source[column...]).hasPrefix("OrdersViewModl"), "at \(width), the caret points at \(String(source[column...])): \(shown)")
            #expect(caret.allSatisfy { " ^~".contains($0) })
            #expect(!lines[sourceIndex].contains("↪") && !lines[sourceIndex + 1].contains("↪"), "the excerpt is not folded: \(shown)")
            #expect(lines.count == (width < 60 ? 5 : 4), "one line each, and the message folded if it must: \(shown)")
        }
        // Without a terminal (a pipe, a transcript) the lines are as the compiler wrote them.
        #expect(text.plain.contains("    " + Self.source + "\n    " + Self.caret + "\n"))
    }

    @Test func anExcerptThatFitsOnceDedentedIsOnlyDedented() {
        let lines = SourceExcerpt.fit(["        print(fo)", "              ^~"], width: 12, ellipsis: "…")
        #expect(lines == ["print(fo)", "      ^~"])
        #expect(SourceExcerpt.fit(["x.foo()", "  ^~~"], width: 40, ellipsis: "…") == ["x.foo()", "  ^~~"])
    }
}
