import PlaygroundKit
import Testing
@testable import Events

@Suite struct StepTests {
    static let numbers = Array(1...22)

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
