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

    @Test(arguments: StepTests.numbers)
    func stepRunsTwiceWithTheSameOutput(number: Int) {
        let shell = openLesson()
        let first = shell.send("run \(number)")
        let second = shell.send("run \(number)")
        #expect(!first.failed)
        #expect(!second.failed)
        #expect(!stepOutput(first).isEmpty)
        #expect(stepOutput(first) == stepOutput(second))
    }

    @Test(arguments: StepTests.numbers)
    func stepRunsAloneOnAFreshLesson(number: Int) {
        let alone = openLesson().send("run \(number)")
        #expect(!alone.failed)
        let shell = openLesson()
        for earlier in 1..<number { shell.send("run \(earlier)") }
        #expect(stepOutput(alone) == stepOutput(shell.send("run \(number)")), "a step does not depend on the ones before it")
    }

    @Test func stepsRunInReverseOrder() {
        let shell = openLesson()
        for number in StepTests.numbers.reversed() {
            #expect(!shell.send("run \(number)").failed)
        }
    }

    @Test func stepsLeaveTheLiveEventAlone() {
        let shell = openLesson()
        shell.send("listen ann")
        for number in StepTests.numbers { shell.send("run \(number)") }
        #expect(shell.send("raise").text.plain == "ann heard 'ping'\n")
    }

    @Test func wholeLessonRendersTheSameTwice() throws {
        let first = try Transcript.render(catalog: Catalog([EventsLesson.self]), lessonID: "events").get()
        let second = try Transcript.render(catalog: Catalog([EventsLesson.self]), lessonID: "events").get()
        #expect(first.succeeded)
        #expect(first.text.plain == second.text.plain)
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
