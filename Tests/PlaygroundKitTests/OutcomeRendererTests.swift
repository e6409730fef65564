import Foundation
@testable import PlaygroundKit
import Testing
import TestSupport

/// Handlers decide what happened; the renderer alone turns it into text. These outcomes are built
/// by hand, without a shell or a lesson.
@Suite struct OutcomeRendererTests {
    func render(_ report: CommandOutcome.Report, error: ShellError? = nil) -> StyledText {
        OutcomeRenderer.render(CommandOutcome(report, error: error))
    }

    @Test func nothingRendersAsNothing() {
        #expect(render(.nothing).isEmpty)
        #expect(OutcomeRenderer.render(.quit).isEmpty)
    }

    @Test func theErrorComesAfterTheReport() {
        let text = render(.printed("partial output"), error: .commandFailed(command: "x", message: "it broke"))
        #expect(text.plain == "partial output\nerror: it broke\n")
        #expect(text.runs.map(\.style) == [.output, .error, .plain])
    }

    @Test func lessonListMarksTheOpenOneAndPadsTheIds() {
        let text = render(.lessons([(id: "a", title: "First"), (id: "bcd", title: "Second")], open: "bcd"))
        #expect(text.plain == """
              1  a    First
            * 2  bcd  Second
            open one with 'open <id>' or 'open <number>'

            """)
    }

    /// Issue 37: the progress column came after the titles, so it started wherever each title
    /// ended. Titles stand in one column, and a begun lesson's progress goes on a line of its own
    /// under its title: the title column is the same on every row, in every language (Cyrillic is
    /// one column a letter, though two bytes of UTF-8; CJK two), and no row is wider than its title's.
    @Test(arguments: [
        ["3/27 steps, 0/3 exercises", "12/17 steps, 2/3 exercises"],
        ["шагов 3/27, упражнений 0/3", "шагов 12/17, упражнений 2/3"],
        ["3/27 langkah, 0/3 latihan", "12/17 langkah, 2/3 latihan"],
        ["3/27 步骤", "12/17 步骤，练习 2/3"],
    ])
    func theProgressLinesUpUnderTheTitles(_ done: [String]) throws {
        let lessons = [(id: "di", title: "A budget DI container"), (id: "type-erasure", title: "Когда у протокола есть тип"),
                       (id: "events", title: ".NET-style events without Rx, a much longer title")]
        let text = render(.lessons(lessons, open: "di", progress: ["di": done[0], "events": done[1]])).plain
        let rows = text.split(separator: "\n").dropLast().map(String.init)
        #expect(rows == [
            "* 1  di            A budget DI container",
            "                   " + done[0],
            "  2  type-erasure  Когда у протокола есть тип",
            "  3  events        .NET-style events without Rx, a much longer title",
            "                   " + done[1],
        ], "\(text)")
    }

    @Test func withoutProgressThereIsNoColumn() {
        let text = render(.lessons([(id: "a", title: "First")], open: nil, progress: [:])).plain
        #expect(text.hasPrefix("  1  a  First\n"))
    }

    @Test func stepListMarksThePosition() {
        let text = render(.steps(["One", "Two"], position: 2))
        #expect(text.plain == "   1  One\n>  2  Two\n")
        #expect(text.runs.first { $0.text.contains("Two") }?.style == .accent)
    }

    /// Inside a lesson, its commands come first (on the first screen, when paged), the shell's after.
    @Test func helpOverviewListsTheLessonsCommandsBeforeTheBuiltins() {
        let builtin = CommandOutcome.CommandHelp(CommandDeclarationTests.declaration(of: "quit"))
        let lesson = CommandOutcome.CommandHelp(LessonCommand("ping", usage: "[times]", summary: "answer") { _ in })
        let text = render(.help(.overview(builtins: [builtin], lesson: (id: "demo", commands: [lesson])))).plain
        #expect(text.hasPrefix("Commands of lesson 'demo'\n  ping [times]  answer\n\nCommands\n  quit  leave the shell (Ctrl-D does the same)\n\n"))
        let withoutCommands = render(.help(.overview(builtins: [builtin], lesson: (id: "demo", commands: [])))).plain
        #expect(withoutCommands.hasPrefix("Commands\n  quit  leave the shell (Ctrl-D does the same)\n\n"))
        #expect(!withoutCommands.contains("Commands of lesson"))
    }

    @Test func helpForOneCommand() {
        let advance = CommandOutcome.CommandHelp(CommandDeclarationTests.declaration(of: "advance"))
        #expect(render(.help(.command(advance))).plain == """
            advance <duration>
              move virtual time forward (500ms, 1s, 2m)
              also: tick
              needs an open lesson

            """)
    }

    @Test func historyKeepsTheLastHundredNumberedFromTheFirst() {
        let entries = (1...105).map { "entry \($0)" }
        let lines = render(.history(entries)).plain.split(separator: "\n")
        #expect(lines.count == 100)
        #expect(lines.first == "    6  entry 6")
        #expect(lines.last == "  105  entry 105")
        #expect(render(.history([])).plain == "no history yet\n")
        #expect(render(.history([String(repeating: "y", count: 300)])).plain.count == 3 + 2 + 200 + 1)
    }

    @Test func aCellKeptWholeInHistoryShowsItsLinesAligned() {
        let text = render(.history(["swift", "struct P\n{ var x = 1 }", "P().x"])).plain
        #expect(text == "  1  swift\n  2  struct P\n     { var x = 1 }\n  3  P().x\n")
    }

    @Test func clockAndAdvance() {
        let reading = CommandOutcome.ClockReading(now: LessonClock.defaultStart, elapsed: .milliseconds(1500))
        #expect(render(.clock(reading, pending: [])).plain == "now: 2020-04-22 17:41:49 +0000 (start + 1.5s)\nnothing scheduled\n")
        #expect(render(.clock(reading, pending: ["hello at +2s"])).plain.hasSuffix("\n  scheduled: hello at +2s\n"))
        #expect(render(.advanced(output: "fired", reading)).plain == "fired\nnow: 2020-04-22 17:41:49 +0000 (start + 1.5s)\n")
    }

    @Test func exposedObjects() {
        #expect(render(.exposed([])).plain == "nothing to inspect yet: run a step first (Enter)\n")
        let text = render(.exposed([(name: "vm", note: "the view model"), (name: "cache", note: "")])).plain
        #expect(text.hasPrefix("  vm     the view model\n  cache\n"))
        #expect(render(.inspected(name: "vm", note: "", dump: "VM(\n  x: 1\n)")).plain == "vm\n  VM(\n    x: 1\n  )\n")
    }

    @Test func compileReportWithEachVerdict() {
        var report = CommandOutcome.CompileReport(
            commandLine: "swiftc -typecheck -swift-version 6 X.swift", compilerVersion: "6.3.1",
            diagnostics: ["error: no"], otherLines: [], discardedBytes: 0
        )
        let kept = ["error: no"]
        report.verdict = CommandOutcome.Verdict(kind: .same, kept: kept, recordedVersion: "6.3.1")
        #expect(render(.compiled(report)).plain == """
            ── swiftc -typecheck -swift-version 6 X.swift (Swift 6.3.1)
                error: no
            same message as the lesson keeps

            """)
        report.verdict = CommandOutcome.Verdict(kind: .accepted(newVersion: "7.0"), kept: kept, recordedVersion: "6.3.1")
        #expect(render(.compiled(report)).plain.hasSuffix("""
                it compiles now: Swift 7.0 accepts what Swift 6.3.1 refused
            the lesson keeps the message of Swift 6.3.1:
                error: no

            """))
        report.verdict = CommandOutcome.Verdict(kind: .otherWording(installed: nil), kept: kept, recordedVersion: "6.3.1")
        #expect(render(.compiled(report)).plain.contains("your compiler's version is unknown"))
        report.verdict = nil
        report.discardedBytes = 3 << 20
        #expect(render(.compiled(report), error: .compilerFailed(.interrupted)).plain.hasSuffix("""
              output truncated: 3 MiB more were thrown away
            error: interrupted: swiftc was stopped (Ctrl-C); the shell carries on

            """))
    }
}
