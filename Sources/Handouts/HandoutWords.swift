import PlaygroundKit

/// The handouts' own words (headings, labels, the lines around the lesson's text) in the language
/// of the handout, the way ``Words`` keeps the shell's: `pick(en, ru, id)`. The renderers bind
/// ``Words/language`` to ``Handout/language`` around a handout; English is what it always was.
extension Words {
    static var exercisesWord: String { pick("Exercises", "Упражнения", "Latihan") }
    static var exerciseWord: String { pick("Exercise", "Упражнение", "Latihan") }
    static var stepsWord: String { pick("Steps", "Шаги", "Langkah") }
    static var handoutOutput: String { pick("Output", "Вывод", "Keluaran") }
    static var stepFailed: String { pick("The step failed:", "Шаг завершился ошибкой:", "Langkah ini gagal:") }

    /// `playground run di`, with `--lang ru` when the handout is not in English.
    static func runCommand(_ lesson: String) -> String {
        language == .en ? "playground run \(lesson)" : "playground run \(lesson) --lang \(language.rawValue)"
    }

    static func stepOf(_ number: Int, _ count: Int) -> String {
        pick("Step \(number) of \(count)", "Шаг \(number) из \(count)", "Langkah \(number) dari \(count)")
    }

    static var printedNothing: String { pick("The step printed nothing.", "Шаг ничего не напечатал.", "Langkah ini tidak mencetak apa pun.") }
    static var shownNotRun: String { pick("Shown, not run.", "Показан, не выполнен.", "Ditampilkan, tidak dijalankan.") }
    static var lightOrDark: String { pick("Light or dark theme", "Светлая или тёмная тема", "Tema terang atau gelap") }
    static var lightSlashDark: String { pick("Light / dark", "Светлая / тёмная", "Terang / gelap") }

    /// `12 steps`, `1 exercise`: counts in a list of lessons.
    static func stepCount(_ count: Int) -> String {
        pick("\(count) step\(count == 1 ? "" : "s")", "шагов: \(count)", "\(count) langkah")
    }

    static func exerciseCount(_ count: Int) -> String {
        pick("\(count) exercise\(count == 1 ? "" : "s")", "упражнений: \(count)", "\(count) latihan")
    }
}

/// The Markdown handout's words.
extension Words {
    static func everyStepWasRun(_ lesson: String) -> String {
        let command = "`\(runCommand(lesson))`"
        return pick(
            "Every step below was run for real: its output is what \(command) prints.",
            "Каждый шаг ниже был выполнен по-настоящему: его вывод — то, что печатает \(command).",
            "Setiap langkah di bawah benar-benar dijalankan: keluarannya adalah apa yang dicetak \(command)."
        )
    }

    static var teachersCopyMarkdown: String {
        pick(" This is the teacher's copy: the exercises' solutions are included.",
             " Это экземпляр преподавателя: решения упражнений включены.",
             " Ini salinan pengajar: solusi latihan disertakan.")
    }

    static func inThePlaygroundMarkdown(_ lesson: String) -> String {
        pick(
            "In the playground: `open \(lesson)`, then `exercise 1` puts the starter file in your folder; `check` runs the checks, `hint` gives the hints one by one.",
            "В песочнице: `open \(lesson)`, затем `exercise 1` кладёт начальный файл в вашу папку; `check` запускает проверки, `hint` даёт подсказки по одной.",
            "Di playground: `open \(lesson)`, lalu `exercise 1` menaruh berkas awal di folder Anda; `check` menjalankan pemeriksaan, `hint` memberi petunjuk satu per satu."
        )
    }

    static var doesNotCompileColon: String { pick("Does not compile", "Не компилируется", "Tidak bisa dikompilasi") }
    static var compilerSaysColon: String { pick("The compiler says:", "Компилятор пишет:", "Kata compiler:") }
    static var outputNothingPrinted: String { pick("Output: nothing printed.", "Вывод: ничего не напечатано.", "Keluaran: tidak ada yang dicetak.") }

    static func yourFileStartsAs(_ file: String) -> String {
        pick("Your file, \(file), starts as:", "Ваш файл, \(file), сначала такой:", "Berkas Anda, \(file), awalnya seperti ini:")
    }

    static func hintOf(_ number: Int, _ count: Int) -> String {
        pick("Hint \(number) of \(count)", "Подсказка \(number) из \(count)", "Petunjuk \(number) dari \(count)")
    }

    static var solutionWord: String { pick("Solution", "Решение", "Solusi") }
    static var teachersCopyParenthesis: String { pick("(teacher's copy)", "(экземпляр преподавателя)", "(salinan pengajar)") }
    static var handoutsHeading: String { pick("MVVM Playground: handouts", "MVVM Playground: раздаточные материалы", "MVVM Playground: materi") }

    static var oneHandoutPerLesson: String {
        pick(
            "One handout per lesson: every step's text, code and real output, then the exercises. Made with `playground export --all`.",
            "По материалу на урок: текст каждого шага, код и настоящий вывод, затем упражнения. Сделано командой `playground export --all --lang ru`.",
            "Satu materi per pelajaran: teks setiap langkah, kode dan keluaran aslinya, lalu latihannya. Dibuat dengan `playground export --all --lang id`."
        )
    }
}

/// The HTML handout's words.
extension Words {
    static func after(_ source: String) -> String { pick("After \(source).", "По статье: \(source).", "Berdasarkan \(source).") }
    static var teachersCopyHTML: String { pick("Teacher’s copy:", "Экземпляр преподавателя:", "Salinan pengajar:") }
    static var withSolutions: String { pick("with the exercises’ solutions.", "с решениями упражнений.", "dengan solusi latihan.") }

    /// Around `<code>` elements already escaped: `open`, `exercise 1`, `check`, `hint`.
    static func inThePlaygroundHTML(open: String, exercise: String, check: String, hint: String) -> String {
        pick(
            "In the playground: \(open), then \(exercise); \(check) runs the checks on your file, \(hint) gives the next hint.",
            "В песочнице: \(open), затем \(exercise); \(check) проверяет ваш файл, \(hint) даёт следующую подсказку.",
            "Di playground: \(open), lalu \(exercise); \(check) memeriksa berkas Anda, \(hint) memberi petunjuk berikutnya."
        )
    }

    /// The footer, around `<code>` elements already escaped.
    static func madeFrom(lesson: String, run: String) -> String {
        pick(
            "Made by MVVM Playground from lesson \(lesson): \(run) prints the same steps.",
            "Сделано MVVM Playground из урока \(lesson): \(run) печатает те же шаги.",
            "Dibuat oleh MVVM Playground dari pelajaran \(lesson): \(run) mencetak langkah yang sama."
        )
    }

    static var handoutWord: String { pick("handout", "раздаточный материал", "materi") }
    static var lessonLower: String { pick("lesson", "урок", "pelajaran") }
    static var handoutsTitle: String { pick("Handouts", "Раздаточные материалы", "Materi") }
    static var handoutsLower: String { pick("handouts", "раздаточные материалы", "materi") }

    static var everyLessonStepByStep: String {
        pick(
            "Every lesson, step by step: its text, the code it runs and what that code prints; then its exercises.",
            "Каждый урок шаг за шагом: его текст, код, который он выполняет, и то, что этот код печатает; затем упражнения.",
            "Setiap pelajaran, langkah demi langkah: teksnya, kode yang dijalankannya dan apa yang dicetak kode itu; lalu latihannya."
        )
    }

    static var starterWord: String { pick("Starter", "Начальный файл", "Berkas awal") }
    static var hintWord: String { pick("Hint", "Подсказка", "Petunjuk") }
}

extension String {
    /// The string with its first character upper-cased (`in a package` -> `In a package`).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
