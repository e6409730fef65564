import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// What every step of every lesson must do, whatever it teaches: run again with the same output,
/// and run alone on a fresh lesson with the output it has after the steps before it. (A learner
/// jumps around with `run N`; `playground run --step N` must agree with the whole transcript.)
@Suite struct StepBehaviourTests {
    static let steps: [(lesson: String, step: Int)] = Catalog.standard.lessons.flatMap { type in
        (1...type.init(context: LessonContext()).steps.count).map { (type.id, $0) }
    }

    static func shell(_ id: String) throws -> ScriptedShell {
        let type = try #require(Catalog.standard.lesson(matching: id)).lesson
        return ScriptedShell(opening: type)
    }

    @Test(arguments: steps)
    func runsTwiceWithTheSameOutput(lesson: String, step: Int) throws {
        let shell = try Self.shell(lesson)
        let first = shell.send("run \(step)")
        let second = shell.send("run \(step)")
        #expect(!first.failed && !second.failed)
        #expect(!first.stepOutput.isEmpty, "step \(step) of \(lesson) prints nothing")
        #expect(first.stepOutput == second.stepOutput)
    }

    @Test(arguments: steps)
    func runsAloneAsItDoesInSequence(lesson: String, step: Int) throws {
        let alone = try Self.shell(lesson).send("run \(step)")
        #expect(!alone.failed)
        let sequence = try Self.shell(lesson)
        for earlier in 1..<step { sequence.send("run \(earlier)") }
        #expect(alone.stepOutput == sequence.send("run \(step)").stepOutput, "step \(step) of \(lesson) depends on the steps before it")
    }

    @Test(arguments: Catalog.standard.ids)
    func stepsRunInReverseOrder(_ lesson: String) throws {
        let shell = try Self.shell(lesson)
        let count = try #require(Catalog.standard.lesson(matching: lesson)).lesson.init(context: LessonContext()).steps.count
        for step in (1...count).reversed() {
            #expect(!shell.send("run \(step)").failed, "step \(step) of \(lesson) fails after the later ones")
        }
    }
}

/// The end of a real lesson points to its exercises and to the next lesson (issue 37 §6).
@Suite struct LessonEndTests {
    @Test func theEndOfDIPointsToItsExercisesAndTypeErasure() throws {
        let driver = ScriptedShell(catalog: .standard)
        driver.send("open di")
        driver.send("run 27")
        let end = driver.send("next").text.plain
        #expect(end.contains("That was the last step of di (27/27): well done."))
        #expect(end.contains("Next: 'exercises' lists its 3 exercises; or 'open type-erasure' starts lesson 2, “"))
    }
}
