/// The language the lessons and the shell's words are read in: `lang`, and the lesson's words
/// (steps, captions, titles, exercises, check reports) in that language. Its state is the language.
final class ReadingFeature: ShellFeature {
    unowned let shell: Shell
    /// Set at start from `--lang` or the environment (``Language/choose(option:environment:)``);
    /// changing it translates the open lesson's steps again (nothing runs again).
    var language: Language = .en {
        didSet { translateOpenLesson() }
    }

    init(shell: Shell) {
        self.shell = shell
    }

    var commands: [CommandDeclaration] {
        [
            .builtin(
                "lang", usage: "[language]", summary: "the language the lessons are read in: en, ru, id", changesLesson: true,
                completes: { _ in Language.allCases.map(\.rawValue) },
                handler: .anywhere { shell, arguments in shell.reading.languageCommand(arguments.optional(0)) }
            ),
        ]
    }
}

/// Reading in another language: `lang`, and the lesson's words in the language being read.
extension ReadingFeature {
    /// `steps` (the lesson's, in English) in the language being read.
    func translated(_ steps: [Step], of type: any Lesson.Type) -> [Step] {
        guard language != .en else { return steps }
        let translation = type.translations[language.rawValue]
        return steps.map { $0.translated(translation?.steps[$0.id], into: language) }
    }

    /// `output`, printed by `type`'s code, with its figures' captions in the language being read.
    func captioned(_ output: String, of type: any Lesson.Type) -> String {
        guard language != .en, let captions = type.translations[language.rawValue]?.captions else { return output }
        return Figure.translatingCaptions(in: output, captions)
    }

    /// The lesson's title and summary in the language being read (English where there is no translation).
    func frontMatter(of type: any Lesson.Type) -> (title: String, summary: String) {
        guard language != .en, let translation = type.translations[language.rawValue] else { return (type.title, type.summary) }
        return (translation.title, translation.summary)
    }

    /// After a change of language: the open lesson's steps in the new one; nothing runs again.
    func translateOpenLesson() {
        guard let open = current else { return }
        shell.lessons.current?.steps = translated(open.english, of: open.type)
    }

    /// `lang`: the language being read and the others; `lang <code>`: read in that one from now on.
    func languageCommand(_ argument: String?) -> CommandOutcome {
        var text = StyledText()
        guard let argument else {
            for language in Language.allCases {
                let marker = language == self.language ? "*" : " "
                text.line("\(marker) \(language.rawValue)  \(language.name)", language == self.language ? .accent : .plain)
            }
            text.line(Words.$language.withValue(language) { Words.switchLanguage }, .dim)
            return CommandOutcome(.styled(text))
        }
        guard let chosen = Language(rawValue: argument.lowercased()) else {
            let known = Language.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(.badArguments(command: "lang", message: Words.noLanguage(argument, known: known), usage: "lang [en|ru|id]"))
        }
        language = chosen
        text.line(Words.$language.withValue(language) { Words.nowReading(chosen.name) })
        return CommandOutcome(.styled(text))
    }
}

extension ReadingFeature {
    /// The lesson's exercises, their title, task and hints in the language being read.
    func exercises(of type: any Lesson.Type) -> [Exercise] {
        guard language != .en else { return type.exercises }
        return type.exercises.map { exercise in
            guard let translation = exercise.translations[language.rawValue] else { return exercise }
            var translated = exercise
            translated.title = translation.title
            translated.task = translation.task
            if translation.hints.count == exercise.hints.count { translated.hints = translation.hints }
            return translated
        }
    }

    /// A check report with its checks' names and messages in the language being read.
    func translated(_ report: CheckReport, _ exercise: Exercise) -> CheckReport {
        guard language != .en, let table = exercise.translations[language.rawValue]?.checks else { return report }
        var report = report
        for index in report.results.indices {
            report.results[index].name = CheckText.translate(report.results[index].name, with: table, language: language)
            report.results[index].message = report.results[index].message.map { CheckText.translate($0, with: table, language: language) }
        }
        return report
    }
}
