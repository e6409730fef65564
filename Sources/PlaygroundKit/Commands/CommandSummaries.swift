/// What `help` says of the built-ins, in the language being read: each one's summary (the English
/// is its declaration's) and the words around the table.
enum CommandSummaries {
    /// `name`'s one-line summary; `english` is its declaration's (a command of a lesson or of the
    /// program around the shell has no translation here, and keeps it).
    static func summary(of name: String, english: String) -> String {
        guard let (ru, id) = translatedSummary(of: name) else { return english }
        return Words.pick(english, ru, id)
    }

    private static func translatedSummary(of name: String) -> (ru: String, id: String)? {
        switch name {
        case "help": ("список команд или объяснение одной", "daftar perintah, atau penjelasan satu perintah")
        case "lessons": ("список уроков", "daftar pelajaran")
        case "open": ("открыть урок по id или номеру (с чистого листа)", "buka pelajaran dengan id atau nomor (keadaan baru)")
        case "resume": ("вернуться туда, где вы остановились: урок, шаг, упражнение", "kembali ke tempat Anda berhenti: pelajaran, langkah, latihan")
        case "steps": ("список шагов открытого урока", "daftar langkah pelajaran yang terbuka")
        case "next": ("запустить следующий шаг (или Enter на пустой строке)", "jalankan langkah berikutnya (juga Enter di baris kosong)")
        case "deeper": ("запустить шаг вглубь сразу после этого", "jalankan langkah pendalaman tepat setelah langkah ini")
        case "back": ("вернуться на шаг назад и запустить его снова", "mundur satu langkah dan jalankan lagi")
        case "run": ("запустить шаг (без номера — текущий)", "jalankan satu langkah (langkah saat ini jika tanpa nomor)")
        case "show": ("показать текст и код шага, не запуская его", "tampilkan teks dan kode langkah tanpa menjalankannya")
        case "source": ("напечатать весь код типа из урока", "cetak seluruh kode sebuah tipe dari pelajaran")
        case "inspect": ("список живых объектов или устройство одного из них", "daftar objek hidup, atau cetak struktur salah satunya")
        case "compile": ("скомпилировать отвергнутый код ('app': как приложение Xcode 26)", "kompilasi kode yang ditolak ('app': sebagai aplikasi Xcode 26)")
        case "reset": ("начать урок заново с чистого листа", "mulai pelajaran lagi dengan keadaan baru")
        case "clock": ("виртуальное время урока и что запланировано", "waktu virtual pelajaran dan apa yang dijadwalkan")
        case "advance": ("передвинуть виртуальное время вперёд (500ms, 1s, 2m)", "majukan waktu virtual (500ms, 1s, 2m)")
        case "marbles": ("нарисовать потоки, которые запускали ваши команды, или начать заново", "gambar aliran yang dijalankan perintah Anda, atau mulai lagi")
        case "lifetimes": ("когда живые объекты создавались и освобождались или утекли", "kapan objek hidup dibuat dan dilepas, atau bocor")
        case "swift": ("запустить Swift в живом уроке; без кода — режим Swift", "jalankan Swift di pelajaran yang hidup; tanpa kode, mode Swift")
        case "page": ("ячейки Swift, запущенные до сих пор, или отменить их все", "sel Swift yang sudah dijalankan, atau batalkan semuanya")
        case "undo": ("отменить последнюю ячейку или команду", "batalkan sel atau perintah terakhir")
        case "edit": ("ваше упражнение (или страница) в $EDITOR, затем запуск", "latihan Anda (atau halaman) di $EDITOR, lalu jalankan")
        case "exercises": ("упражнения урока и ваши успехи в них", "daftar latihan pelajaran dan hasil Anda")
        case "exercise": ("начать упражнение n: задание и ваш файл", "mulai latihan n: tugasnya dan file Anda")
        case "check": ("запустить проверки упражнения на вашем файле", "jalankan pemeriksaan latihan pada file Anda")
        case "watch": ("проверять при каждом сохранении, пока не пройдёт (Ctrl-C — стоп)", "periksa setiap kali disimpan sampai lolos (Ctrl-C berhenti)")
        case "hint": ("следующая подсказка к упражнению", "petunjuk berikutnya untuk latihan")
        case "solution": ("решение урока, когда ваши проверки пройдут", "solusi pelajaran, setelah pemeriksaan Anda lolos")
        case "restore": ("вернуть заготовку (ваша версия сохраняется)", "kembalikan file awal (versi Anda disimpan)")
        case "workspace": ("папка для вашего редактора и как её открыть", "folder untuk dibuka di editor Anda, dan caranya")
        case "progress": ("что вы уже сделали; 'progress reset' забывает это", "apa yang sudah Anda kerjakan; 'progress reset' melupakannya")
        case "lang": ("язык, на котором читаются уроки: en, ru, id", "bahasa untuk membaca pelajaran: en, ru, id")
        case "history": ("список введённых вами команд", "daftar perintah yang sudah Anda ketik")
        case "clear": ("очистить экран (или Ctrl-L); в скрипте ничего не делает", "bersihkan layar (juga Ctrl-L); tidak apa-apa dalam skrip")
        case "quit": ("выйти из оболочки (то же, что Ctrl-D)", "keluar dari shell (sama dengan Ctrl-D)")
        default: nil
        }
    }
}

extension Words {
    static var commands: String { pick("Commands", "Команды", "Perintah") }

    static func lessonCommands(_ lesson: String) -> String {
        pick("Commands of lesson '\(lesson)'", "Команды урока '\(lesson)'", "Perintah pelajaran '\(lesson)'")
    }

    /// Under `help`'s table, two lines within 80 columns.
    static var helpKeys: [String] {
        switch language {
        case .en: ["Enter on an empty line runs the next step. Tab completes; Up and Down recall",
                   "history; Ctrl-R searches it; Ctrl-C abandons the line; Ctrl-D quits."]
        case .ru: ["Enter на пустой строке запускает следующий шаг. Tab дополняет; стрелки",
                   "вверх и вниз листают историю; Ctrl-R ищет в ней; Ctrl-C бросает строку;",
                   "Ctrl-D — выход."]
        case .id: ["Enter di baris kosong menjalankan langkah berikutnya. Tab melengkapi; Atas",
                   "dan Bawah memanggil riwayat; Ctrl-R mencarinya; Ctrl-C membatalkan baris;",
                   "Ctrl-D keluar."]
        }
    }

    static var also: String { pick("  also: ", "  или: ", "  juga: ") }
    static var needsOpenLesson: String { pick("  needs an open lesson", "  нужен открытый урок", "  butuh pelajaran yang terbuka") }
}
