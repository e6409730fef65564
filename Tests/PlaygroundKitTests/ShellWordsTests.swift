@testable import PlaygroundKit
import Testing
import TestSupport

/// The shell's own words in the language being read, while the errors keep their English for
/// script mode's standard error, logs and tests.
@Suite struct ShellWordsTests {
    func shell(_ language: Language) -> Shell {
        let shell = Shell(catalog: Catalog([FakeLesson.self]))
        shell.language = language
        return shell
    }

    @Test func anErrorWordedWhereItHappensIsShownTranslatedAndKeptInEnglish() {
        let russian = shell(.ru).handle("open nope")
        #expect(russian.text.plain == "ошибка: урока 'nope' нет\nуроки: fake\n")
        #expect(russian.error == .noSuchLesson(message: "no lesson 'nope'", lessons: ["fake"]))
        #expect(ScriptRunner.report(russian.error!, line: 3) == "line 3: error: no lesson 'nope'\n")

        let indonesian = shell(.id)
        _ = indonesian.handle("open fake")
        let step = indonesian.handle("run 9")
        #expect(step.text.plain == "kesalahan: tidak ada langkah 9: pelajaran ini punya langkah 1 sampai 3\n")
        #expect(step.error?.message == "no step 9: this lesson has steps 1 to 3")
    }

    @Test func englishIsAsItWas() {
        let english = shell(.en)
        #expect(english.handle("open nope").text.plain == "error: no lesson 'nope'\nlessons: fake\n")
        _ = english.handle("open fake")
        #expect(english.handle("quit now").text.plain == "error: 'quit' takes no arguments, not 'now'\nusage: quit\n")
        // In a lesson its commands come first, then the shell's.
        let help = english.handle("help").text.plain
        #expect(help.hasPrefix("Commands of lesson 'fake'\n"))
        #expect(help.contains("\nCommands\n  help [command]"))
    }

    @Test func helpListsTheBuiltInsInTheLanguageBeingRead() {
        let help = shell(.ru).handle("help").text.plain
        #expect(help.hasPrefix("Команды\n  help [command]"))
        #expect(help.split(separator: "\n").contains { $0.hasPrefix("  lessons ") && $0.hasSuffix(" список уроков") })
        #expect(help.contains("Enter на пустой строке запускает следующий шаг."))
        #expect(!help.contains("list the lessons"))
        #expect(shell(.id).handle("help lessons").text.plain.contains("  daftar pelajaran\n"))
    }

    @Test func theWordsSaidForOneLineAreNotShownForTheNext() {
        let russian = shell(.ru)
        _ = russian.handle("open nope")
        // A message noted for the last line is not there for this one: an English one stays English.
        #expect(Words.said == nil)
        #expect(Words.shown("no lesson 'nope'") == "no lesson 'nope'")
    }
}

/// A built-in's `help` paragraphs are translated paragraph for paragraph: a translation that no
/// longer matches the English falls back to English, so an English paragraph added or removed
/// must come with its translations.
@Suite struct HelpDetailsTranslationTests {
    @Test(arguments: [Language.ru, .id])
    func everyParagraphIsTranslated(_ language: Language) {
        for name in CommandDeclarationTests.helpOrder where !CommandDetails.details(of: name).isEmpty {
            let read = Words.$language.withValue(language) { CommandDetails.detailsRead(of: name) }
            #expect(read != CommandDetails.details(of: name), "help \(name) falls back to English in \(language)")
        }
    }
}
