/// The words of the live lesson's pictures (`marbles`, `lifetimes`), of `undo` and `page`, and of
/// the shell starting again after learner code took it down.
extension Words {
    static func nothingRecorded(_ lesson: String) -> String {
        pick("Nothing recorded yet in \(lesson). The lessons about time and order (combine-mvvm, input-output, events, event-router) "
                + "record the streams of their live objects as you run their steps and commands; then `marbles` draws them.",
             "В уроке \(lesson) пока ничего не записано. Уроки о времени и порядке (combine-mvvm, input-output, events, event-router) "
                + "записывают потоки своих живых объектов, пока вы запускаете их шаги и команды; потом `marbles` их рисует.",
             "Belum ada yang direkam di \(lesson). Pelajaran tentang waktu dan urutan (combine-mvvm, input-output, events, event-router) "
                + "merekam aliran objek hidupnya saat Anda menjalankan langkah dan perintahnya; lalu `marbles` menggambarnya.")
    }

    static var marblesTime: String {
        pick("virtual time since the lesson opened or `marbles clear`", "виртуальное время с открытия урока или `marbles clear`",
             "waktu virtual sejak pelajaran dibuka atau `marbles clear`")
    }

    static func marblesCleared(_ elapsed: String) -> String {
        pick("Cleared: `marbles` draws what happens from now on (\(elapsed)).", "Очищено: `marbles` нарисует то, что будет дальше (\(elapsed)).",
             "Dibersihkan: `marbles` menggambar apa yang terjadi mulai sekarang (\(elapsed)).")
    }

    static func nothingTracked(_ lesson: String) -> String {
        pick("Nothing tracked yet in \(lesson): steps (`next`) and the lesson's commands ('help' lists them) add the objects they make.",
             "В уроке \(lesson) пока ничего не отслеживается: шаги (`next`) и команды урока ('help' их перечисляет) добавляют создаваемые ими объекты.",
             "Belum ada yang dilacak di \(lesson): langkah (`next`) dan perintah pelajaran ('help' mendaftarnya) menambahkan objek yang mereka buat.")
    }

    static var lifetimesChecked: String {
        pick("(checked with weak references after every step and command)", "(проверено слабыми ссылками после каждого шага и команды)",
             "(diperiksa dengan referensi weak setelah setiap langkah dan perintah)")
    }

    static var lifetimesCleared: String {
        pick("Cleared the objects that went away; the live ones stay.", "Ушедшие объекты убраны; живые остались.",
             "Objek yang sudah hilang dibersihkan; yang masih hidup tetap ada.")
    }

    static func tookBack(_ what: String, step: Int) -> String {
        let number = what.hasPrefix("cell ") ? String(what.dropFirst(5)) : nil
        return pick("Took back \(what): the lesson is as it was before it, at step \(step).",
                    "Отменено: \(number.map { "ячейка \($0)" } ?? what); урок такой, каким был до этого, на шаге \(step).",
                    "\(number.map { "sel \($0)" } ?? what) dibatalkan: pelajaran seperti sebelumnya, di langkah \(step).")
    }

    static func leftOut(_ entries: [String]) -> String {
        let list = entries.joined(separator: ", ")
        return pick("These could not be gone through again and are left out: \(list).", "Это не удалось повторить, и оно пропущено: \(list).",
                    "Ini tidak bisa dijalankan ulang dan ditinggalkan: \(list).")
    }

    static var pageEmptyAlready: String { pick("The page is empty already.", "Страница и так пуста.", "Halamannya sudah kosong.") }

    static func pageCleared(_ cells: Int) -> String {
        pick("The page is empty: \(cells) cell\(cells == 1 ? "" : "s") taken back, the lesson is as the steps and commands alone left it ('undo' brings them back).",
             "Страница пуста: ячеек отменено — \(cells), урок такой, каким его оставили одни шаги и команды ('undo' вернёт их).",
             "Halaman kosong: \(cells) sel dibatalkan, pelajaran seperti yang ditinggalkan langkah dan perintah saja ('undo' mengembalikannya).")
    }

    static var pageEmpty: String {
        pick("The page is empty: 'swift <code>' runs a cell in the live lesson and keeps it here.",
             "Страница пуста: 'swift <код>' запускает ячейку в живом уроке и сохраняет её здесь.",
             "Halaman kosong: 'swift <kode>' menjalankan sel di pelajaran yang hidup dan menyimpannya di sini.")
    }

    static var startedAgainNoLesson: String {
        pick("The shell started again; no lesson is open.", "Оболочка запущена заново; ни один урок не открыт.",
             "Shell dimulai lagi; tidak ada pelajaran yang terbuka.")
    }

    /// After a restart: without what (a cell, a line), or after something outside; what was kept.
    static func startedAgain(without what: String?, crashedWork: Bool, lesson: String, step: Int, lines: Int, cells: Int) -> String {
        let en: String
        let ru: String
        let id: String
        if let what {
            // `cell 3` reads in the language's words; a command line stays as typed.
            let number = what.hasPrefix("cell ") ? String(what.dropFirst(5)) : nil
            let (whatRU, whatID) = number.map { ("ячейки \($0)", "sel \($0)") } ?? (what, what)
            en = crashedWork ? "without \(what), whose work crashed: \(lesson) is as it was otherwise" : "without \(what): \(lesson) is as it was just before it"
            ru = crashedWork ? "без \(whatRU), чья работа упала: в остальном \(lesson) такой, как был" : "без \(whatRU): \(lesson) такой, как был перед этим"
            id = crashedWork ? "tanpa \(whatID), yang pekerjaannya crash: selain itu \(lesson) seperti semula" : "tanpa \(whatID): \(lesson) seperti tepat sebelumnya"
        } else {
            (en, ru, id) = ("and \(lesson) is as it was", "и \(lesson) такой, как был", "dan \(lesson) seperti semula")
        }
        let s = lines == 1 ? "" : "s", cs = cells == 1 ? "" : "s"
        return pick("The shell started again \(en), at step \(step) (\(lines) step\(s) and command\(s), \(cells) cell\(cs) kept).",
                    "Оболочка запущена заново \(ru), на шаге \(step) (сохранено шагов и команд: \(lines), ячеек: \(cells)).",
                    "Shell dimulai lagi \(id), di langkah \(step) (\(lines) langkah dan perintah, \(cells) sel disimpan).")
    }
}

/// The interactive shell's own lines, outside any command.
extension Words {
    /// Ctrl-C while a command that cannot be interrupted runs.
    package static var alreadyRunning: String {
        pick("(Ctrl-C: the command was already running; it ends in a few seconds)",
             "(Ctrl-C: команда уже выполнялась; она закончится через несколько секунд)",
             "(Ctrl-C: perintahnya sudah berjalan; akan selesai dalam beberapa detik)")
    }
}

/// What is said when the shell's process ended under a command or at the prompt, and of a page
/// that cannot be used as it is.
extension Words {
    static func tookTheShellDown(_ line: String, _ ending: String) -> String {
        error("\(line) took the shell down (\(ending))", "команда \(line) обрушила оболочку (\(ending))", "perintah \(line) menjatuhkan shell (\(ending))")
    }

    static func endedAtThePrompt(_ ending: String) -> String {
        pick("The shell's process ended at the prompt (\(ending)): killed from outside, or by the system for running out of memory.",
             "Процесс оболочки завершился в ожидании команды (\(ending)): его убили снаружи или система — из-за нехватки памяти.",
             "Proses shell berakhir di prompt (\(ending)): dimatikan dari luar, atau oleh sistem karena kehabisan memori.")
    }

    static func pageOpenElsewhere(_ lesson: String, keptIn path: String) -> String {
        pick("\(lesson)'s page is open in another playground, so this one keeps its cells in \(path).",
             "Страница урока \(lesson) открыта в другой песочнице, поэтому эта хранит свои ячейки в \(path).",
             "Halaman \(lesson) terbuka di playground lain, jadi yang ini menyimpan selnya di \(path).")
    }

    static func pageUnreadable(_ reason: String, keptAs path: String) -> String {
        pick("Your page could not be read (\(reason)); it is kept as \(path).", "Вашу страницу не удалось прочитать (\(reason)); она сохранена как \(path).",
             "Halaman Anda tidak bisa dibaca (\(reason)); disimpan sebagai \(path).")
    }
}
