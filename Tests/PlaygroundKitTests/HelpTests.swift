@testable import PlaygroundKit
import Testing
import TestSupport

/// `help` as a learner needs it, in-process: paged when tall, a wide usage on a line of its own,
/// `help swift` saying what a cell can reach. On a terminal: PlaygroundTests' `HelpPagingTests`;
/// in every lesson: LessonCatalogTests' `HelpLayoutTests`.
@Suite struct HelpTests {
    @Test func aUsageWiderThanTheColumnHasTheLineToItself() {
        var text = StyledText()
        OutcomeRenderer.appendTable([("short", "one"), (String(repeating: "w", count: 30), "two"), ("mid", "three")], to: &text)
        #expect(text.plain == """
              short                         one
              \(String(repeating: "w", count: 30))
                                            two
              mid                           three

            """)
        var narrow = StyledText()
        OutcomeRenderer.appendTable([("a", "one"), ("abc", "two")], to: &narrow)
        #expect(narrow.plain == "  a    one\n  abc  two\n", "a narrow table keeps its narrow column")
    }

    @Test func theListOfCommandsIsPagedWhenTallAndOneCommandIsNot() {
        let shell = ScriptedShell(catalog: .testing)
        #expect(shell.send("help").text.title == "Commands", "a title is what the pager looks for")
        #expect(shell.send("help next").text.title == nil)
    }

    @Test func helpSwiftSaysWhatACellCanReach() {
        let shell = ScriptedShell(catalog: .testing)
        let outside = shell.sendPlain("help swift").text
        for words in ["'swift <code>' runs one cell", "'exit', 'quit', '.exit', ':quit' or Ctrl-D leaves Swift mode", "Ctrl-C drops the cell",
                      "'struct P', then '{' on the next line", "Up brings back a whole cell", "':help' there says what it understands",
                      "The shell's commands work there alone on a line", "a name your cells or the lesson declare", "a one-letter name ('n')", "':next' or ':n' runs the command",
                      "by the names 'inspect' lists", "'page' lists the cells", "'page clear' takes them all back",
                      "'edit'", "acts on the live lesson itself", "as res3", "'undo' takes back"] {
            #expect(outside.replacingOccurrences(of: "\n  ", with: " ").contains(words), "\(words): \(outside)")
        }
        #expect(!outside.contains("Live objects now"), "no lesson is open")
        shell.send("open fake")
        #expect(shell.sendPlain("help swift").text.hasSuffix("\n  Live objects now: counter.\n"))
        // Other commands have nothing more to say than their summary.
        #expect(shell.sendPlain("help page").text == "page [clear]\n  the Swift cells run so far, or take them all back\n  needs an open lesson\n")
    }
}
