/// The words of errors worded where they happen: wrong arguments, steps, lessons and exercises
/// that are not there. Each is the English a ``ShellError`` keeps (see ``Words/error(_:_:_:)``).
extension Words {
    /// A command given more arguments than it takes.
    static func takes(_ command: String, limit: Int, not extra: String) -> String {
        switch limit {
        case 0: error("'\(command)' takes no arguments, not '\(extra)'", "'\(command)' не принимает аргументов, а здесь '\(extra)'",
                      "'\(command)' tidak menerima argumen, bukan '\(extra)'")
        case 1: error("'\(command)' takes one argument, not '\(extra)'", "'\(command)' принимает один аргумент, лишний — '\(extra)'",
                      "'\(command)' menerima satu argumen, bukan '\(extra)'")
        default: error("'\(command)' takes at most \(limit) arguments, not '\(extra)'",
                       "'\(command)' принимает не больше \(limit) аргументов, лишний — '\(extra)'",
                       "'\(command)' menerima paling banyak \(limit) argumen, bukan '\(extra)'")
        }
    }

    /// `'marbles' takes 'clear' or nothing, not 'x'`.
    static func takesClearOrNothing(_ command: String, _ word: String = "clear", not other: String) -> String {
        error("'\(command)' takes '\(word)' or nothing, not '\(other)'", "'\(command)' принимает '\(word)' или ничего, а не '\(other)'",
              "'\(command)' menerima '\(word)' atau tanpa argumen, bukan '\(other)'")
    }

    static func notAStep(_ text: String, count: Int) -> String {
        error("a step is a number from 1 to \(count), not '\(text)'", "шаг — это число от 1 до \(count), а не '\(text)'",
              "langkah adalah angka 1 sampai \(count), bukan '\(text)'")
    }

    static func noStep(_ number: Int, count: Int) -> String {
        error("no step \(number): this lesson has steps 1 to \(count)", "шага \(number) нет: в этом уроке шаги с 1 по \(count)",
              "tidak ada langkah \(number): pelajaran ini punya langkah 1 sampai \(count)")
    }

    static func whichLesson(_ ids: [String]) -> String {
        let list = ids.joined(separator: ", ")
        return error("which lesson? " + list, "какой урок? " + list, "pelajaran yang mana? " + list)
    }

    /// `open` with a prefix of several ids.
    static func couldBe(_ text: String, _ ids: [String]) -> String {
        let quoted = ids.map { "'\($0)'" }
        let start = quoted.dropLast().joined(separator: ", "), last = quoted.last ?? ""
        return error("'\(text)' could be \(start) or \(last): type more of the id", "'\(text)' — это может быть \(start) или \(last): допишите id",
                     "'\(text)' bisa berarti \(start) atau \(last): ketik lebih banyak dari id-nya")
    }

    static func noLesson(number: Int, count: Int) -> String {
        error("no lesson \(number): the lessons are numbered 1 to \(count)", "урока \(number) нет: уроки пронумерованы от 1 до \(count)",
              "tidak ada pelajaran \(number): pelajaran bernomor 1 sampai \(count)")
    }

    static func noLesson(_ text: String, guess: String?) -> String {
        guard let guess else { return error("no lesson '\(text)'", "урока '\(text)' нет", "tidak ada pelajaran '\(text)'") }
        return error("no lesson '\(text)' (did you mean '\(guess)'?)", "урока '\(text)' нет (может быть, '\(guess)'?)",
                     "tidak ada pelajaran '\(text)' (maksud Anda '\(guess)'?)")
    }

    static func missingType() -> String {
        error("missing type: which type's code to print", "не указан тип: код какого типа напечатать",
              "tipe belum disebut: kode tipe mana yang dicetak")
    }

    static func noExercises(_ lesson: String) -> String {
        error("\(lesson) has no exercises", "в уроке \(lesson) нет упражнений", "\(lesson) tidak punya latihan")
    }

    static func noSuchExercise(_ lesson: String, count: Int, not text: String) -> String {
        error("\(lesson) has exercises 1 to \(count), not '\(text)'", "в уроке \(lesson) упражнения с 1 по \(count), а не '\(text)'",
              "\(lesson) punya latihan 1 sampai \(count), bukan '\(text)'")
    }

    static func noExerciseChosen(_ command: String, count: Int) -> String {
        error("'\(command)' works on an exercise: choose one with 'exercise <n>' (1 to \(count); 'exercises' lists them)",
              "'\(command)' работает с упражнением: выберите его командой 'exercise <n>' (от 1 до \(count); 'exercises' — их список)",
              "'\(command)' bekerja pada latihan: pilih dengan 'exercise <n>' (1 sampai \(count); 'exercises' menampilkan daftarnya)")
    }

    static func noFolder(saysWhere: Bool) -> String {
        saysWhere
            ? error("there is no folder for your files: set HOME or XDG_DATA_HOME", "нет папки для ваших файлов: задайте HOME или XDG_DATA_HOME",
                    "tidak ada folder untuk file Anda: atur HOME atau XDG_DATA_HOME")
            : error("there is no folder for your files", "нет папки для ваших файлов", "tidak ada folder untuk file Anda")
    }

    static func cannotWrite(_ path: String, _ reason: String) -> String {
        error("cannot write \(path): \(reason)", "не удаётся записать \(path): \(reason)", "tidak bisa menulis \(path): \(reason)")
    }

    static func cannotReadExercise(_ path: String, _ reason: String) -> String {
        error("cannot read \(path) (\(reason)): 'restore' puts the starter back", "не удаётся прочитать \(path) (\(reason)): 'restore' вернёт заготовку",
              "tidak bisa membaca \(path) (\(reason)): 'restore' mengembalikan file awalnya")
    }

    static func cannotRestore(_ path: String, _ reason: String) -> String {
        error("cannot restore \(path): \(reason)", "не удаётся восстановить \(path): \(reason)", "tidak bisa memulihkan \(path): \(reason)")
    }

    static var noEditor: String {
        error("this shell cannot start an editor", "эта оболочка не умеет запускать редактор", "shell ini tidak bisa menjalankan editor")
    }

    static var noRunner: String {
        error("this shell cannot compile Swift (no runner)", "эта оболочка не умеет компилировать Swift (нет исполнителя)",
              "shell ini tidak bisa mengompilasi Swift (tidak ada runner)")
    }

    static var noWatching: String {
        error("this shell cannot watch files", "эта оболочка не умеет следить за файлами", "shell ini tidak bisa memantau file")
    }

    static var checksInterrupted: String { error("the checks were interrupted", "проверки прерваны", "pemeriksaan dihentikan") }

    static func doesNotCompile(_ file: String, watching: Bool) -> String {
        watching
            ? error("\(file) does not compile: fix what the compiler says ('hint' helps)",
                    "\(file) не компилируется: исправьте то, о чём пишет компилятор ('hint' подскажет)",
                    "\(file) tidak bisa dikompilasi: perbaiki yang disebut compiler ('hint' membantu)")
            : error("\(file) does not compile: fix what the compiler says, then 'check' again ('hint' helps)",
                    "\(file) не компилируется: исправьте то, о чём пишет компилятор, и снова 'check' ('hint' подскажет)",
                    "\(file) tidak bisa dikompilasi: perbaiki yang disebut compiler, lalu 'check' lagi ('hint' membantu)")
    }

    static var solutionLocked: String {
        error("the solution opens once your checks pass: 'check' runs them, 'hint' helps",
              "решение откроется, когда пройдут ваши проверки: 'check' запускает их, 'hint' подскажет",
              "solusi terbuka setelah pemeriksaan Anda lolos: 'check' menjalankannya, 'hint' membantu")
    }

    static var nothingToUndo: String {
        error("nothing to undo: the lesson is as 'open' or 'reset' left it", "отменять нечего: урок такой, каким его оставили 'open' или 'reset'",
              "tidak ada yang bisa dibatalkan: pelajaran masih seperti yang ditinggalkan 'open' atau 'reset'")
    }

    static func noLanguage(_ text: String, known: String) -> String {
        error("no language '\(text)': \(known)", "нет языка '\(text)': \(known)", "tidak ada bahasa '\(text)': \(known)")
    }
}
