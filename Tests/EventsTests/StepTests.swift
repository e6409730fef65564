import PlaygroundKit
import Testing
@testable import Events

@Suite struct StepTests {
    static let numbers = Array(1...10)

    @Test func lessonHasTenStepsWithTextAndCode() {
        let steps = EventsLesson(context: LessonContext()).steps
        #expect(steps.count == 10)
        for step in steps {
            #expect(!step.text.isEmpty)
            #expect(!step.code.isEmpty, "step '\(step.title)' shows no code")
        }
    }

    @Test func everySnippetIsShownBySomeStep() {
        let shown = Set(EventsLesson(context: LessonContext()).steps.flatMap(\.code).map(\.name))
        let all = Set((Code.all + Code.Rejected.all).map(\.name))
        #expect(all.subtracting(shown).isEmpty)
    }

    @Test func stepsLeaveTheLiveEventAlone() {
        let shell = openLesson()
        shell.send("listen ann")
        for number in StepTests.numbers { shell.send("run \(number)") }
        #expect(shell.send("raise").text.plain == "ann heard 'ping'\n")
    }

    @Test func stepsExposeWhatTheTextPromises() {
        let shell = openLesson()
        for number in StepTests.numbers { shell.send("run \(number)") }
        let listed = shell.send("inspect").text.plain
        for name in ["event", "listeners", "screen"] {
            #expect(listed.contains("  \(name)"))
        }
        #expect(shell.send("inspect screen").text.plain.contains("title: \"Orders (3)\""))
    }
}
