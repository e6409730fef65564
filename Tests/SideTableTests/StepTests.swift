import PlaygroundKit
import Testing
@testable import SideTable

@Suite struct StepTests {
    static let numbers = Array(1...SideTableLesson(context: LessonContext()).steps.count)

    /// Steps empty-list, list-appears and inspection advance time on clocks of their own: the lesson's clock is the
    /// commands', and `advance 1s` after a step moves it from where the learner left it.
    @Test func stepsLeaveTheLessonsClockAndTheLiveScreenAlone() {
        let shell = openLesson()
        shell.send("load")
        for number in StepTests.numbers { shell.send("run \(number)") }
        #expect(shell.send("screen").text.plain.contains("(no rows)"), "no step delivered the live load")
        #expect(shell.send("clock").text.plain == """
            now: 2020-04-22 17:41:49 +0000 (start + 0s)
              scheduled: orders arrive at +1s

            """)
        #expect(shell.send("advance 1s").text.plain.hasSuffix("(start + 1s)\n"))
        #expect(shell.send("screen").text.plain.contains("│ Order #0 "))
    }

    @Test func stepsExposeWhatTheTextPromises() {
        let shell = openLesson()
        for number in StepTests.numbers { shell.send("run \(number)") }
        let listed = shell.send("inspect").text.plain
        for name in ["table", "screen", "emptyScreen", "listScreen"] {
            #expect(listed.contains("  \(name)"))
        }
        #expect(shell.send("inspect emptyScreen").text.plain.contains("numberOfRows: 0"))
        #expect(shell.send("inspect listScreen").text.plain.contains("numberOfRows: 100"))
    }
}
