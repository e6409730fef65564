import Handouts
import PlaygroundKit
import Testing
import TestSupport
@testable import Classroom

/// A room whose people read different languages: the teacher's moves name a lesson and a step
/// (never words), each follower's shell runs the step in its own language, and the live page shows
/// the teacher's words in the teacher's language.
@Suite struct RoomLanguageTests {
    /// Two steps, translated into Russian and Indonesian.
    final class TwoWords: Lesson {
        static let id = "words"
        static let title = "Two steps"
        static let summary = "A lesson in three languages."
        static let source = "the test suite"
        static var translations: [String: LessonTranslation] {
            [
                "ru": LessonTranslation(title: "Два шага", summary: "Урок на трёх языках.", isCurrent: true, steps: [
                    "hello": StepTranslation(title: "Привет", text: "Печатает приветствие.", tryIt: "Наберите `next`.", isCurrent: true),
                    "again": StepTranslation(title: "Ещё раз", text: "Печатает снова.", isCurrent: true),
                ]),
                "id": LessonTranslation(title: "Dua langkah", summary: "Pelajaran dalam tiga bahasa.", isCurrent: true, steps: [
                    "hello": StepTranslation(title: "Halo", text: "Mencetak salam.", isCurrent: true),
                    "again": StepTranslation(title: "Sekali lagi", text: "Mencetak lagi.", isCurrent: true),
                ]),
            ]
        }
        init(context: LessonContext) {}
        var steps: [Step] {
            [
                Step(id: "hello", "Hello", text: "Prints a greeting.", tryIt: "Type `next`.") { _ in
                    LessonOutput.print(["hello"], separator: " ", terminator: "\n")
                },
                Step(id: "again", "Again", text: "Prints again.") { _ in LessonOutput.print(["again"], separator: " ", terminator: "\n") },
            ]
        }
    }

    /// A shell in `language` and the moves it reports.
    final class Reader {
        let shell: Shell
        private let log = MoveLog()
        var reported: [ShellMove] { log.moves }

        init(_ language: Language) {
            shell = Shell(catalog: Catalog([TwoWords.self]), environment: Shell.Environment(host: log))
            shell.language = language
        }
    }

    @Test func followersRunTheTeachersMovesInTheirOwnLanguage() {
        let teacher = Reader(.ru)
        let follower = Reader(.id)
        let english = Reader(.en)
        // What the room passes on: the command a move names (FollowRoom makes the same ones).
        for command in ["open words", "next", "run 2", "show 1"] {
            let taught = teacher.shell.handle(command).text.plain
            let followed = follower.shell.handle(command).text.plain
            _ = english.shell.handle(command)
            #expect(!taught.contains("Sekali lagi") && !followed.contains("Ещё раз"))
        }
        // The same moves, by lesson and step: only the words differ.
        for reader in [follower, english] {
            #expect(reader.reported.map(\.kind) == teacher.reported.map(\.kind))
            #expect(reader.reported.map(\.step) == teacher.reported.map(\.step))
            #expect(reader.reported.map { $0.record?.id } == teacher.reported.map { $0.record?.id })
            #expect(reader.reported.map { $0.record?.output } == teacher.reported.map { $0.record?.output })
        }
        #expect(teacher.reported.compactMap { $0.record?.title } == ["Привет", "Ещё раз", "Привет"])
        #expect(follower.reported.compactMap { $0.record?.title } == ["Halo", "Sekali lagi", "Halo"])
        #expect(english.reported.compactMap { $0.record?.title } == ["Hello", "Again", "Hello"])
        #expect(teacher.reported.allSatisfy { $0.lessonTitle == "Два шага" && $0.record.map { $0.lessonTitle == "Два шага" } != false })
        #expect(english.reported.allSatisfy { $0.lessonTitle == "Two steps" })
        // A follower catching up (after `sync`, or joining late) by step number, in its own language.
        let late = Reader(.id)
        _ = late.shell.catchUp(lesson: "words", step: 2)
        #expect(late.reported.last?.record?.title == "Sekali lagi")
    }

    @Test func theLivePageIsInTheTeachersLanguage() throws {
        let teacher = Reader(.ru)
        _ = teacher.shell.handle("open words")
        let opened = try #require(teacher.reported.last)
        let waiting = LivePage.fragment(for: opened, language: .ru)
        #expect(waiting.contains("<h2>Два шага</h2>") && waiting.contains("Шагов: 2") && waiting.contains("Преподаватель открыл урок"))
        _ = teacher.shell.handle("next")
        let move = try #require(teacher.reported.last)
        let html = LivePage.fragment(for: move, language: .ru)
        #expect(HTMLStructure(html).problems == [])
        #expect(html.contains("<h2>Привет</h2>") && html.contains("Шаг 1 из 2") && html.contains("<p class=\"lesson\">Два шага "))
        #expect(html.contains("<h3>Вывод</h3>") && html.contains("<strong>Попробуйте:</strong>"))
        #expect(!html.contains("Step 1 of") && !html.contains("Output") && !html.contains("Try it:"))
        #expect(LivePage.fragment(for: nil, language: .id).contains("Menunggu pengajar"))

        let page = LivePage.document(room: "Комната", language: .ru)
        let structure = HTMLStructure(page)
        #expect(structure.problems == [])
        #expect(structure.all("html").first?.attributes["lang"] == "ru")
        #expect(page.contains("var labels = { connecting: 'подключение…', live: 'в эфире',"))
        #expect(page.contains(">подключение…</span>") && page.contains("Подключение к комнате…"))
        #expect(!page.contains("connecting…") && !page.contains("Light / dark"))
    }

    @Test func englishPageIsAsBefore() {
        let page = LivePage.document(room: "Room")
        #expect(page.contains("<html lang=\"en\">"))
        #expect(page.contains(
            "var labels = { connecting: 'connecting…', live: 'live', reconnecting: 'connection lost, reconnecting…', lost: 'connection lost' };"))
        #expect(page.contains("role=\"status\" aria-live=\"polite\">connecting…</span>"))
        #expect(page.contains("title=\"Light or dark theme (t)\" aria-label=\"Light or dark theme\">◐<span class=\"label\"> Light / dark</span>"))
        #expect(LivePage.fragment(for: nil) == "<p class=\"waiting\">Waiting for the teacher to open a lesson.</p>")
    }

    @Test func theServerServesThePageAndItsStepsInTheTeachersLanguage() async throws {
        let room = try await TestRoom { $0.language = .ru }
        let page = try await room.send("GET", "/")
        #expect(page.status == 200 && page.body.contains("<html lang=\"ru\">") && page.body.contains("Подключение к комнате…"))
        let teacher = Reader(.ru)
        _ = teacher.shell.handle("open words")
        _ = teacher.shell.handle("next")
        room.server.publish(try #require(teacher.reported.last))
        let events = try RawConnection(port: room.port)
        events.write("GET /events HTTP/1.1\r\nHost: test\r\n\r\n")
        let event = await events.read(until: "Привет")
        #expect(event.contains("Шаг 1 из 2") && event.contains("Привет"), "\(event)")
        events.close()
    }
}
