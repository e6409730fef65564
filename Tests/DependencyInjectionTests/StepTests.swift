import PlaygroundKit
import Testing
@testable import DependencyInjection

@Suite struct StepTests {
    static let numbers = Array(1...12)

    @Test func lessonHasTwelveStepsWithTextAndCode() {
        let steps = DILesson(context: LessonContext()).steps
        #expect(steps.count == 12)
        for step in steps {
            #expect(!step.text.isEmpty)
            #expect(!step.code.isEmpty, "step '\(step.title)' shows no code")
        }
    }

    @Test func everySnippetIsShownBySomeStep() {
        let shown = Set(DILesson(context: LessonContext()).steps.flatMap(\.code).map(\.name))
        let all = Set((Code.all + Code.Rejected.all).map(\.name))
        #expect(all.subtracting(shown).isEmpty)
    }

    @Test func stepsExposeWhatTheTextPromises() {
        let shell = openLesson()
        for number in StepTests.numbers { shell.send("run \(number)") }
        let listed = shell.send("inspect").text.plain
        for name in ["container", "viewModel", "mock"] {
            #expect(listed.contains("  \(name)"))
        }
        #expect(shell.send("inspect mock").text.plain.contains("OrdersProvider: AnyResolvable("))
        #expect(shell.send("inspect viewModel").text.plain.contains("ordersProvider: OrdersProvider()"))
    }
}
