import PlaygroundKit
import Testing
@testable import TypeErasure

@Suite struct StepTests {
    static let numbers = Array(1...10)

    @Test func lessonHasTenStepsWithTextAndCode() {
        let steps = TypeErasureLesson(context: LessonContext()).steps
        #expect(steps.count == 10)
        for step in steps {
            #expect(!step.text.isEmpty)
            #expect(!step.code.isEmpty, "step '\(step.title)' shows no code")
        }
    }

    @Test func everySnippetIsShownBySomeStep() {
        let shown = Set(TypeErasureLesson(context: LessonContext()).steps.flatMap(\.code).map(\.name))
        let all = Set((Code.all + Code.Rejected.all).map(\.name))
        #expect(all.subtracting(shown).isEmpty)
    }

    @Test func everyRejectedSnippetKeepsTheCompilersMessage() {
        #expect(Code.Rejected.all.count == 4)
        for snippet in Code.Rejected.all {
            #expect(snippet.compilerMessage?.hasPrefix("error: ") == true, "\(snippet.name)")
        }
    }

    @Test func stepsDoNotTouchTheLiveScreen() {
        let shell = openLesson()
        let before = shell.send("cells").text.plain
        for number in StepTests.numbers { shell.send("run \(number)") }
        #expect(shell.send("cells").text.plain == before)
    }

    @Test func stepsExposeWhatTheTextPromises() {
        let shell = openLesson()
        for number in StepTests.numbers { shell.send("run \(number)") }
        let listed = shell.send("inspect").text.plain
        for name in ["screen", "cell", "erased"] {
            #expect(listed.contains("  \(name)"))
        }
        #expect(shell.send("inspect cell").text.plain.contains("anyViewModel: OrderVM("))
        #expect(shell.send("inspect erased").text.plain.contains("box: PublisherBox("))
        #expect(shell.send("inspect screen").text.plain.contains("visibleCells: ["))
    }
}
