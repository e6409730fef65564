/// What `help <command>` adds under a built-in's summary, in the language being read: the
/// translations of ``details(of:)``, paragraph for paragraph.
enum CommandDetails {
    /// Paragraphs `help <command>` adds under the summary, for a built-in with more to it than one
    /// line says (the English; each feature keeps its command's).
    static func details(of name: String) -> [String] {
        switch name {
        case "swift": swiftDetails
        case "workspace": workspaceDetails
        case "compile": compileDetails
        default: []
        }
    }

    /// `name`'s paragraphs in the language being read; the English where there is no translation
    /// or it does not match the English paragraph for paragraph.
    static func detailsRead(of name: String) -> [String] {
        let english = details(of: name)
        let translated: [String]
        switch Words.language {
        case .en: return english
        case .ru: translated = russianDetails(of: name)
        case .id: translated = indonesianDetails(of: name)
        }
        return translated.count == english.count ? translated : english
    }

    private static func russianDetails(of name: String) -> [String] {
        switch name {
        case "swift": [
            "Ячейка работает с самим живым уроком: его живые объекты — переменные своих типов под именами, которые показывает 'inspect', "
                + "и то, что ячейка меняет, видят 'inspect', команды урока, картинки и следующие шаги. "
                + "Объявленное в ячейке ('var n = 0', 'func twice') доступно во всех следующих ячейках; прежние ячейки снова не запускаются.",
            "Ячейка, которая кончается выражением, показывает его значение и тип, как 'inspect' показывает объекты ('res3: Int = 5'); "
                + "следующие ячейки могут обращаться к нему как к res3 (3 — место ячейки на странице, как её нумерует 'page').",
            "Ячейка, которая падает, вызывает exit, превышает лимит времени или остановлена Ctrl-C, не сохраняется: урок возвращается "
                + "туда, где был перед ней. 'undo' отменяет последнюю ячейку или команду, изменившую урок.",
            "'page' показывает ячейки, запущенные с открытия урока или 'reset', 'page clear' отменяет их все, "
                + "а 'edit' (когда упражнение не начато) открывает страницу в вашем редакторе и, когда вы его закроете, запускает её вместо них.",
        ]
        case "compile": [
            "Без фрагмента: тот, что показывает текущий шаг, или список, из которого можно выбрать.",
            "'compile <фрагмент> app' проверяет типы так, как это делает новый таргет приложения Xcode 26: каждое объявление "
                + "на главном акторе, если не помечено иначе (-default-isolation MainActor), и approachable concurrency "
                + "(NonisolatedNonsendingByDefault, InferIsolatedConformances). Шаг показывает оба ответа там, "
                + "где две настройки расходятся.",
        ]
        case "workspace": [
            "'workspace' печатает папку упражнения, над которым вы работаете (или, если такого нет, папку всех упражнений), и команду, "
                + "которая открывает её в VS Code и в Neovim. 'workspace root' всегда даёт папку всех упражнений.",
            "В папке каждого упражнения и в папке всех упражнений лежит compile_commands.json с аргументами компилятора "
                + "из сборки этой песочницы, поэтому sourcekit-lsp (его запускают Swift-расширение VS Code и lspconfig в Neovim) "
                + "находит модули уроков, которые импортирует ваш файл: автодополнение, ошибки по мере набора, переход к определению. "
                + "Он пишется, когда выдаётся упражнение, и снова всякий раз, когда названная в нём сборка переехала.",
            "Xcode не читает compile_commands.json, поэтому не находит модули уроков: для упражнений берите VS Code или Neovim "
                + "(почему — сказано в docs/learners.md, в разделе \"Exercises\").",
        ]
        default: []
        }
    }

    private static func indonesianDetails(of name: String) -> [String] {
        switch name {
        case "swift": [
            "Sel bekerja pada pelajaran yang hidup itu sendiri: objek hidupnya adalah variabel dengan tipenya sendiri, dengan nama yang ditampilkan 'inspect', "
                + "dan apa yang diubah sel terlihat oleh 'inspect', perintah pelajaran, gambar, dan langkah berikutnya. "
                + "Yang dideklarasikan sel ('var n = 0', 'func twice') ada di setiap sel sesudahnya; sel sebelumnya tidak dijalankan lagi.",
            "Sel yang berakhir dengan ekspresi menampilkan nilai dan tipenya, seperti 'inspect' menampilkan objek ('res3: Int = 5'); "
                + "sel berikutnya bisa memakainya sebagai res3 (3: tempat sel di halaman, seperti penomoran 'page').",
            "Sel yang crash, memanggil exit, melewati batas waktu, atau dihentikan dengan Ctrl-C tidak pernah disimpan: pelajaran dikembalikan "
                + "ke keadaan tepat sebelumnya. 'undo' membatalkan sel atau perintah terakhir yang mengubah pelajaran.",
            "'page' menampilkan sel yang sudah berjalan sejak pelajaran dibuka atau di-reset, 'page clear' membatalkan semuanya, "
                + "dan 'edit' (tanpa latihan yang dimulai) membuka halaman di editor Anda dan menjalankannya, menggantikan sel-sel itu, saat editor ditutup.",
        ]
        case "compile": [
            "Tanpa potongan kode: yang ditampilkan langkah saat ini, atau daftar untuk dipilih.",
            "'compile <potongan> app' memeriksa tipenya seperti target aplikasi Xcode 26 yang baru: setiap deklarasi "
                + "berada di main actor kecuali ditandai lain (-default-isolation MainActor), dan approachable concurrency "
                + "(NonisolatedNonsendingByDefault, InferIsolatedConformances). Sebuah langkah menampilkan kedua jawaban "
                + "jika kedua pengaturan itu berbeda hasilnya.",
        ]
        case "workspace": [
            "'workspace' mencetak folder latihan yang sedang Anda kerjakan (atau, jika tidak ada, folder semua latihan Anda) dan perintah "
                + "untuk membukanya di VS Code dan di Neovim. 'workspace root' selalu memberikan folder semuanya.",
            "Setiap folder latihan, dan folder semuanya, punya compile_commands.json berisi argumen compiler "
                + "dari build playground ini, sehingga sourcekit-lsp (yang dijalankan ekstensi Swift VS Code dan lspconfig Neovim) "
                + "menemukan modul pelajaran yang diimpor file Anda: completion, error saat mengetik, lompat ke definisi. "
                + "File itu ditulis saat latihan dibagikan, dan ditulis lagi setiap kali build yang disebutnya pindah.",
            "Xcode tidak membaca compile_commands.json, jadi tidak bisa menemukan modul pelajaran: pakai VS Code atau Neovim "
                + "untuk latihan (docs/learners.md, bagian \"Exercises\", menjelaskan alasannya).",
        ]
        default: []
        }
    }
}
