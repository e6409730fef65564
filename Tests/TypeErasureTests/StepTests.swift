import PlaygroundKit
import Testing
@testable import TypeErasure

@Suite struct StepTests {
    static let numbers = Array(1...TypeErasureLesson(context: LessonContext()).steps.count)

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
