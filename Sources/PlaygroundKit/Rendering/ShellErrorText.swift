/// How a ``ShellError`` reads: `error: <message>`, then the usage and a hint, dimmed.
///
///     error: 'open' takes one argument, not 'other'
///     usage: open <lesson>
public enum ShellErrorText {
    /// The error as the shell shows it.
    public static func render(_ error: ShellError) -> StyledText {
        var text = StyledText()
        text.line("error: " + error.message, .error)
        if let usage = error.usage { text.line("usage: " + usage, .dim) }
        if let hint = error.hint { text.line(hint, .dim) }
        return text
    }
}

extension ShellError {
    /// The sentence after `error: `.
    public var message: String {
        switch self {
        case .unknownCommand(let word, let suggestion):
            Words.pick("unknown command '\(word.shortened)'", "неизвестная команда '\(word.shortened)'", "perintah tidak dikenal '\(word.shortened)'")
                + Self.didYouMean(suggestion)
        case .unknownSwiftModeCommand(let word, let suggestion):
            Words.unknownSwiftModeCommand(word.shortened) + Self.didYouMean(suggestion)
        case .unterminatedQuote(let quote):
            "unterminated quote: add the closing \(quote)"
        case .needsLesson(let command):
            Words.pick("'\(command)' needs an open lesson", "'\(command)' работает в открытом уроке", "'\(command)' butuh pelajaran yang terbuka")
        case .badArguments(_, let message, _):
            message
        case .noSuchLesson(let message, _):
            message
        case .noDeeperStep(let after, _):
            Words.pick("no step right after step \(after) goes deeper", "сразу после шага \(after) нет шага вглубь",
                       "tidak ada langkah pendalaman tepat setelah langkah \(after)")
        case .atFirstStep:
            Words.pick("already at the first step", "это уже первый шаг", "sudah di langkah pertama")
        case .noSuchObject(let name, let suggestion, _):
            Words.pick("nothing called '\(name.shortened)' to inspect", "нет объекта '\(name.shortened)' для inspect", "tidak ada '\(name.shortened)' untuk di-inspect")
                + Self.didYouMean(suggestion)
        case .noSuchType(let name, let suggestion, let lesson):
            "no type '\(name.shortened)' in lesson '\(lesson)'" + Self.didYouMean(suggestion)
        case .noRefusedSnippets(let lesson):
            "lesson '\(lesson)' has no code the compiler refuses"
        case .noSuchSnippet(let name, let suggestion, _):
            "no refused snippet '\(name.shortened)'" + Self.didYouMean(suggestion)
        case .compilerUnavailable(let reason):
            "no Swift compiler can be run from here" + (reason.map { ": " + $0 } ?? "")
        case .compilerFailed(.timedOut(let limit)):
            "swiftc did not finish within \(limit.playgroundFormatted), so it was stopped"
        case .compilerFailed(.interrupted):
            "interrupted: swiftc was stopped (Ctrl-C); the shell carries on"
        case .compilerFailed(.crashed(let signal)):
            "swiftc was ended by signal \(signal) before it finished (did it crash?)"
        case .compilerFailed(.failedSilently(let status)):
            "swiftc failed (exit status \(status)) without saying what is wrong with the snippet"
        case .stepFailed(let step, let message):
            Words.pick("step \(step) failed: ", "шаг \(step) завершился с ошибкой: ", "langkah \(step) gagal: ") + message
        case .commandFailed(_, let message):
            message
        case .swiftUnavailable(let reason):
            reason
        case .cellFailed(let message), .editorUnavailable(let message), .exercise(let message):
            message
        case .checksFailed(let passed, let total):
            Words.pick("\(passed) of \(total) checks pass: 'hint' helps, 'edit' opens your file",
                       "проходят \(passed) из \(total) проверок: 'hint' подскажет, 'edit' откроет ваш файл",
                       "\(passed) dari \(total) pemeriksaan lolos: 'hint' membantu, 'edit' membuka file Anda")
        case .unreadableLine(let reason):
            reason
        }
    }

    /// The command line to show under the message, if any: `open <lesson>`.
    public var usage: String? {
        if case .badArguments(_, _, let usage) = self { return usage }
        return nil
    }

    /// What to do about it, if there is something to say.
    public var hint: String? {
        switch self {
        case .unknownCommand:
            Words.pick("'help' lists the commands", "'help' — список команд", "'help' menampilkan daftar perintah")
        case .unknownSwiftModeCommand:
            Words.swiftModeHelpHint
        case .needsLesson:
            Words.pick("open one with 'open <lesson>'; 'lessons' lists them", "откройте урок: 'open <урок>'; 'lessons' — их список",
                       "buka dengan 'open <pelajaran>'; 'lessons' menampilkan daftarnya")
        case .noSuchLesson(_, let lessons):
            "lessons: " + lessons.joined(separator: ", ")
        case .noDeeperStep(_, let deeper):
            deeper.isEmpty ? Words.pick("this lesson has no deeper steps", "в этом уроке нет шагов вглубь", "pelajaran ini tidak punya langkah pendalaman")
                : Words.pick("deeper steps here: ", "шаги вглубь: ", "langkah pendalaman: ") + deeper.map(String.init).joined(separator: ", ")
                    + Words.pick(" ('run N' runs one)", " ('run N' запустит любой)", " ('run N' menjalankan salah satunya)")
        case .atFirstStep(let started):
            started ? Words.pick("'run 1' runs it again", "'run 1' запустит его снова", "'run 1' menjalankannya lagi")
                : Words.pick("Enter runs step 1", "Enter запускает шаг 1", "Enter menjalankan langkah 1")
        case .noSuchObject(_, _, let names):
            names.isEmpty ? "run a step first: steps expose their objects" : "names: " + names.joined(separator: ", ")
        case .noSuchType:
            "Tab after 'source ' lists the types"
        case .noSuchSnippet(_, _, let names):
            "snippets: " + names.joined(separator: ", ")
        case .compilerUnavailable:
            "the lesson's kept message is shown with the step ('show')"
        case .stepFailed:
            Words.pick("the lesson is still open: 'reset' starts it afresh", "урок всё ещё открыт: 'reset' начнёт его заново",
                       "pelajaran masih terbuka: 'reset' memulainya dari awal")
        case .unterminatedQuote, .badArguments, .noRefusedSnippets, .compilerFailed, .commandFailed, .unreadableLine,
             .swiftUnavailable, .cellFailed, .editorUnavailable, .exercise, .checksFailed:
            nil
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { Words.pick(" (did you mean '\($0)'?)", " (может быть, '\($0)'?)", " (maksud Anda '\($0)'?)") } ?? ""
    }
}
