import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension RoomProcesses {
    /// A room of three languages, as real processes: the teacher presents in Russian, one attendee
    /// follows in Indonesian and one in English. The room passes moves by lesson and step, each
    /// follower runs them in its own language, and the live page is in the teacher's.
    @Suite final class RoomLanguageTests {
        let folder: TemporaryFolder

        init() throws {
            folder = try TemporaryFolder()
        }

        @Test func eachFollowerReadsInItsOwnLanguage() async throws {
            let teacher = try RoomProcess("teacher", ["present", "--port", "0", "--bind", "127.0.0.1", "--lang", "ru"], folder: folder.url)
            let address = try await teacher.roomAddress()
            let indonesian = try RoomProcess("Ida", ["follow", address, "--name", "Ida", "--lang", "id"], folder: folder.url)
            let english = try RoomProcess("Ann", ["follow", address, "--name", "Ann"], folder: folder.url)
            // The room's own lines are in each attendee's language too.
            await indonesian.waitFor("Bergabung dengan ruang.")
            await english.waitFor("Joined the room.")

            teacher.send("open di")
            await teacher.waitFor("Урок 1 · di · Бюджетный DI-контейнер")
            await indonesian.waitFor("Pelajaran 1 · di")
            await english.waitFor("Lesson 1 · di · A budget DI container")
            teacher.send("next")
            await teacher.waitFor("── di 1/27 · Кто создаёт вью-модель?")
            await indonesian.waitFor("(room) pengajar: next")
            await indonesian.waitFor("── di 1/27 · Siapa yang membuat view model?")
            await english.waitFor("── di 1/27 · Who makes the view model?")
            // A move by number, and one a follower catches up with (three steps on at once).
            teacher.send("run 3")
            await indonesian.waitFor("── di 3/27 · ISingleton dan IPerRequest")
            await english.waitFor("── di 3/27 · ISingleton and IPerRequest")
            #expect(!indonesian.text.contains("Кто создаёт") && !english.text.contains("Siapa yang"))

            // The live page: the teacher's language.
            let port = try #require(UInt16(address.split(separator: ":").last ?? ""))
            let page = rawExchange(port: port, Array("GET / HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n".utf8), whole: true)
            #expect(page.contains("200 OK") && page.contains("<html lang=\"ru\">"), "\(page.prefix(300))")
            #expect(page.contains("Подключение к комнате…") && !page.contains("Connecting to the room"))

            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
            for follower in [indonesian, english] { _ = await follower.finish() }
        }
    }
}
