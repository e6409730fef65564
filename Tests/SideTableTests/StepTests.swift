import PlaygroundKit
import Testing
@testable import SideTable

@Suite struct StepTests {
    static let numbers = Array(1...11)

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
