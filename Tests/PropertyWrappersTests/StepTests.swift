import PlaygroundKit
import Testing
@testable import PropertyWrappers

@Suite struct StepTests {
    static let numbers = Array(1...11)

    @Test func lessonHasElevenStepsWithTextAndCode() {
        let steps = PropertyWrappersLesson(context: LessonContext()).steps
        #expect(steps.count == 11)
        for step in steps {
            #expect(!step.text.isEmpty)
            #expect(!step.code.isEmpty, "step '\(step.title)' shows no code")
        }
    }

    @Test func everySnippetIsShownBySomeStep() {
        let shown = Set(PropertyWrappersLesson(context: LessonContext()).steps.flatMap(\.code).map(\.name))
        let all = Set((Code.all + Code.Rejected.all).map(\.name))
        #expect(all.subtracting(shown).isEmpty)
    }

    @Test func stepsDoNotDisturbTheLiveObjects() {
        let shell = openLesson()
        for number in StepTests.numbers { shell.send("run \(number)") }
        #expect(shell.send("screen").text.plain.contains("(no rows)"), "steps run on clocks of their own")
        #expect(shell.send("clock").text.plain.contains("scheduled: orders arrive at +1s"))
    }

    @Test func stepsExposeWhatTheTextPromises() {
        let shell = openLesson()
        for number in StepTests.numbers { shell.send("run \(number)") }
        let listed = shell.send("inspect").text.plain
        for name in ["viewModel", "screen", "safeVM", "publishedVM", "settings", "watchers", "customer", "trackedVM"] {
            #expect(listed.contains("  \(name)"))
        }
        #expect(shell.send("inspect customer").text.plain.contains("_name: Trimmed(text: \"Ann Lee\")"))
        #expect(shell.send("inspect trackedVM").text.plain.contains("_status: Tracked(value: \"ready\")"))
    }
}
