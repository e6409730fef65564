import HelloFixture
import LessonCatalog
import PlaygroundKit
import Testing

/// The step lists generated as data (`Lesson.outline`), which listing, progress, handouts and the
/// room read instead of building a lesson: each must say what building the lesson gives.
@Suite struct LessonOutlineTests {
    @Test(arguments: Catalog.standard.ids)
    func theGeneratedOutlineIsWhatTheBuiltLessonGives(_ id: String) throws {
        let type = try #require(Catalog.standard.lesson(matching: id)).lesson
        let built = type.init(context: LessonContext()).steps
        #expect(type.outline == LessonOutline(built: type))
        #expect(type.outline.id == id)
        #expect(type.outline.title == type.title)
        #expect(type.outline.stepIDs == built.map(\.id))
        #expect(type.outline.steps.map(\.title) == built.map(\.title))
        #expect(type.outline.deeperNumbers == Set(built.indices.filter { built[$0].deeper }.map { $0 + 1 }))
        #expect(type.outline.exercises == type.exercises.map(\.id))
        #expect(type.outline.count > 0)
    }

    @Test func theFixtureLessonsOutlineIsGeneratedToo() {
        #expect(HelloLesson.outline == LessonOutline(built: HelloLesson.self))
        #expect(HelloLesson.outline.count == HelloLesson(context: LessonContext()).steps.count)
    }

    @Test func theCatalogCountsStepsFromTheOutlines() {
        let catalog = Catalog.standard
        #expect(catalog.outlines.map(\.id) == catalog.ids)
        for lesson in catalog.lessons {
            #expect(catalog.stepCounts[lesson.id] == lesson.init(context: LessonContext()).steps.count)
        }
        #expect(catalog.stepCounts.count == catalog.lessons.count)
    }
}
