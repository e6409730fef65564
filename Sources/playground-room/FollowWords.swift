import PlaygroundKit

extension FollowRoom {
    /// What came from the room since the last command, in the attendee's language.
    func service() -> StyledText {
        Words.$language.withValue(shell?.language ?? .en) { serviceInLanguage() }
    }
}

/// A follower's room lines in the attendee's language. The lesson ids, commands and step numbers
/// in them stay as they are; tests and scripts that read them run in English.
extension Words {
    static func followingAt(_ address: String, as name: String) -> String {
        pick("Following the room at \(address) as \(name). Moving on your own stops following; 'sync' follows again.",
             "Следую за комнатой \(address) как \(name). Шаг по-своему останавливает следование; 'sync' возвращает его.",
             "Mengikuti ruang di \(address) sebagai \(name). Bergerak sendiri menghentikan ikut; 'sync' mengikuti lagi.")
    }

    static func followingAgain(lessonOpen: Bool) -> String {
        lessonOpen
            ? pick("Following the room again.", "Снова следую за комнатой.", "Mengikuti ruang lagi.")
            : pick("Following the room again (the teacher has not opened a lesson yet).", "Снова следую за комнатой (преподаватель ещё не открыл урок).",
                   "Mengikuti ruang lagi (pengajar belum membuka pelajaran).")
    }

    static func joining(_ address: String) -> String {
        pick("Joining the room at \(address)…", "Подключаюсь к комнате \(address)…", "Bergabung dengan ruang di \(address)…")
    }

    /// A try to reach a room never joined yet failed; another follows.
    static func notReachedYet(_ reason: String, attempt: Int, of attempts: Int) -> String {
        pick("Could not reach the room (\(reason)); trying again (\(attempt + 1) of \(attempts))…",
             "Комната не отвечает (\(reason)); пробую снова (\(attempt + 1) из \(attempts))…",
             "Ruang tidak terjangkau (\(reason)); mencoba lagi (\(attempt + 1) dari \(attempts))…")
    }

    /// The follower gives up on a room it never reached: what it tried, and what to check (lines
    /// short enough for any terminal: the shell is not there to wrap them).
    static func unreachable(_ address: String, port: UInt16, reason: String, attempts: Int) -> String {
        pick("""
            error: could not reach the room at \(address) (\(reason)); tried \(attempts) times.
            Check that the address is the one on the teacher's screen (the line after 'Attendees:'),
            that the teacher's 'playground present' is running, and that this machine is on the
            teacher's network with nothing blocking port \(port) (a firewall, a guest Wi-Fi that keeps
            devices apart).
            """, """
            error: не удалось подключиться к комнате \(address) (\(reason)); попыток: \(attempts).
            Проверьте, что адрес тот же, что на экране преподавателя (строка после 'Attendees:'),
            что у преподавателя запущен 'playground present' и что этот компьютер в той же сети,
            где ничто не закрывает порт \(port) (брандмауэр, гостевой Wi-Fi, разделяющий
            устройства).
            """, """
            error: tidak dapat menjangkau ruang di \(address) (\(reason)); dicoba \(attempts) kali.
            Periksa bahwa alamatnya sama dengan di layar pengajar (baris setelah 'Attendees:'),
            bahwa 'playground present' milik pengajar sedang berjalan, dan bahwa mesin ini ada di
            jaringan pengajar tanpa ada yang memblokir port \(port) (firewall, Wi-Fi tamu yang
            memisahkan perangkat).
            """)
    }

    static var joined: String { pick("Joined the room.", "Вы в комнате.", "Bergabung dengan ruang.") }

    static func lost(_ reason: String) -> String {
        pick("Lost the room (\(reason)); retrying…", "Связь с комнатой потеряна (\(reason)); пробую снова…", "Ruang terputus (\(reason)); mencoba lagi…")
    }

    static func found(restarted: Bool) -> String {
        restarted
            ? pick("Found the room again (the teacher restarted).", "Комната снова найдена (преподаватель перезапустил её).", "Ruang ditemukan lagi (pengajar memulai ulang).")
            : pick("Found the room again.", "Комната снова найдена.", "Ruang ditemukan lagi.")
    }

    static var movedOnYourOwn: String {
        pick("(You moved on your own: the room no longer moves you. 'sync' follows the teacher again.)",
             "(Вы сделали шаг сами: комната больше не ведёт вас. 'sync' снова следует за преподавателем.)",
             "(Anda bergerak sendiri: ruang tidak lagi menggerakkan Anda. 'sync' mengikuti pengajar lagi.)")
    }

    static func ignoredMove(_ problem: String) -> String {
        pick("(room) ignored a move the room sent: \(problem)", "(room) ход из комнаты пропущен: \(problem)", "(room) langkah dari ruang diabaikan: \(problem)")
    }

    static func waitingInSwiftMode(lesson: String, step: Int, count: Int) -> String {
        if step == 0 {
            return pick("(room) the teacher opened \(lesson); you follow when you leave Swift mode (.exit or Ctrl-D)",
                        "(room) преподаватель открыл \(lesson); вы последуете, когда выйдете из режима Swift (.exit или Ctrl-D)",
                        "(room) pengajar membuka \(lesson); Anda mengikuti setelah keluar dari mode Swift (.exit atau Ctrl-D)")
        }
        return pick("(room) the teacher is at \(lesson) \(step)/\(count); you follow when you leave Swift mode (.exit or Ctrl-D)",
                    "(room) преподаватель на \(lesson) \(step)/\(count); вы последуете, когда выйдете из режима Swift (.exit или Ctrl-D)",
                    "(room) pengajar ada di \(lesson) \(step)/\(count); Anda mengikuti setelah keluar dari mode Swift (.exit atau Ctrl-D)")
    }

    static func teacherDid(_ command: String) -> String {
        pick("(room) the teacher: \(command)", "(room) преподаватель: \(command)", "(room) pengajar: \(command)")
    }

    static func catchingUp(lesson: String, step: Int, count: Int) -> String {
        pick("(room) catching up with the teacher: \(lesson) \(step)/\(count) (Ctrl-C stops)",
             "(room) догоняю преподавателя: \(lesson) \(step)/\(count) (Ctrl-C — остановить)",
             "(room) menyusul pengajar: \(lesson) \(step)/\(count) (Ctrl-C berhenti)")
    }

    static var stoppedCatchingUp: String {
        pick("(room) you stopped catching up: the room no longer moves you; 'sync' follows the teacher again.",
             "(room) вы прервали переход к шагу преподавателя: комната больше не ведёт вас; 'sync' снова следует за преподавателем.",
             "(room) Anda berhenti menyusul: ruang tidak lagi menggerakkan Anda; 'sync' mengikuti pengajar lagi.")
    }
}
