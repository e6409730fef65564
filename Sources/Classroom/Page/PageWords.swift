import PlaygroundKit

/// The live page's own words, in the teacher's language (``RoomServer/Configuration/language``),
/// kept the way ``Words`` keeps the shell's: `pick(en, ru, id)`. ``LivePage`` binds
/// ``Words/language`` around the page and each step it sends.
extension Words {
    static var connecting: String { pick("connecting…", "подключение…", "menghubungkan…") }
    static var live: String { pick("live", "в эфире", "langsung") }
    static var reconnecting: String {
        pick("connection lost, reconnecting…", "связь потеряна, переподключение…", "koneksi terputus, menghubungkan ulang…")
    }
    static var connectionLost: String { pick("connection lost", "связь потеряна", "koneksi terputus") }
    static var themeTitle: String { pick("Light or dark theme (t)", "Светлая или тёмная тема (t)", "Tema terang atau gelap (t)") }
    static var pageLightOrDark: String { pick("Light or dark theme", "Светлая или тёмная тема", "Tema terang atau gelap") }
    static var pageLightSlashDark: String { pick("Light / dark", "Светлая / тёмная", "Terang / gelap") }
    static var connectingToRoom: String { pick("Connecting to the room…", "Подключение к комнате…", "Menghubungkan ke ruang…") }

    static var needsJavaScript: String {
        pick("This page needs JavaScript to follow the teacher.", "Чтобы следить за преподавателем, этой странице нужен JavaScript.",
             "Halaman ini memerlukan JavaScript untuk mengikuti pengajar.")
    }

    static var waitingForTeacher: String {
        pick("Waiting for the teacher to open a lesson.", "Ждём, когда преподаватель откроет урок.", "Menunggu pengajar membuka pelajaran.")
    }

    static func pageSteps(_ count: Int) -> String { pick("\(count) steps", "Шагов: \(count)", "\(count) langkah") }

    /// Under a lesson just opened (`reset`: started again).
    static func teacherOpened(reset: Bool) -> String {
        switch (language, reset) {
        case (.en, false): "The teacher opened the lesson; step 1 comes next."
        case (.en, true): "The teacher started the lesson again; step 1 comes next."
        case (.ru, false): "Преподаватель открыл урок; дальше — шаг 1."
        case (.ru, true): "Преподаватель начал урок заново; дальше — шаг 1."
        case (.id, false): "Pengajar membuka pelajaran; berikutnya langkah 1."
        case (.id, true): "Pengajar memulai pelajaran lagi; berikutnya langkah 1."
        }
    }

    static func pageStepOf(_ number: Int, _ count: Int) -> String {
        pick("Step \(number) of \(count)", "Шаг \(number) из \(count)", "Langkah \(number) dari \(count)")
    }

    /// The status labels for the page's script, as a JavaScript object literal (single-quoted strings).
    static var statusLabels: String {
        func quoted(_ text: String) -> String {
            "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }
        return "{ connecting: \(quoted(connecting)), live: \(quoted(live)), reconnecting: \(quoted(reconnecting)), lost: \(quoted(connectionLost)) }"
    }
}
