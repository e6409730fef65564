import PlaygroundKit
import TestSupport
import Testing
@testable import InputOutput

/// What the lesson's steps show that is particular to it. (That each step runs, runs again the
/// same, alone or in order, and shows every region is checked for all lessons elsewhere.)
@Suite struct StepTests {
    static let stepCount = InputOutputLesson(context: LessonContext()).steps.count

    @Test func stepsLeaveTheLiveFeedAlone() {
        let shell = openLesson()
        for number in 1...Self.stepCount { shell.send("run \(number)") }
        let outputs = shell.send("outputs").text.plain
        #expect(outputs.contains("value 'idle'"))
        #expect(outputs.contains("replays []"))
        #expect(outputs.contains("not ended"))
    }

    func output(of id: String) throws -> String {
        let steps = InputOutputLesson(context: LessonContext()).steps
        let number = try #require(steps.firstIndex { $0.id == id }) + 1
        return openLesson().send("run \(number)").stepOutput
    }

    @Test func replayStepShowsDemandAtWork() throws {
        #expect(try output(of: "replay-demand").contains("""
            slow asks for one more:
              slow    got 'c'
            slow asks for five:
              slow    got 'd'
              slow    failed: gone
            """))
    }

    /// What a late subscriber gets is in the diagram (MarbleDiagramTests); the text says what
    /// the owner's side refused.
    @Test func theOwnerRefusesAValueForACompletableAndASecondOneForASingle() throws {
        let text = try output(of: "completable-single")
        #expect(text.contains("a Completable has no values (its output type is Never)"))
        #expect(text.contains("token has settled already: a Single gives one outcome"))
    }

    @Test func constrainedInitsBuildTheNamedTypes() throws {
        #expect(try output(of: "constrained-inits").contains("_relayCount: Stream<BehaviorRelay<Int>, Int, Never>"))
        #expect(try output(of: "stream-vm").contains("""
            four subscribers, after fire():
              relayCount   got 1
              subjectCount got 1
            fire() again:
            """))
    }

    @Test func theOnceInputReachesTheLateReader() throws {
        let text = try output(of: "inputs")
        #expect(text.hasSuffix("details got 'second result'\n"))
        #expect(!text.contains("first result"))
    }

    @Test func completeFinishesAtTheFirstFullBar() throws {
        #expect(try output(of: "complete-helper") == """
            progress 40%:
            progress 100%:
              bar     finished
            progress 120%:

            """)
    }
}
