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

    /// What a late subscriber gets is in the diagrams (MarbleDiagramTests); the text says what
    /// the owner's side refused.
    @Test func theOwnerRefusesAValueForACompletableAndASecondOneForASingle() throws {
        #expect(try output(of: "completable").contains("a Completable has no values (its Output is Never)"))
        #expect(try output(of: "completable-single").contains("token has settled already: a Single gives one outcome"))
    }

    @Test func constrainedInitsBuildTheNamedTypes() throws {
        #expect(try output(of: "constrained-inits").contains("_relayCount: Stream<BehaviorRelay<Int>, Int, Never>"))
        // Arriving after fire(): the two that start from a value hand it over, the empty ones nothing.
        #expect(try output(of: "stream-vm") == """
            four subscribers, after fire():
              relayCount   got 1
              subjectCount got 1

            """)
    }

    @Test func theInputsReachTheirOwnerFromTheStart() throws {
        #expect(try output(of: "inputs") == """
            query got ''
            scope got 'everywhere'
            query got 'mvvm'
            refresh got 'tap'
            submit got 'mvvm'
            submit ended: finished

            """)
    }

    /// Issue 36: the step shows what `@Input.Subject(value:)` and `(replay:)` each hand a reader
    /// that comes late: the current value only, and the last two values.
    @Test func aLateReaderGetsTheValueInputsCurrentValueAndTheReplayInputsLastTwo() throws {
        #expect(try output(of: "late-inputs") == """
            details: scope got 'titles'
            details: pick got 'Rx'
            details: pick got 'Combine'

            """)
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
