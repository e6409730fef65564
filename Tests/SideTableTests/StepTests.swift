import PlaygroundKit
import Testing
@testable import SideTable

@Suite struct StepTests {
    static let numbers = Array(1...11)

    @Test func lessonHasElevenStepsWithTextAndCode() {
        let steps = SideTableLesson(context: LessonContext()).steps
        #expect(steps.count == 11)
        for step in steps {
            #expect(!step.text.isEmpty)
            #expect(!step.code.isEmpty, "step '\(step.title)' shows no code")
        }
    }

    @Test func everySnippetIsShownBySomeStep() {
        let shown = Set(SideTableLesson(context: LessonContext()).steps.flatMap(\.code).map(\.name))
        let all = Set((Code.all + Code.Rejected.all).map(\.name))
        #expect(all.subtracting(shown).isEmpty)
    }

    @Test func stepsInReverseOrderGiveTheSameOutput() {
        let forward = openLesson()
        let outputs = StepTests.numbers.map { stepOutput(forward.send("run \($0)")) }
        let backward = openLesson()
        for number in StepTests.numbers.reversed() {
            #expect(stepOutput(backward.send("run \(number)")) == outputs[number - 1], "step \(number)")
        }
    }

    @Test func stepsDoNotDisturbTheLiveScreen() {
        let shell = openLesson()
        shell.send("load")
        for number in StepTests.numbers { shell.send("run \(number)") }
        let text = shell.send("screen").text.plain
        #expect(text.contains("│ Order #0 "), "the steps' advances let the live load arrive too")
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
