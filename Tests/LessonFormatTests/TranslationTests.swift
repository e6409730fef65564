@testable import LessonFormat
import Testing

/// Translations beside the English: parsed like a lesson, without code, each unit keyed to the
/// fingerprint of the English it translates, so that a changed English paragraph is reported at
/// the translation's line, never shown silently stale.
@Suite struct TranslationTests {
    static let english = """
        ---
        id: hello
        title: A view model that counts
        summary: The smallest lesson.
        source: the README
        ---

        ## Count once {#count}

        The view model counts
        one tap.

        Code: counter

        Try it: `tap`

        ## Count again {#again}

        Two taps.

        Code: counter
        """

    static func lesson(_ text: String = english) throws -> LessonDocument {
        try LessonDocument.parse(text, file: "Lessons/Hello/lesson.md")
    }

    static func translation(front: String?, count: String?, again: String?) -> String {
        var text = "---\nlang: ru\ntitle: Счётчик\nsummary: Самый маленький урок.\n"
        if let front { text += "en: \(front)\n" }
        text += "---\n\n## Один раз {#count}\n"
        if let count { text += "<!-- en: \(count) -->\n" }
        text += "\nВью-модель считает\nодно нажатие.\n\nTry it: `tap`\n"
        if let again { text += "\n## Ещё раз {#again}\n<!-- en: \(again) -->\n\nДва нажатия.\n" }
        return text
    }

    static func current() throws -> (front: String, count: String, again: String) {
        let lesson = try lesson()
        return (Translations.fingerprint(of: lesson), Translations.fingerprint(of: lesson.steps[0]), Translations.fingerprint(of: lesson.steps[1]))
    }

    @Test func aCurrentTranslationParsesAndHasNoWarnings() throws {
        let marks = try Self.current()
        let document = try LessonTranslationDocument.parse(Self.translation(front: marks.front, count: marks.count, again: marks.again), file: "Lessons/Hello/lesson.ru.md")
        #expect(document.language == "ru")
        #expect(document.title == "Счётчик")
        #expect(document.steps.map(\.id) == ["count", "again"])
        #expect(document.steps[0].text == "Вью-модель считает одно нажатие.")
        #expect(document.steps[0].tryIt == "`tap`")
        #expect(document.steps[0].english?.fingerprint == marks.count)
        #expect(document.steps[0].english?.line == 9)
        #expect(document.staleness(against: try Self.lesson()).isEmpty)
    }

    @Test func rewrappingTheEnglishKeepsItsFingerprint() throws {
        let rewrapped = try Self.lesson(Self.english.replacingOccurrences(of: "counts\none tap", with: "counts one\ntap"))
        let changed = try Self.lesson(Self.english.replacingOccurrences(of: "one tap", with: "each tap"))
        let original = try Self.lesson()
        #expect(Translations.fingerprint(of: rewrapped.steps[0]) == Translations.fingerprint(of: original.steps[0]))
        #expect(Translations.fingerprint(of: changed.steps[0]) != Translations.fingerprint(of: original.steps[0]))
        #expect(Translations.fingerprint(["a"]) == "af63dc4c8601ec8c", "FNV-1a 64 of 'a'")
    }

    @Test func aChangedEnglishParagraphIsAWarningAtTheTranslationsLine() throws {
        let marks = try Self.current()
        let document = try LessonTranslationDocument.parse(Self.translation(front: marks.front, count: marks.count, again: marks.again), file: "Lessons/Hello/lesson.ru.md")
        let edited = try Self.lesson(Self.english.replacingOccurrences(of: "one tap", with: "each tap"))
        let warnings = document.staleness(against: edited)
        #expect(warnings.count == 1)
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.line == 9)
        #expect(warnings.first?.description.hasPrefix("Lessons/Hello/lesson.ru.md:9: warning: step 'count' translates an earlier English (Lessons/Hello/lesson.md:8)") == true)
        #expect(warnings.first?.description.contains("<!-- en: \(Translations.fingerprint(of: edited.steps[0])) -->") == true)
    }

    @Test func missingMarksAndStepsAreWarnings() throws {
        let document = try LessonTranslationDocument.parse(Self.translation(front: nil, count: nil, again: nil), file: "Lessons/Hello/lesson.ru.md")
        let warnings = document.staleness(against: try Self.lesson()).map(\.description)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("Lessons/Hello/lesson.ru.md:1: warning: the front matter has no 'en:' line") })
        #expect(warnings.contains { $0.hasPrefix("Lessons/Hello/lesson.ru.md:7: warning: step 'count' has no '<!-- en: ... -->' line") })
        #expect(warnings.contains { $0.contains("warning: step 'again' (Lessons/Hello/lesson.md:17) is not translated: it is shown in English") })
    }

    @Test func aTranslationHasNoCodeAndOnlyKnownLanguages() {
        let withCode = Self.translation(front: nil, count: nil, again: nil).replacingOccurrences(of: "Try it: `tap`", with: "Code: counter")
        #expect(throws: Diagnostics.self) { try LessonTranslationDocument.parse(withCode, file: "x.ru.md") }
        let french = Self.translation(front: nil, count: nil, again: nil).replacingOccurrences(of: "lang: ru", with: "lang: fr")
        do {
            _ = try LessonTranslationDocument.parse(french, file: "x.fr.md")
            Issue.record("a French translation was accepted")
        } catch {
            #expect(error.all.map(\.description) == ["x.fr.md:2: error: 'fr' is not a language of the playground: ru, id"])
        }
    }

    @Test func checkStringsAreTheNamesAndMessagesALearnerReads() {
        let checks = #"""
            func checks() -> [Check] {
                [
                    Check("a singleton is cached") {
                        let count = 2 // "not this"
                        try expect(count == 1, "made \(count) instances: " + "keep the \"first\"")
                        try expectEqual(count, 1, "the count")
                        try expect(count > 0, message(for: count))
                        if count > 5 { try fail("far \(String(repeating: ")", count: 2)) too many") }
                    },
                ]
            }
            """#
        #expect(CheckStrings.find(in: checks) == [
            "a singleton is cached", #"made \(count) instances: keep the \"first\""#, "the count",
            #"far \(String(repeating: ")", count: 2)) too many"#,
        ])
    }

    @Test func anExerciseTranslationKeysCheckMessagesByTheirEnglish() throws {
        let markdown = """
            ---
            title: Кэш
            en: 0000000000000000
            ---

            Сделайте кэш.

            ## Hints

            - Первая.
            - Вторая
              подсказка.

            ## Checks

            > a singleton is cached

            синглтон кэшируется

            > a message Checks.swift no longer has

            старое
            """
        let document = try ExerciseTranslationDocument.parse(markdown, file: "E/exercise.ru.md", language: "ru")
        #expect(document.hints == ["Первая.", "Вторая подсказка."])
        #expect(document.checks.map(\.english) == ["a singleton is cached", "a message Checks.swift no longer has"])
        #expect(document.checks.map(\.translation) == ["синглтон кэшируется", "старое"])
        let english = ExerciseDocument(
            id: "cache", folder: "E", title: "Cache", fileName: "Cache.swift", task: "Make a cache.", hints: ["One.", "Two."],
            starter: "", solution: "", checks: #"Check("a singleton is cached") { try expect(true, "and counted") }"#,
            wrongSolutions: [], refusals: [])
        let warnings = document.staleness(against: english).map(\.description)
        #expect(warnings.count == 3, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("E/exercise.ru.md:3: warning: the exercise translates an earlier English title, task or hints") })
        #expect(warnings.contains { $0.hasPrefix("E/exercise.ru.md:20: warning: Checks.swift no longer says 'a message Checks.swift no longer has'") })
        #expect(warnings.contains { $0.contains("'and counted' from E/Checks.swift is not translated") })
    }
}

@Suite struct CaptionSectionTests {
    static let front = "---\nlang: ru\ntitle: Т\nsummary: С\nen: 0\n---\n\n## Шаг {#one}\n<!-- en: 0 -->\n\nТекст.\n\n"

    @Test func readsPairsAfterTheSteps() throws {
        let text = Self.front + "## Captions {#captions}\n\n> Two view models, one provider\nДве вью-модели, один провайдер\n\n> A: B\nА: Б\n"
        let document = try LessonTranslationDocument.parse(text, file: "lesson.ru.md")
        #expect(document.steps.map(\.id) == ["one"])
        #expect(document.captions.map(\.english) == ["Two view models, one provider", "A: B"])
        #expect(document.captions.map(\.translation) == ["Две вью-модели, один провайдер", "А: Б"])
        #expect(document.captions.first?.line == 15)
    }

    @Test(arguments: [
        ("> Alone\n", "has no translation"),
        ("> One\nОдин\n> One\nОдин\n", "translated twice"),
        ("Без английского\n", "follows a '> English caption' line"),
        ("> One\nОдин\n## More {#more}\n", "is the last section"),
    ])
    func refusesBrokenPairs(_ section: String, _ message: String) {
        let text = Self.front + "## Captions {#captions}\n\n" + section
        #expect(throws: Diagnostics.self) { try LessonTranslationDocument.parse(text, file: "lesson.ru.md") }
        do {
            _ = try LessonTranslationDocument.parse(text, file: "lesson.ru.md")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }
}
