import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// The captions a lesson writes over its figures are read in the learner's language (issue 36 §4):
/// every caption that is words, not a type's name, has a translation in each language's
/// `## Captions {#captions}` section. (A translated caption no step draws may be a command's.)
@Suite struct CaptionTranslationTests {
    @Test(arguments: Catalog.standard.ids, Language.allCases.filter { $0 != .en })
    func everyCaptionIsTranslated(_ id: String, _ language: Language) throws {
        let drawn = LessonOutput.$stray.withValue(LessonOutput()) {
            Transcript.figureCaptions(catalog: .standard, lessonID: id)
        }
        let lesson = try #require(Catalog.standard.lesson(matching: id)).lesson
        let table = lesson.translations[language.rawValue]?.captions ?? [:]
        for caption in drawn where Figure.isSentence(caption) && table[caption] == nil {
            Issue.record("lesson '\(id)' draws the caption '\(caption)', which lesson.\(language.rawValue).md's '## Captions {#captions}' does not translate")
        }
    }
}
