import PlaygroundKit
import Testing
@testable import EventRouter

/// What is particular to this lesson's steps: each builds an app on a clock of its own and
/// leaves the live one alone. (Text, code, determinism and order are the catalog's tests.)
@Suite struct StepTests {
    @Test func stepsLeaveTheLiveAppAlone() {
        let shell = openLesson()
        let count = EventRouterLesson(context: LessonContext()).steps.count
        for number in 1...count { shell.send("run \(number)") }
        #expect(shell.send("clock").text.plain.contains("(start + 0s)"))
        #expect(shell.send("screen").text.plain.hasPrefix("┌─ Chats (3 unread) "))
        #expect(shell.send("socket").text.plain.hasPrefix("not connected"))
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
