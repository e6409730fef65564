/// The words of `exercises`, `check`, `hint`, `solution`, `restore` and `watch` around the
/// exercise's own (translated with the lesson).
extension Words {
    static func exercisesOf(_ lesson: String) -> String {
        pick("Exercises of \(lesson):", "Упражнения урока \(lesson):", "Latihan \(lesson):")
    }

    static var passedStatus: String { pick("✓ passed", "✓ решено", "✓ lulus") }

    static func failedRuns(_ count: Int) -> String {
        pick("✗ \(count) failed check run\(count == 1 ? "" : "s")", "✗ неудачных проверок: \(count)", "✗ \(count) kali pemeriksaan gagal")
    }

    static var startedStatus: String { pick("started", "начато", "sudah dimulai") }
    static var notStartedStatus: String { pick("not started", "не начато", "belum dimulai") }
    static var startOne: String { pick("'exercise <n>' starts one.", "'exercise <n>' начинает упражнение.", "'exercise <n>' memulai salah satunya.") }

    static func allPass(_ count: Int) -> String {
        pick("All \(count) checks pass. 'solution' shows the lesson's version.",
             "Все проверки пройдены (\(count)). 'solution' покажет решение урока.",
             "Semua \(count) pemeriksaan lolos. 'solution' menampilkan versi pelajaran.")
    }

    static func hintHeading(_ number: Int, of count: Int) -> String {
        pick("Hint \(number) of \(count)", "Подсказка \(number) из \(count)", "Petunjuk \(number) dari \(count)")
    }

    static var lastHint: String { pick("That was the last hint.", "Это была последняя подсказка.", "Itu petunjuk terakhir.") }

    static func lessonsVersion(_ file: String) -> String {
        pick("The lesson's \(file):", "Решение урока, \(file):", "\(file) versi pelajaran:")
    }

    static func keptAs(_ path: String) -> String {
        pick("Your version is kept as \(path).", "Ваша версия сохранена как \(path).", "Versi Anda disimpan sebagai \(path).")
    }

    static func starterAgain(_ file: String) -> String {
        pick("\(file) is the starter again.", "\(file) — снова заготовка.", "\(file) kembali seperti file awal.")
    }

    static func nextExercise(_ number: Int, _ title: String) -> String {
        pick("Next: 'exercise \(number)' (\(title)).", "Дальше: 'exercise \(number)' (\(title)).", "Berikutnya: 'exercise \(number)' (\(title)).")
    }

    /// After the last exercise of a lesson to pass: the next lesson with one to do, or none.
    static func lastExercise(of lesson: String, next: (id: String, title: String)?) -> String {
        guard let next else {
            return pick("That was the last exercise of \(lesson) to pass, and of every lesson: well done.",
                        "Это было последнее нерешённое упражнение урока \(lesson) и всех уроков: отлично.",
                        "Itu latihan terakhir \(lesson) yang belum lulus, dan dari semua pelajaran: bagus sekali.")
        }
        return pick("That was the last exercise of \(lesson) to pass. Next: 'open \(next.id)' (\(next.title)), then 'exercises'.",
                    "Это было последнее нерешённое упражнение урока \(lesson). Дальше: 'open \(next.id)' (\(next.title)), затем 'exercises'.",
                    "Itu latihan terakhir \(lesson) yang belum lulus. Berikutnya: 'open \(next.id)' (\(next.title)), lalu 'exercises'.")
    }

    static var stoppedWatching: String { pick("Stopped watching.", "Наблюдение остановлено.", "Berhenti memantau.") }

    static func watching(_ path: String) -> String {
        pick("Watching \(path): save it to check again, Ctrl-C stops.", "Слежу за \(path): сохраните его, чтобы проверить снова; Ctrl-C — стоп.",
             "Memantau \(path): simpan untuk memeriksa lagi, Ctrl-C berhenti.")
    }

    static func doesNotCompileHeading(_ file: String) -> String {
        pick("\(file) does not compile:", "\(file) не компилируется:", "\(file) tidak bisa dikompilasi:")
    }

    static var yourCodePrinted: String { pick("your code printed:", "ваш код напечатал:", "kode Anda mencetak:") }
}
