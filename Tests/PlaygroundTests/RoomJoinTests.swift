import Foundation
@testable import PlaygroundApp
import Testing

extension RoomProcesses {
    /// Joining a room, as attendees do it from the teacher's projected line (issue 37): the line
    /// runs where they are (a clone, or an installed playground), a wrong address ends with what to
    /// check instead of retrying forever, and `room` counts the checks of each one's latest run.
    @Suite final class RoomJoinTests {
        let folder: TemporaryFolder

        init() throws {
            folder = try TemporaryFolder()
        }

        func teacher(binary: URL? = nil) throws -> RoomProcess {
            try RoomProcess("teacher", ["present", "--port", "0", "--bind", "127.0.0.1"], folder: folder.url, binary: binary)
        }

        /// A port nobody listens on (see ``freePort()``): a room address that is wrong.
        @Test func aFollowerThatNeverReachedTheRoomSaysWhatToCheckAndEnds() async throws {
            let port = try freePort()
            let ann = try RoomProcess("ann", ["follow", "127.0.0.1:\(port)", "--name", "Ann"], folder: folder.url)
            #expect(await ann.waitFor("Joining the room at 127.0.0.1:\(port)…"))
            #expect(await ann.waitFor("Could not reach the room (connection refused); trying again (2 of 6)…"))
            #expect(await ann.waitFor("trying again (6 of 6)…"))
            #expect(await ann.finish() == 1, "\(ann.text)\n\(ann.errorText)")
            #expect(ann.errorText.hasPrefix("error: could not reach the room at 127.0.0.1:\(port) (connection refused); tried 6 times.\n"),
                    "\(ann.errorText)")
            #expect(ann.errorText.contains("Check that the address is the one on the teacher's screen (the line after 'Attendees:'),\n"))
            #expect(ann.errorText.contains("nothing blocking port \(port)"))
            #expect(ann.errorText.split(separator: "\n").allSatisfy { $0.count <= 92 }, "lines for any terminal: \(ann.errorText)")
            #expect(!ann.text.contains("Lost the room"), "it never had the room to lose: \(ann.text)")
            #expect(!ann.text.contains("Following the room"), "no shell was started: \(ann.text)")
        }

        /// `swift run playground present` (the teacher's playground in a package's build folder, as
        /// here): the attendees' line is `swift run playground follow …`, which runs in their clone,
        /// with the installed form under it; an attendee runs the first as it is printed.
        @Test func theAttendeesLineRunsInAClone() async throws {
            let teacher = try teacher()
            let address = try await teacher.roomAddress()
            #expect(await teacher.waitFor("Live page: "))
            let lines = teacher.text.split(separator: "\n").map(String.init)
            #expect(lines.first { $0.hasPrefix("Attendees: ") } == "Attendees: swift run playground follow \(address)   (in a clone of the playground)",
                    "\(teacher.text)")
            #expect(lines.contains("       or: playground follow \(address)             (installed)"), "\(teacher.text)")

            // The printed line, word for word after `swift run playground` (which runs this binary).
            let line = try #require(lines.first { $0.hasPrefix("Attendees: swift run playground ") })
            let words = line.dropFirst("Attendees: swift run playground ".count).split(separator: " ").prefix(2).map(String.init)
            #expect(words == ["follow", address])
            let ann = try RoomProcess("ann", words + ["--name", "Ann"], folder: folder.url)
            #expect(await ann.waitFor("Joined the room."))
            teacher.send("open di")
            #expect(await ann.waitFor("Lesson 1 · di"))
            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
            _ = await ann.finish()
        }

        /// An installed playground (here, `playground-room` copied out of the build folder, where no
        /// Package.swift is above it) prints the installed form alone.
        @Test func anInstalledTeachersLineIsTheInstalledForm() async throws {
            let built = try #require(PlaygroundBinary.url).deletingLastPathComponent().appendingPathComponent("playground-room")
            let installed = folder.url.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: installed, withIntermediateDirectories: true)
            let copy = installed.appendingPathComponent("playground-room")
            // By cp(1), not in this process (see RoomHandOverTests.lonePlayground: ETXTBSY).
            let cp = Process()
            cp.executableURL = URL(fileURLWithPath: "/bin/cp")
            cp.arguments = [built.path, copy.path]
            try cp.run()
            cp.waitUntilExit()
            try #require(cp.terminationStatus == 0)
            let teacher = try teacher(binary: copy)
            let address = try await teacher.roomAddress()
            #expect(await teacher.waitFor("Live page: "))
            let attendees = teacher.text.split(separator: "\n").filter { $0.hasPrefix("Attendees: ") || $0.hasPrefix("       or: ") }
            #expect(attendees == ["Attendees: playground follow \(address)"], "\(teacher.text)")
            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
        }

        /// `room`'s "N failed" is how many checks failed in the attendee's latest check run: the
        /// same run twice is the same number, not a count of runs (which showed "1 failed" for a
        /// run with three failing checks, then more with every run).
        @Test func roomCountsTheFailingChecksOfTheLatestRun() async throws {
            let teacher = try teacher()
            let address = try await teacher.roomAddress()
            let ann = try RoomProcess("ann", ["follow", address, "--name", "Ann"], folder: folder.url)
            #expect(await ann.waitFor("Joined the room."))
            ann.send("open di")
            #expect(await ann.waitFor("Lesson 1 · di"))
            ann.send("exercise 1")
            #expect(await ann.waitFor("Your file"))
            for _ in 0..<2 {
                ann.send("check")
                #expect(await ann.waitFor(" checks pass"), "\(ann.text)")
            }
            // "4 of 13 checks pass": what the run said, twice.
            let runs = ann.text.matches(of: /(\d+) of (\d+) checks pass/).map { (Int($0.1)!, Int($0.2)!) }
            try #require(runs.count == 2 && runs[0] == runs[1], "\(runs)")
            let failing = runs[0].1 - runs[0].0
            try #require(failing > 2, "a run that fails more checks than it was run tells the two apart")

            var listed = false
            for _ in 0..<60 where !listed {
                teacher.send("room")
                listed = await teacher.waitUntil("'room' answered", report: false) { text in
                    text.split(separator: "\n").contains { $0.contains("Ann") && $0.contains("\(failing) failed") }
                }
            }
            #expect(listed, "\(teacher.text)")
            #expect(!teacher.text.split(separator: "\n").contains { $0.contains("Ann") && ($0.contains(" 1 failed") || $0.contains(" 2 failed")) },
                    "runs counted, not checks: \(teacher.text)")
            #expect(await teacher.finish() == 0, "\(teacher.errorText)")
            _ = await ann.finish()
        }
    }
}

/// The attendees' lines themselves, for both kinds of teacher; and which folders are a clone's.
@Suite struct AttendeeLineTests {
    @Test func bothFormsLineUpAndTheInstalledFormStandsAlone() {
        #expect(RoomCommandLine.attendeeLines(address: "192.168.1.20:7420", fromPackage: false) == ["Attendees: playground follow 192.168.1.20:7420"])
        #expect(RoomCommandLine.attendeeLines(address: "192.168.1.20:7420", fromPackage: true) == [
            "Attendees: swift run playground follow 192.168.1.20:7420   (in a clone of the playground)",
            "       or: playground follow 192.168.1.20:7420             (installed)",
        ])
    }

    @Test func aBuildFolderIsAPackagesWhenAPackageSwiftIsAboveIt() throws {
        let folder = try TemporaryFolder()
        let debug = folder.url.appendingPathComponent("clone/.build/a-target-triple/debug")
        try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
        #expect(RoomCommandLine.packageRoot(of: debug.path) == nil, "no Package.swift yet")
        try Data().write(to: folder.url.appendingPathComponent("clone/Package.swift"))
        #expect(RoomCommandLine.packageRoot(of: debug.path) == folder.url.appendingPathComponent("clone").path)
        #expect(RoomCommandLine.packageRoot(of: folder.url.appendingPathComponent("clone/.build/debug").path) == folder.url.appendingPathComponent("clone").path)
        #expect(RoomCommandLine.packageRoot(of: "/usr/local/bin") == nil)
    }
}
