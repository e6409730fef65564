/// The words of `compile` around what the compiler said (which stays as it said it), and of
/// `clock` and `advance`.
extension Words {
    static func snippetChoices(inThisStep: Bool) -> String {
        inThisStep ? pick("this step shows several; pick one:", "в этом шаге их несколько; выберите один:", "langkah ini menampilkan beberapa; pilih satu:")
            : pick("this step shows no refused code; the lesson's:", "в этом шаге нет отвергнутого кода; вот код урока:",
                   "langkah ini tidak menampilkan kode yang ditolak; milik pelajaran:")
    }

    static func itPrinted(also: Bool) -> String {
        also ? pick("  it also printed:", "  ещё он напечатал:", "  ia juga mencetak:") : pick("  it printed:", "  он напечатал:", "  ia mencetak:")
    }

    static func outputTruncated(_ size: String) -> String {
        pick("  output truncated: \(size) more were thrown away", "  вывод обрезан: ещё \(size) отброшено", "  keluaran dipotong: \(size) lagi dibuang")
    }

    static var sameMessage: String { pick("same message as the lesson keeps", "то же сообщение, что хранит урок", "pesan yang sama dengan yang disimpan pelajaran") }

    static func compilesNow(_ newVersion: String?, recorded: String) -> String {
        guard let newVersion else {
            return pick("    it compiles now: the compiler has changed since the lesson was written",
                        "    теперь это компилируется: компилятор изменился с тех пор, как писался урок",
                        "    sekarang ini terkompilasi: compiler sudah berubah sejak pelajaran ditulis")
        }
        return pick("    it compiles now: Swift \(newVersion) accepts what Swift \(recorded) refused",
                    "    теперь это компилируется: Swift \(newVersion) принимает то, что Swift \(recorded) отвергал",
                    "    sekarang ini terkompilasi: Swift \(newVersion) menerima yang ditolak Swift \(recorded)")
    }

    static func keptMessage(_ recorded: String) -> String {
        pick("the lesson keeps the message of Swift \(recorded):", "урок хранит сообщение Swift \(recorded):", "pelajaran menyimpan pesan Swift \(recorded):")
    }

    static func otherWording(installed: String?, recorded: String) -> String {
        guard let installed else {
            return pick("the lesson keeps a different message (recorded with Swift \(recorded); your compiler's version is unknown):",
                        "урок хранит другое сообщение (записано со Swift \(recorded); версия вашего компилятора неизвестна):",
                        "pelajaran menyimpan pesan lain (direkam dengan Swift \(recorded); versi compiler Anda tidak diketahui):")
        }
        return pick("your compiler, Swift \(installed), words it differently: the lesson keeps a different message, recorded with Swift \(recorded):",
                    "ваш компилятор, Swift \(installed), формулирует иначе: урок хранит другое сообщение, записанное со Swift \(recorded):",
                    "compiler Anda, Swift \(installed), menyatakannya dengan kata lain: pelajaran menyimpan pesan lain, direkam dengan Swift \(recorded):")
    }

    static func messageChanged(_ recorded: String) -> String {
        pick("the lesson keeps a different message, though it was recorded with this very compiler (Swift \(recorded)): the lesson is out of date",
             "урок хранит другое сообщение, хотя оно записано этим же компилятором (Swift \(recorded)): урок устарел",
             "pelajaran menyimpan pesan lain, padahal direkam dengan compiler ini juga (Swift \(recorded)): pelajarannya sudah usang")
    }

    static var compilesAsKept: String {
        pick("it compiles, as the lesson says it does with these settings", "компилируется, как и говорит урок для этих настроек",
             "ini terkompilasi, seperti kata pelajaran untuk pengaturan ini")
    }

    static func refusedNow(_ recorded: String) -> String {
        pick("the lesson says it compiles with these settings (Swift \(recorded)); your compiler refuses it",
             "урок говорит, что с этими настройками это компилируется (Swift \(recorded)); ваш компилятор это отвергает",
             "pelajaran bilang ini terkompilasi dengan pengaturan ini (Swift \(recorded)); compiler Anda menolaknya")
    }

    static var nothingScheduled: String { pick("nothing scheduled", "ничего не запланировано", "tidak ada yang dijadwalkan") }
    static var scheduled: String { pick("  scheduled: ", "  запланировано: ", "  dijadwalkan: ") }

    static func now(_ date: String, elapsed: String) -> String {
        pick("now: \(date) (start + \(elapsed))", "сейчас: \(date) (старт + \(elapsed))", "sekarang: \(date) (mulai + \(elapsed))")
    }
}
