/// How a ``ShellError`` reads: `error: <message>`, then the usage and a hint, dimmed.
///
///     error: 'open' takes one argument, not 'other'
///     usage: open <lesson>
public enum ShellErrorText {
    /// The error as the shell shows it.
    public static func render(_ error: ShellError) -> StyledText {
        var text = StyledText()
        text.line(Words.pick("error: ", "ошибка: ", "kesalahan: ") + Words.shown(error.message), .error)
        if let usage = error.usage { text.line(Words.pick("usage: ", "использование: ", "penggunaan: ") + usage, .dim) }
        if let hint = error.hint { text.line(Words.shown(hint), .dim) }
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
            Words.pick("unterminated quote: add the closing \(quote)", "кавычка не закрыта: добавьте закрывающую \(quote)",
                       "tanda kutip tidak ditutup: tambahkan \(quote) penutupnya")
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
            Words.pick("no type '\(name.shortened)' in lesson '\(lesson)'", "в уроке '\(lesson)' нет типа '\(name.shortened)'",
                       "tidak ada tipe '\(name.shortened)' di pelajaran '\(lesson)'") + Self.didYouMean(suggestion)
        case .noRefusedSnippets(let lesson):
            Words.pick("lesson '\(lesson)' has no code the compiler refuses", "в уроке '\(lesson)' нет кода, который компилятор отвергает",
                       "pelajaran '\(lesson)' tidak punya kode yang ditolak compiler")
        case .noSuchSnippet(let name, let suggestion, _):
            Words.pick("no refused snippet '\(name.shortened)'", "нет отвергнутого фрагмента '\(name.shortened)'",
                       "tidak ada potongan kode ditolak '\(name.shortened)'") + Self.didYouMean(suggestion)
        case .compilerUnavailable(let reason):
            Words.pick("no Swift compiler can be run from here", "отсюда не запустить ни один компилятор Swift", "tidak ada compiler Swift yang bisa dijalankan dari sini")
                + (reason.map { ": " + $0 } ?? "")
        case .compilerFailed(.timedOut(let limit)):
            Words.pick("swiftc did not finish within \(limit.playgroundFormatted), so it was stopped", "swiftc не успел за \(limit.playgroundFormatted), поэтому остановлен",
                       "swiftc tidak selesai dalam \(limit.playgroundFormatted), jadi dihentikan")
        case .compilerFailed(.interrupted):
            Words.pick("interrupted: swiftc was stopped (Ctrl-C); the shell carries on", "прервано: swiftc остановлен (Ctrl-C); оболочка работает дальше",
                       "diinterupsi: swiftc dihentikan (Ctrl-C); shell tetap berjalan")
        case .compilerFailed(.crashed(let signal)):
            Words.pick("swiftc was ended by signal \(signal) before it finished (did it crash?)", "swiftc завершён сигналом \(signal), не закончив работу (упал?)",
                       "swiftc diakhiri sinyal \(signal) sebelum selesai (crash?)")
        case .compilerFailed(.failedSilently(let status)):
            Words.pick("swiftc failed (exit status \(status)) without saying what is wrong with the snippet",
                       "swiftc завершился с ошибкой (код \(status)), не сказав, что не так с фрагментом",
                       "swiftc gagal (status keluar \(status)) tanpa menyebut apa yang salah dengan potongan kodenya")
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
            Words.pick("lessons: ", "уроки: ", "pelajaran: ") + lessons.joined(separator: ", ")
        case .noDeeperStep(_, let deeper):
            deeper.isEmpty ? Words.pick("this lesson has no deeper steps", "в этом уроке нет шагов вглубь", "pelajaran ini tidak punya langkah pendalaman")
                : Words.pick("deeper steps here: ", "шаги вглубь: ", "langkah pendalaman: ") + deeper.map(String.init).joined(separator: ", ")
                    + Words.pick(" ('run N' runs one)", " ('run N' запустит любой)", " ('run N' menjalankan salah satunya)")
        case .atFirstStep(let started):
            started ? Words.pick("'run 1' runs it again", "'run 1' запустит его снова", "'run 1' menjalankannya lagi")
                : Words.pick("Enter runs step 1", "Enter запускает шаг 1", "Enter menjalankan langkah 1")
        case .noSuchObject(_, _, let names):
            names.isEmpty ? Words.pick("run a step first: steps expose their objects", "сначала запустите шаг: объекты появляются в шагах",
                                       "jalankan satu langkah dulu: langkah-langkah menampilkan objeknya")
                : Words.pick("names: ", "имена: ", "nama: ") + names.joined(separator: ", ")
        case .noSuchType:
            Words.pick("Tab after 'source ' lists the types", "Tab после 'source ' покажет типы", "Tab setelah 'source ' menampilkan tipe-tipenya")
        case .noSuchSnippet(_, _, let names):
            Words.pick("snippets: ", "фрагменты: ", "potongan kode: ") + names.joined(separator: ", ")
        case .compilerUnavailable:
            Words.pick("the lesson's kept message is shown with the step ('show')", "сохранённое уроком сообщение показано вместе с шагом ('show')",
                       "pesan yang disimpan pelajaran ditampilkan bersama langkahnya ('show')")
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
