import PlaygroundKit
import Testing
import TestSupport

@Suite struct TranscriptRenderTests {
    @Test func rendersAllStepsAndReportsAFailingOne() throws {
        let result = try Transcript.isolated(catalog: .testing, lessonID: "fake").get()
        let text = result.text.plain
        #expect(text.contains("Lesson 1 · fake"))
        #expect(text.contains("── fake 1/3"))
        #expect(text.contains("── fake 3/3"))
        #expect(!result.succeeded, "step 3 throws")
        #expect(try Transcript.isolated(catalog: .testing, lessonID: "fake").get().text == result.text, "same bytes every run")
    }

    @Test func rendersARange() throws {
        let text = try Transcript.isolated(catalog: .testing, lessonID: "fake", selection: .range(2...2)).get().text.plain
        #expect(!text.contains("── fake 1/3"))
        #expect(text.contains("── fake 2/3"))
    }

    @Test func badLessonOrRange() {
        #expect(throws: CommandError.self) { try Transcript.isolated(catalog: .testing, lessonID: "fkae").get() }
        #expect(throws: CommandError.self) { try Transcript.isolated(catalog: .testing, lessonID: "fake", selection: .range(2...9)).get() }
    }
}
