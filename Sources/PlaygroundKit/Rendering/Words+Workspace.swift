/// The words of `workspace`, of `progress reset`, and of a saved page brought back.
extension Words {
    static func notRoot(_ text: String) -> String {
        error("'\(text)' is not 'root'", "'\(text)' — это не 'root'", "'\(text)' bukan 'root'")
    }

    static func folderOf(all: Bool) -> String {
        all ? pick("The folder of all your exercises:", "Папка всех ваших упражнений:", "Folder semua latihan Anda:")
            : pick("The folder of this exercise:", "Папка этого упражнения:", "Folder latihan ini:")
    }

    static var vsCode: String { pick("VS Code, with the Swift extension:", "VS Code с расширением Swift:", "VS Code, dengan ekstensi Swift:") }

    static var neovim: String {
        pick("Neovim, with nvim-lspconfig's sourcekit:", "Neovim с sourcekit из nvim-lspconfig:", "Neovim, dengan sourcekit dari nvim-lspconfig:")
    }

    static var noXcode: String {
        pick("Xcode reads no compile_commands.json: the lessons' modules stay unknown there. Use VS Code or Neovim for completion and errors.",
             "Xcode не читает compile_commands.json: модули уроков ему неизвестны. Для автодополнения и ошибок берите VS Code или Neovim.",
             "Xcode tidak membaca compile_commands.json: modul pelajaran tidak dikenalnya. Pakai VS Code atau Neovim untuk completion dan error.")
    }

    static func pointsAt(_ buildFolder: String) -> String {
        pick("Its compile_commands.json points sourcekit-lsp at the lessons built in \(buildFolder).",
             "Её compile_commands.json указывает sourcekit-lsp на уроки, собранные в \(buildFolder).",
             "compile_commands.json-nya mengarahkan sourcekit-lsp ke pelajaran yang dibangun di \(buildFolder).")
    }

    static func modulesUnknown(_ reason: String) -> String {
        pick("Editors will not find the lessons' modules: \(reason)", "Редакторы не найдут модули уроков: \(reason)",
             "Editor tidak akan menemukan modul pelajaran: \(reason)")
    }

    static var noCompileCommands: String {
        pick("This shell writes no compile_commands.json: editors will not find the lessons' modules.",
             "Эта оболочка не пишет compile_commands.json: редакторы не найдут модули уроков.",
             "Shell ini tidak menulis compile_commands.json: editor tidak akan menemukan modul pelajaran.")
    }

    static var workspaceRoot: String {
        pick("'workspace root' gives the folder of every exercise.", "'workspace root' даёт папку всех упражнений.",
             "'workspace root' memberikan folder semua latihan.")
    }

    static var workspaceAfterExercise: String {
        pick("'exercise <n>' starts one; then 'workspace' gives its own folder.", "'exercise <n>' начинает упражнение; потом 'workspace' даст его папку.",
             "'exercise <n>' memulai satu latihan; lalu 'workspace' memberikan foldernya sendiri.")
    }

    /// What `progress reset` forgets: one lesson's progress, or all of it.
    static func progressToForget(_ lesson: String?) -> String {
        guard let lesson else { return pick("all your progress, in every lesson", "весь ваш прогресс во всех уроках", "semua kemajuan Anda, di setiap pelajaran") }
        return pick("your progress in \(lesson) (steps seen, exercises passed, hints)",
                    "ваш прогресс в уроке \(lesson) (просмотренные шаги, решённые упражнения, подсказки)",
                    "kemajuan Anda di \(lesson) (langkah dilihat, latihan lulus, petunjuk)")
    }

    static func resetAsksFirst(_ lesson: String?) -> String {
        let en = "'progress reset' forgets \(Words.$language.withValue(.en) { progressToForget(lesson) }), so it asks first: run it in the interactive shell"
        return error(en, "'progress reset' забывает \(progressToForget(lesson)), поэтому сначала спрашивает: запустите его в интерактивной оболочке",
                     "'progress reset' melupakan \(progressToForget(lesson)), jadi bertanya dulu: jalankan di shell interaktif")
    }

    static func forgetQuestion(_ lesson: String?) -> String {
        pick("Forget \(progressToForget(lesson))? Your exercise files are kept. [y/N] ",
             "Забыть \(progressToForget(lesson))? Файлы упражнений останутся. [y/N] ",
             "Lupakan \(progressToForget(lesson))? File latihan Anda tetap disimpan. [y/N] ")
    }

    static var nothingForgotten: String { pick("Nothing was forgotten.", "Ничего не забыто.", "Tidak ada yang dilupakan.") }

    static func forgot(_ lesson: String?) -> String {
        pick("Forgot \(progressToForget(lesson)).", "Забыто: \(progressToForget(lesson)).", "Dilupakan: \(progressToForget(lesson)).")
    }

    static func bringingBack(_ cells: Int) -> String {
        pick("Bringing back your page: \(cells) cell\(cells == 1 ? "" : "s")…", "Возвращаю вашу страницу: ячеек — \(cells)…",
             "Mengembalikan halaman Anda: \(cells) sel…")
    }

    static func pageBack(_ kept: Int) -> String {
        pick("Your page is back: \(kept) cell\(kept == 1 ? "" : "s") ran again ('page' lists them).",
             "Ваша страница вернулась: ячеек запущено снова — \(kept) ('page' покажет их).",
             "Halaman Anda kembali: \(kept) sel dijalankan lagi ('page' menampilkannya).")
    }

    static func pageLeftOut(_ cells: [String]) -> String {
        let en = cells.joined(separator: ", ")
        let ru = cells.map { $0.replacingOccurrences(of: "cell ", with: "ячейка ") }.joined(separator: ", ")
        let id = cells.map { $0.replacingOccurrences(of: "cell ", with: "sel ") }.joined(separator: ", ")
        return pick("Left out, as they do not run now: \(en) of the saved page.", "Пропущены, потому что сейчас не запускаются: \(ru) сохранённой страницы.",
                    "Ditinggalkan karena sekarang tidak berjalan: \(id) dari halaman yang disimpan.")
    }
}
