import Handouts
import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `Handout.make`: the lesson really run, step by step, with exercises but no solutions unless asked.
@Suite struct HandoutTests {
    @Test func aHandoutRunsEveryStepInOrder() throws {
        let handout = try #require(Handout.make(catalog: .testing, lesson: "fake"))
        #expect(handout.lesson == "fake")
        #expect(handout.steps.map(\.number) == [1, 2, 3])
        #expect(handout.steps.map(\.title) == ["First bump", "A timer", "A failing step"])
        #expect(handout.steps[0].output == "count is 1\n")
        #expect(handout.steps[2].failure == "the provider is offline")
    }

    /// Steps `next` passes by (`{#id .deeper}`) are in a handout too, in their place.
    @Test func deeperStepsAreKeptInTheirPlace() throws {
        let handout = try #require(Handout.make(catalog: .standard, lesson: "input-output"))
        let lesson = try #require(Catalog.standard.lesson(matching: "input-output")).lesson
        let steps = lesson.init(context: LessonContext()).steps
        #expect(steps.contains(where: \.deeper))
        #expect(handout.steps.map(\.number) == Array(1...steps.count))
    }

    @Test func noSuchLessonIsNil() {
        #expect(Handout.make(catalog: .testing, lesson: "nowhere") == nil)
    }

    @Test func theStandardLessonsMatchTheirTranscripts() throws {
        // What a handout says a step printed is what `playground run` prints for it.
        let handout = try #require(Handout.make(catalog: .standard, lesson: "di"))
        let transcript = try Transcript.render(catalog: .standard, lessonID: "di").get().text.plain
        #expect(handout.steps.count > 5)
        for step in handout.steps {
            // A figure travels as a marker line; the transcript draws it (GraphText), the handout as SVG.
            for line in (step.output ?? "").split(separator: "\n") where !line.hasPrefix(Figure.markerPrefix) {
                #expect(transcript.contains("    " + line), "step \(step.number)'s output should be in the transcript")
            }
        }
    }

    @Test func solutionsOnlyInTheTeachersCopy() throws {
        let learner = try #require(Handout.make(catalog: .standard, lesson: "di"))
        let teacher = try #require(Handout.make(catalog: .standard, lesson: "di", solutions: true))
        #expect(!learner.exercises.isEmpty)
        #expect(learner.exercises.allSatisfy { $0.solution == nil && $0.hints.count >= 2 })
        #expect(teacher.exercises.allSatisfy { $0.solution?.isEmpty == false })
        #expect(teacher.steps == learner.steps)
    }
}
