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
