import PlaygroundKit
import Testing
@testable import EventRouter

@Suite struct StepTests {
    static let numbers = Array(1...11)

    @Test func lessonHasElevenStepsWithTextAndCode() {
        let steps = EventRouterLesson(context: LessonContext()).steps
        #expect(steps.count == 11)
        for step in steps {
            #expect(!step.text.isEmpty)
            #expect(!step.code.isEmpty, "step '\(step.title)' shows no code")
        }
    }

    @Test func everySnippetIsShownBySomeStep() {
        let shown = Set(EventRouterLesson(context: LessonContext()).steps.flatMap(\.code).map(\.name))
        let all = Set((Code.all + Code.Rejected.all).map(\.name))
        #expect(all.subtracting(shown).isEmpty)
    }

    @Test func stepsLeaveTheLiveAppAlone() {
        let shell = openLesson()
        for number in StepTests.numbers { shell.send("run \(number)") }
        #expect(shell.send("clock").text.plain.contains("(start + 0s)"))
        #expect(shell.send("screen").text.plain.hasPrefix("┌─ Chats (3 unread) "))
    }

    @Test func liveObjectsAreInspectable() {
        let shell = openLesson()
        let listed = shell.send("inspect").text.plain
        for name in ["model", "handler", "navigation"] {
            #expect(listed.contains("  \(name)"))
        }
        #expect(shell.send("inspect model").text.plain.contains("contact: \"carol\""))
    }
}
