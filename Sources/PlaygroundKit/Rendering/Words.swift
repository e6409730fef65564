/// The shell's own words a learner meets in a lesson, in the language being read. Code, command
/// names, identifiers and program output stay as they are in every language.
///
/// The language is a task-local: the shell binds it around rendering (``Shell/language``), so the
/// renderers stay plain functions and two shells in one process never share it.
public enum Words {
    @TaskLocal public static var language: Language = .en

    /// The word in the language being read. `package`: the handouts and the live page (other
    /// modules of this package) keep their own words beside these, the same way.
    package static func pick(_ en: String, _ ru: String, _ id: String) -> String {
        switch language {
        case .en: en
        case .ru: ru
        case .id: id
        }
    }

    package static var tryIt: String { pick("Try it:", "Попробуйте:", "Coba:") }
    static var output: String { pick("output", "вывод", "keluaran") }
    static var nothingPrinted: String { pick("(nothing printed)", "(ничего не напечатано)", "(tidak ada yang dicetak)") }
    package static var doesNotCompile: String { pick("does not compile", "не компилируется", "tidak bisa dikompilasi") }
    static var compilerSays: String { pick("the compiler says", "компилятор пишет", "kata compiler") }
    /// Over the message of a refused snippet that an Xcode 26 app target answers differently.
    package static var compilerSaysInPackage: String {
        pick("in a package (Swift 6), the compiler says", "в пакете (Swift 6) компилятор пишет", "dalam paket (Swift 6), kata compiler")
    }
    package static var appTargetSays: String {
        pick("in an Xcode 26 app target (MainActor by default), the compiler says",
             "в таргете приложения Xcode 26 (по умолчанию MainActor) компилятор пишет",
             "di target aplikasi Xcode 26 (bawaan MainActor), kata compiler")
    }
    package static var appTargetCompiles: String {
        pick("in an Xcode 26 app target (MainActor by default), it compiles",
             "в таргете приложения Xcode 26 (по умолчанию MainActor) это компилируется",
             "di target aplikasi Xcode 26 (bawaan MainActor), ini terkompilasi")
    }
    package static var lesson: String { pick("Lesson", "Урок", "Pelajaran") }
    package static var source: String { pick("Source", "Источник", "Sumber") }

    static func lessonHint(steps: Int) -> String {
        switch language {
        case .en: "\(steps) steps. Enter runs the next one; 'steps' lists them; 'help' shows this lesson's commands."
        case .ru: "Шагов: \(steps). Enter запускает следующий; 'steps' — их список; 'help' — команды этого урока."
        case .id: "\(steps) langkah. Enter menjalankan langkah berikutnya; 'steps' menampilkan daftarnya; 'help' menampilkan perintah pelajaran ini."
        }
    }

    /// The notice over a step shown in English because it has no translation.
    /// After the title of a step off the main path.
    package static var deeperMark: String { pick("(deeper)", "(вглубь)", "(pendalaman)") }

    /// Under a step followed by steps off the main path.
    static func deeperAhead(_ steps: ClosedRange<Int>, title: String) -> String {
        let which = steps.count == 1 ? "\(steps.lowerBound)" : "\(steps.lowerBound)–\(steps.upperBound)"
        return steps.count == 1
            ? pick("Step \(which) goes deeper (“\(title)”): 'deeper' shows it, 'next' passes it by.",
                   "Шаг \(which) — вглубь («\(title)»): 'deeper' покажет его, 'next' пройдёт мимо.",
                   "Langkah \(which) adalah pendalaman (“\(title)”): 'deeper' menampilkannya, 'next' melewatinya.")
            : pick("Steps \(which) go deeper (“\(title)”, …): 'deeper' shows them, 'next' passes them by.",
                   "Шаги \(which) — вглубь («\(title)», …): 'deeper' покажет их, 'next' пройдёт мимо.",
                   "Langkah \(which) adalah pendalaman (“\(title)”, …): 'deeper' menampilkannya, 'next' melewatinya.")
    }

    /// `next` after a lesson's last step.
    static func lessonDone(_ lesson: String, count: Int) -> String {
        pick("That was the last step of \(lesson) (\(count)/\(count)): well done.",
             "Это был последний шаг урока \(lesson) (\(count)/\(count)): отлично.",
             "Itu langkah terakhir pelajaran \(lesson) (\(count)/\(count)): bagus sekali.")
    }

    /// Where to go after a lesson: its exercises, the next lesson, or the list.
    static func afterLesson(exercises: Int, next: (id: String, number: Int, title: String)?) -> String {
        var parts: [String] = []
        if exercises > 0 {
            parts.append(pick("'exercises' lists its \(exercises) exercise\(exercises == 1 ? "" : "s")",
                              "'exercises' — его упражнения (\(exercises))",
                              "'exercises' menampilkan \(exercises) latihannya"))
        }
        if let next {
            parts.append(pick("'open \(next.id)' starts lesson \(next.number), “\(next.title)”",
                              "'open \(next.id)' — урок \(next.number), «\(next.title)»",
                              "'open \(next.id)' memulai pelajaran \(next.number), “\(next.title)”"))
        } else {
            parts.append(pick("it was the last lesson: 'lessons' lists them all",
                              "это был последний урок: 'lessons' — список всех",
                              "ini pelajaran terakhir: 'lessons' menampilkan semuanya"))
        }
        return pick("Next: ", "Дальше: ", "Berikutnya: ") + parts.joined(separator: pick("; or ", "; или ", "; atau ")) + "."
    }

    /// Under the last step of the main path, when deeper steps end the lesson.
    static func deeperToEnd(_ steps: ClosedRange<Int>, title: String) -> String {
        let which = steps.count == 1 ? "\(steps.lowerBound)" : "\(steps.lowerBound)–\(steps.upperBound)"
        return pick("The main path ends here. \(steps.count == 1 ? "Step" : "Steps") \(which) go\(steps.count == 1 ? "es" : "") deeper (“\(title)”): 'next' or 'deeper' shows \(steps.count == 1 ? "it" : "them").",
                    "Основной путь закончен. \(steps.count == 1 ? "Шаг" : "Шаги") \(which) — вглубь («\(title)»): \(steps.count == 1 ? "его" : "их") покажет 'next' или 'deeper'.",
                    "Jalur utama berakhir di sini. Langkah \(which) adalah pendalaman (“\(title)”): 'next' atau 'deeper' menampilkannya.")
    }

    /// Over the step `next` went to, when it passed steps off the main path by.
    static func passedBy(_ steps: ClosedRange<Int>) -> String {
        guard steps.count > 1 else {
            return pick("(passed by step \(steps.lowerBound), which goes deeper: 'run \(steps.lowerBound)' shows it)",
                        "(шаг \(steps.lowerBound) вглубь пропущен: 'run \(steps.lowerBound)' покажет его)",
                        "(langkah pendalaman \(steps.lowerBound) dilewati: 'run \(steps.lowerBound)' menampilkannya)")
        }
        let which = "\(steps.lowerBound)–\(steps.upperBound)"
        return pick("(passed by steps \(which), which go deeper: 'run \(steps.lowerBound)' shows the first)",
                    "(шаги \(which) вглубь пропущены: 'run \(steps.lowerBound)' покажет первый)",
                    "(langkah pendalaman \(which) dilewati: 'run \(steps.lowerBound)' menampilkan yang pertama)")
    }

    static var untranslatedStep: String {
        pick("", "(этот шаг ещё не переведён: он показан по-английски)", "(langkah ini belum diterjemahkan: ditampilkan dalam bahasa Inggris)")
    }

    /// The notice over a translated step whose English has changed since.
    static var staleStep: String {
        pick("", "(английский текст этого шага изменился после перевода: перевод может быть неточен)",
             "(teks bahasa Inggris langkah ini berubah setelah diterjemahkan: terjemahannya mungkin kurang tepat)")
    }
}

extension Words {
    static var switchLanguage: String {
        pick("'lang <code>' reads the lessons in that language", "'lang <код>' — читать уроки на этом языке", "'lang <kode>' membaca pelajaran dalam bahasa itu")
    }

    static func nowReading(_ name: String) -> String {
        pick("Reading in \(name) from now on.", "Дальше — на языке: \(name).", "Mulai sekarang dalam \(name).")
    }
}

extension Words {
    /// The ending `expectEqual` gives a check's message.
    static func expectedGot(_ expected: String, _ got: String) -> String {
        pick("(expected \(expected), got \(got))", "(ожидалось \(expected), получено \(got))", "(seharusnya \(expected), didapat \(got))")
    }

    /// The sequence an explored check failed after (see CellKit's `explore`).
    static func afterSteps(_ steps: [String]) -> String {
        // `explore` writes "nothing" when the empty sequence already fails.
        let list = steps == ["nothing"] ? pick("nothing", "ничего", "tidak ada") : steps.joined(separator: "; ")
        return pick("(after: \(list))", "(после: \(list))", "(setelah: \(list))")
    }
}

extension Words {
    /// The line under the shell's name when it starts.
    public static var welcome: String {
        pick("'lessons' lists the lessons, 'open di' starts the first, 'help' lists commands, Ctrl-D quits.",
             "'lessons' — список уроков, 'open di' начинает первый, 'help' — список команд, Ctrl-D — выход.",
             "'lessons' menampilkan daftar pelajaran, 'open di' memulai yang pertama, 'help' menampilkan perintah, Ctrl-D keluar.")
    }
}

extension Words {
    static func progressColumn(seen: Int, steps: Int, passed: Int, exercises: Int) -> String {
        pick("\(seen)/\(steps) steps, \(passed)/\(exercises) exercises", "шагов \(seen)/\(steps), упражнений \(passed)/\(exercises)",
             "\(seen)/\(steps) langkah, \(passed)/\(exercises) latihan")
    }

    static func progressLine(seen: Int, steps: Int, passed: Int, exercises: Int) -> String {
        pick("\(seen)/\(steps) steps seen, \(passed)/\(exercises) exercises passed",
             "просмотрено шагов: \(seen)/\(steps), решено упражнений: \(passed)/\(exercises)",
             "\(seen)/\(steps) langkah dilihat, \(passed)/\(exercises) latihan lulus")
    }

    static func lastPoint(lesson: String, step: Int) -> String {
        step > 0
            ? pick("Last: \(lesson), step \(step).", "Последнее: \(lesson), шаг \(step).", "Terakhir: \(lesson), langkah \(step).")
            : pick("Last: \(lesson).", "Последнее: \(lesson).", "Terakhir: \(lesson).")
    }

    /// The question at start: Enter goes back there.
    static func resumeQuestion(lesson: String, step: Int) -> String {
        step > 0
            ? pick("Continue with \(lesson), step \(step)? (Enter resumes, or type a command) ",
                   "Продолжить \(lesson), шаг \(step)? (Enter — продолжить, или введите команду) ",
                   "Lanjutkan \(lesson), langkah \(step)? (Enter melanjutkan, atau ketik perintah) ")
            : pick("Continue with \(lesson)? (Enter resumes, or type a command) ",
                   "Продолжить \(lesson)? (Enter — продолжить, или введите команду) ",
                   "Lanjutkan \(lesson)? (Enter melanjutkan, atau ketik perintah) ")
    }

    /// Said above the question at start when an exercise was at hand there.
    static func workingOn(exercise number: Int, title: String, lesson: String) -> String {
        pick("You were working on exercise \(number) of \(lesson), \(title); it is at hand again once you resume.",
             "Вы решали упражнение \(number) урока \(lesson), «\(title)»; продолжив, вы вернётесь к нему.",
             "Anda sedang mengerjakan latihan \(number) dari \(lesson), \(title); latihan itu siap lagi begitu Anda melanjutkan.")
    }

    /// After resuming, under the step: the exercise at hand again.
    static func backToExercise(_ number: Int, title: String) -> String {
        pick("Back to exercise \(number), \(title): 'check' runs its checks, 'edit' opens your file.",
             "Снова упражнение \(number), «\(title)»: 'check' запускает проверки, 'edit' открывает ваш файл.",
             "Kembali ke latihan \(number), \(title): 'check' menjalankan pemeriksaannya, 'edit' membuka berkas Anda.")
    }

    /// `resume` with a lesson open.
    static func alreadyHere(lesson: String, step: Int) -> String {
        pick("You are in \(lesson), at step \(step), already. ('resume' is for a shell with no lesson open: it goes back to where you were last time.)",
             "Вы уже в уроке \(lesson), на шаге \(step). ('resume' — для оболочки без открытого урока: возвращает туда, где вы были в прошлый раз.)",
             "Anda sudah di \(lesson), langkah \(step). ('resume' untuk shell tanpa pelajaran terbuka: kembali ke tempat Anda terakhir kali.)")
    }

    /// `resume` with nothing to go back to.
    static var nothingToResume: String {
        pick("Nothing to resume yet: 'open di' starts the first lesson.",
             "Пока нечего продолжать: 'open di' начинает первый урок.",
             "Belum ada yang bisa dilanjutkan: 'open di' memulai pelajaran pertama.")
    }
}

/// An exercise's words.
extension Words {
    static func exerciseHeading(_ number: Int, of count: Int, title: String) -> String {
        pick("Exercise \(number) of \(count): \(title)", "Упражнение \(number) из \(count): \(title)", "Latihan \(number) dari \(count): \(title)")
    }

    static func yourFile(handedOut: Bool) -> String {
        handedOut
            ? pick("Your file: ", "Ваш файл: ", "File Anda: ")
            : pick("Your file (kept from last time; 'restore' starts over): ", "Ваш файл (сохранён с прошлого раза; 'restore' начнёт заново): ",
                   "File Anda (disimpan dari sebelumnya; 'restore' memulai dari awal): ")
    }

    static func exerciseCommands(hints: Int) -> String {
        pick("'edit' opens it, 'check' runs the checks, 'watch' re-checks on every save, 'hint' helps (\(hints) hints).",
             "'edit' открывает его, 'check' запускает проверки, 'watch' перепроверяет при каждом сохранении, 'hint' подсказывает (подсказок: \(hints)).",
             "'edit' membukanya, 'check' menjalankan pemeriksaan, 'watch' memeriksa ulang setiap kali disimpan, 'hint' membantu (\(hints) petunjuk).")
    }

    static var workspaceHint: String {
        pick("'workspace' says how to open its folder in VS Code or Neovim, with completion and errors from the lessons.",
             "'workspace' подскажет, как открыть его папку в VS Code или Neovim, с автодополнением и ошибками из уроков.",
             "'workspace' menjelaskan cara membuka foldernya di VS Code atau Neovim, dengan completion dan error dari pelajaran.")
    }

    static func checking(_ file: String, number: Int, title: String) -> String {
        pick("Checking \(file) (exercise \(number): \(title))", "Проверяю \(file) (упражнение \(number): \(title))",
             "Memeriksa \(file) (latihan \(number): \(title))")
    }

    static var lessonListHint: String {
        pick("open one with 'open <id>' or 'open <number>'", "откройте урок: 'open <id>' или 'open <номер>'", "buka dengan 'open <id>' atau 'open <nomor>'")
    }
}
