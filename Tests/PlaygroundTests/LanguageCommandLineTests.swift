import Foundation
import Testing

/// The language from the command line and the environment, through the real `playground`:
/// `--lang`, then `PLAYGROUND_LANG`, then the locale; and `check --translations`.
@Suite struct LanguageCommandLineTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> PlaygroundBinary.Result {
        try PlaygroundBinary.run(arguments, environment: PlaygroundBinary.environment(stateHome: folder.url, extra: extra))
    }

    @Test func aRussianLocaleReadsTheLessonInRussian() throws {
        let result = try run(["run", "di", "--step", "1"], ["LANG": "ru_RU.UTF-8"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Урок 1 · di · Бюджетный DI-контейнер\n"), "\(result.output)")
        #expect(result.output.contains("── di 1/27 · Кто создаёт вью-модель?"))
        #expect(result.output.contains("── вывод\n    Analytics: singleton"), "the output is the code's own")
    }

    @Test func theOptionBeatsTheVariableWhichBeatsTheLocale() throws {
        let option = try run(["run", "di", "--step", "1", "--lang", "id"], ["LANG": "ru_RU.UTF-8", "PLAYGROUND_LANG": "ru"])
        #expect(option.output.hasPrefix("Pelajaran 1 · di · "), "\(option.output)")
        let variable = try run(["run", "di", "--step", "1"], ["LANG": "ru_RU.UTF-8", "PLAYGROUND_LANG": "id"])
        #expect(variable.output.hasPrefix("Pelajaran 1 · di · "), "\(variable.output)")
        let english = try run(["run", "di", "--step", "1", "--lang", "en"], ["LANG": "ru_RU.UTF-8"])
        #expect(english.output.hasPrefix("Lesson 1 · di · A budget DI container\n"), "\(english.output)")
    }

    @Test func anUnknownLanguageIsRefusedInOneLine() throws {
        let result = try run(["run", "di", "--lang", "fr"])
        #expect(result.status == 64)
        #expect(result.errors.contains("--lang takes en, ru or id, not 'fr'"), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test func theListAndAScriptedShellFollowTheLanguage() throws {
        let list = try run(["list"], ["LANG": "id_ID.UTF-8"])
        #expect(list.output.contains("  3  events             Event ala .NET tanpa Rx"), "\(list.output)")
        let shell = try PlaygroundBinary.run(["--no-color"], input: "open events\nlang en\nopen events\n",
                                             environment: PlaygroundBinary.environment(stateHome: folder.url, extra: ["LANG": "ru_RU.UTF-8", "PLAYGROUND_SUPERVISOR": "0"]))
        #expect(shell.output.contains("Урок 3 · events · "), "\(shell.output)")
        #expect(shell.output.contains("Lesson 3 · events · "), "\(shell.output)")
    }

    @Test func everyTranslationIsCurrent() throws {
        let result = try run(["check", "--translations"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output == "8 lesson(s) in ru, id; 0 stale or missing translation(s)\n")
    }
}
