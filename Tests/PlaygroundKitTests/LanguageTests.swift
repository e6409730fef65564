@testable import PlaygroundKit
import Testing
import TestSupport

/// Reading in another language: which language a session starts in, `lang`, steps in the chosen
/// language with a notice where the translation is missing or older than the English, and check
/// messages translated through their English templates.
@Suite struct LanguageTests {
    @Test(arguments: [
        (nil, [:], Language.en),
        ("ru", ["PLAYGROUND_LANG": "id", "LANG": "en_US.UTF-8"], .ru),
        (nil, ["PLAYGROUND_LANG": "id", "LANG": "ru_RU.UTF-8"], .id),
        (nil, ["LANG": "ru_RU.UTF-8"], .ru),
        (nil, ["LC_MESSAGES": "id_ID.UTF-8", "LANG": "ru_RU.UTF-8"], .id),
        (nil, ["LC_ALL": "C", "LANG": "ru_RU.UTF-8"], .en),
        (nil, ["LC_ALL": "", "LANG": "ru_RU.UTF-8"], .ru),
        (nil, ["PLAYGROUND_LANG": "fr", "LANG": "id_ID"], .id),
        (nil, ["LANG": "de_DE.UTF-8"], .en),
    ] as [(String?, [String: String], Language)])
    func theLanguageComesFromTheOptionThenTheEnvironment(_ option: String?, _ environment: [String: String], _ expected: Language) {
        #expect(Language.choose(option: option, environment: environment) == expected)
    }

    @Test func langListsTheLanguagesAndSwitchesTheOpenLessonInPlace() {
        let shell = Shell(catalog: Catalog([FakeLesson.self]))
        _ = shell.handle("open fake")
        _ = shell.handle("next")
        let listed = shell.handle("lang").text.plain
        #expect(listed.contains("* en  English"))
        #expect(listed.contains("  ru  Русский"))
        #expect(listed.contains("  id  Bahasa Indonesia"))

        #expect(shell.handle("lang ru").text.plain == "Дальше — на языке: Русский.\n")
        // The live lesson stays where it was: the prompt, and the counter the first step bumped.
        #expect(shell.prompt == "fake 1/3> ")
        let shown = shell.handle("show 1").text.plain
        #expect(shown.contains("── fake 1/3 · Первый шаг"))
        #expect(shown.contains("Увеличивает счётчик на один."))
        #expect(shown.contains("Попробуйте: `bump 2`"))
        #expect(!shown.contains("(этот шаг"), "a current translation has no notice")
        #expect(shell.handle("bump 1").text.plain.contains("count is 2"))

        let refused = shell.handle("lang fr")
        #expect(refused.failed)
        #expect(refused.text.plain.contains("ошибка: нет языка 'fr': en, ru, id"), "the shell's words in the language being read")
        #expect(refused.error?.message == "no language 'fr': en, ru, id", "the error keeps the English, for scripts and logs")
    }

    @Test func aStaleStepIsShownWithANoticeAndAMissingOneInEnglishWithOne() {
        let shell = Shell(catalog: Catalog([FakeLesson.self]))
        shell.language = .ru
        let banner = shell.handle("open fake").text.plain
        #expect(banner.contains("Урок 1 · fake · Урок для тестов"))
        #expect(banner.contains("Шагов: 3."))
        let stale = shell.handle("show 2").text.plain
        #expect(stale.contains("── fake 2/3 · Таймер"))
        #expect(stale.contains("(английский текст этого шага изменился после перевода"))
        let missing = shell.handle("show 3").text.plain
        #expect(missing.contains("── fake 3/3 · A failing step"))
        #expect(missing.contains("(этот шаг ещё не переведён: он показан по-английски)"))
        #expect(missing.contains("Throws, as a real network call might."))
    }

    @Test func aLanguageWithNoTranslationShowsEveryStepInEnglishWithTheNotice() {
        let shell = Shell(catalog: Catalog([FakeLesson.self]))
        shell.language = .id
        let banner = shell.handle("open fake").text.plain
        #expect(banner.contains("Pelajaran 1 · fake · A lesson for tests"))
        let step = shell.handle("show 1").text.plain
        #expect(step.contains("── fake 1/3 · First bump"))
        #expect(step.contains("(langkah ini belum diterjemahkan: ditampilkan dalam bahasa Inggris)"))
    }

    @Test func englishIsUnchangedByTranslations() {
        let shell = Shell(catalog: Catalog([FakeLesson.self]))
        _ = shell.handle("open fake")
        let step = shell.handle("show 1").text.plain
        #expect(step.hasPrefix("── fake 1/3 · First bump\nBumps the counter once."))
    }

    @Test(arguments: [
        ("resolve made a second Clock", ["resolve made a second Clock": "resolve создал второй Clock"], "resolve создал второй Clock"),
        ("got 3 of 5", [#"got \(count) of \(total)"#: #"из \(total) получено \(count)"#], "из 5 получено 3"),
        ("said \"hi\" twice", [#"said \"\(word)\" twice"#: #"сказал «\(word)» дважды"#], "сказал «hi» дважды"),
        ("a message nobody translated", ["something else": "что-то другое"], "a message nobody translated"),
        ("Checks: 'a', 'b'", [#"Checks: \(names.map { "'\($0)'" }.joined(separator: ", "))"#: #"Проверки: \(names.map { "'\($0)'" }.joined(separator: ", "))"#], "Проверки: 'a', 'b'"),
    ])
    func checkMessagesAreTranslatedThroughTheirEnglishTemplates(_ printed: String, _ table: [String: String], _ expected: String) {
        #expect(CheckText.translate(printed, with: table) == expected)
    }

    @Test func expectEqualsEndingKeepsItsValuesInTheLanguagesWords() {
        let table = [#"the title of \(city)"#: #"заголовок для \(city)"#]
        #expect(CheckText.translate(#"the title of Moscow (expected "-3°", got "")"#, with: table, language: .ru)
                == #"заголовок для Moscow (ожидалось "-3°", получено "")"#)
    }
}

/// `check --translations`: a lesson whose translation is stale fails it, with the build's warning.
@Suite struct TranslationReportTests {
    final class StaleLesson: Lesson {
        static let id = "stale"
        static let title = "Stale"
        static let summary = "A lesson whose Russian is older than its English."
        static let source = "the test suite"
        static var translations: [String: LessonTranslation] {
            let empty = LessonTranslation(title: "", summary: "", isCurrent: true, steps: [:])
            return ["ru": empty, "id": empty]
        }
        static var translationWarnings: [String] {
            ["Lessons/Stale/lesson.ru.md:9: warning: step 'one' translates an earlier English (Lessons/Stale/lesson.md:8): bring it up to date, then write '<!-- en: 0123456789abcdef -->'"]
        }
        init(context: LessonContext) {}
        var steps: [Step] { [] }
    }

    @Test func aStaleTranslationFailsTheCheckWithTheBuildsWarning() {
        let report = TranslationReport([StaleLesson.self])
        #expect(report.failed)
        #expect(report.lines == StaleLesson.translationWarnings + ["1 lesson(s) in ru, id; 1 stale or missing translation(s)"])
    }

    @Test func aLessonWithNoTranslationAtAllFailsTheCheck() {
        let report = TranslationReport([FakeLesson.self])
        #expect(report.failed)
        #expect(report.lines == ["1 lesson(s) in ru; 0 stale or missing translation(s); no translation at all into id for some lessons"])
    }
}
