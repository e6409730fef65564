import Foundation
import Testing

/// `lang ru` and `lang id` reach the shell's own words: a learner's first hour, through the real
/// `playground`, answers in the language chosen. Code, identifiers, paths, lesson ids, compiler
/// diagnostics and the lessons' own command summaries stay as they are; script mode's standard
/// error stays English, for scripts and logs.
@Suite struct FirstHourLanguageTests {
    static let script = [
        "help", "open di", "next", "bogus", "swift let x = ", "swift x.y", "inspect nothing", "steps", "lessons",
        "exercises", "exercise 9", "check", "hint", "progress", "back", "run 99", "open nope", "open 42", "open e", "run x",
        "exercise 1", "hint", "check", "next", "next", "lifetimes", "search container", "undo", "page", "exercises",
        "help exercise", "help swift", "quit now", "quit",
    ]

    /// Sentences the shell said in English before they were translated: none may be left.
    static let englishSentences = [
        "Commands\n", "Enter on an empty line", "list the lessons", "Exercises of", "starts one", "has exercises", "usage:",
        "works on an exercise", "this lesson has steps", "no lesson", "lessons:", "Hint 1 of", "did not compile", "not started",
        "Nothing tracked", "unknown command", "already at the first step", "nothing called", "takes no arguments", "Took back",
        "The page is empty", "could be", "a step is a number", "The shell started again", "needs an open lesson",
    ]

    /// English words no Russian or Indonesian sentence of the shell holds outside quotes.
    static let englishWords: Set<String> = [
        "the", "to", "is", "not", "of", "and", "an", "in", "on", "it", "this", "that", "with", "you", "your", "was", "has",
        "are", "be", "or", "for", "from", "no", "one", "there", "which", "what", "so", "by", "at", "as", "its", "nothing",
        "only", "then", "first", "again", "yet",
    ]

    @Test(arguments: ["ru", "id"])
    func theFirstHourAnswersInTheLanguageChosen(_ code: String) throws {
        let folder = try TemporaryFolder()
        let input = (["lang " + code] + Self.script).joined(separator: "\n") + "\n"
        let result = try PlaygroundBinary.run(["--no-color"], input: input, environment: PlaygroundBinary.environment(stateHome: folder.url))
        #expect(result.output.contains(code == "ru" ? "Упражнения урока di:" : "Latihan di:"), "\(result.output)")
        #expect(result.output.contains(code == "ru" ? "Подсказка 1 из 3" : "Petunjuk 1 dari 3"), "\(result.output)")
        for sentence in Self.englishSentences {
            #expect(!result.output.contains(sentence), "English left in \(code): \(sentence)")
        }
        let prose = Self.answerLines(result.output).filter { Self.englishWordCount($0) >= 2 }
        #expect(prose.isEmpty, "English prose in \(code):\n\(prose.joined(separator: "\n"))")
        // Standard error is for scripts and logs: English, in every language.
        #expect(result.errors.contains("error: the cell did not compile, so nothing ran; the lesson is as it was"), "\(result.errors)")
        #expect(result.errors.contains("error: no lesson 'nope'\n"), "\(result.errors)")
        #expect(result.errors.contains("error: 'check' works on an exercise: choose one with 'exercise <n>'"), "\(result.errors)")
    }

    /// The shell's answer lines: not the echoed commands, code or output (indented), headers over
    /// code, compiler diagnostics, or the table of the lesson's own commands in `help`.
    static func answerLines(_ output: String) -> [String] {
        var lines: [String] = []
        var inLessonCommands = false
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if inLessonCommands {
                inLessonCommands = !line.isEmpty
                continue
            }
            if line.hasSuffix(" 'di'"), !line.hasPrefix(" ") {
                inLessonCommands = true
                continue
            }
            if line.hasPrefix("    ") || line.hasPrefix("──") || line.hasPrefix("cell ") { continue }
            if line.range(of: #"^[a-z-]+( \d+/\d+)?> "#, options: .regularExpression) != nil { continue }
            lines.append(line)
        }
        return lines
    }

    /// How many of ``englishWords`` `line` holds outside its quotes ('…', `…`, "…", “…”, «…»).
    static func englishWordCount(_ line: String) -> Int {
        let unquoted = line.replacingOccurrences(of: #"'[^']*'|`[^`]*`|"[^"]*"|“[^”]*”|«[^»]*»"#, with: " ", options: .regularExpression)
        let words = unquoted.lowercased().split { !$0.isLetter || !$0.isASCII }.map(String.init)
        return Set(words).intersection(englishWords).count
    }

    @Test func englishProseIsFoundAndTheShellsOtherWordsAreNot() {
        #expect(Self.englishWordCount("error: the cell did not compile, so nothing ran") >= 2)
        #expect(Self.englishWordCount("'exercise <n>' starts one.") < 2, "a short line needs the list of sentences")
        #expect(Self.englishWordCount("ошибка: в уроке di упражнения с 1 по 3, а не '9'") == 0)
        #expect(Self.englishWordCount("kesalahan: 'hint' bekerja pada latihan: pilih dengan 'exercise <n>' (1 sampai 3)") == 0)
        #expect(Self.answerLines("di 1/27> swift x.y\ncell 1:1:1: error: cannot find 'x' in scope\n    code\nошибка: x") == ["ошибка: x"])
    }
}
