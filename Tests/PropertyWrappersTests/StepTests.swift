import PlaygroundKit
import Testing
@testable import PropertyWrappers

@Suite struct StepTests {
    static let numbers = Array(1...PropertyWrappersLesson(context: LessonContext()).steps.count)

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
