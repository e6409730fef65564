import PlaygroundKit
import TestSupport
import Testing
@testable import InputOutput

@Suite struct StepTests {
    @Test func elevenStepsWithTextAndCode() {
        let steps = InputOutputLesson(context: LessonContext()).steps
        #expect(steps.count == 11)
        for step in steps {
            #expect(!step.text.isEmpty)
            #expect(!step.code.isEmpty, "step '\(step.title)' shows no code")
        }
    }

    @Test func everySnippetIsShownBySomeStep() {
        let shown = Set(InputOutputLesson(context: LessonContext()).steps.flatMap(\.code).map(\.name))
        let all = Set((Code.all + Code.Rejected.all).map(\.name))
        #expect(all.subtracting(shown).isEmpty)
    }

    @Test func stepsLeaveTheLiveFeedAlone() {
        let shell = openLesson()
        for number in 1...11 { shell.send("run \(number)") }
        let outputs = shell.send("outputs").text.plain
        #expect(outputs.contains("value 'idle'"))
        #expect(outputs.contains("replays []"))
    }

    @Test func replayStepShowsDemandAtWork() {
        let output = openLesson().send("run 6").stepOutput
        #expect(output.contains("""
            slow asks for one more:
              slow    got 'c'
            slow asks for five:
              slow    got 'd'
              slow    failed: gone
            """))
    }
}
