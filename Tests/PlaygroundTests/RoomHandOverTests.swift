// Platform: the hand-over's exec, seen on Linux in /proc/<pid>/exe and cmdline
import Foundation
import Testing

extension RoomProcesses {
    /// `playground present` and `playground follow` run in `playground-room`, which `playground` execs:
    /// their help, their errors and their exit status are the room's, and without the room's binary
    /// `playground` says so in one line (as it does without `playground-shell`, for the rest).
    @Suite struct RoomHandOverTests {
        let folder: TemporaryFolder
        let environment: [String: String]

        init() throws {
            folder = try TemporaryFolder()
            environment = PlaygroundBinary.environment(stateHome: folder.url)
        }

        /// A copy of the `playground` binary and of `playground-shell`, which it hands the shell and
        /// the parsed commands to, in a folder of their own: no `playground-room` beside them (nor
        /// `playground-shell`, `withShell: false`).
        func lonePlayground(withShell: Bool = true) throws -> URL {
            let binary = try #require(PlaygroundBinary.url, "the playground binary was not built next to the tests")
            let alone = folder.url.appendingPathComponent(withShell ? "alone" : "quite-alone")
            try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
            for name in ["playground"] + (withShell ? ["playground-shell"] : []) {
                // Copied by cp(1), not in this process: a file this process had open for writing would be
                // inherited by whatever another test spawns meanwhile, and running the copy would fail
                // with ETXTBSY ("Text file busy") until that child execs.
                let source = binary.deletingLastPathComponent().appendingPathComponent(name)
                let cp = Process()
                cp.executableURL = URL(fileURLWithPath: "/bin/cp")
                cp.arguments = [source.path, alone.appendingPathComponent(name).path]
                try cp.run()
                cp.waitUntilExit()
                try #require(cp.terminationStatus == 0, "cp \(source.path) \(alone.path) failed")
            }
            return alone.appendingPathComponent("playground")
        }

        @Test(arguments: [
            (["present", "--help"], "USAGE: playground present [--port <port>] [--bind <bind>] [--no-pager] [--no-color]"),
            (["follow", "--help"], "USAGE: playground follow <HOST:PORT> [--name <name>] [--no-pager] [--no-color]"),
            (["--no-color", "present", "-h"], "--port <port>           The port to serve on (0: any free one)."),
        ])
        func helpIsTheRoomsOwn(_ arguments: [String], _ expected: String) throws {
            let result = try PlaygroundBinary.run(arguments, environment: environment)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains(expected), "\(result.output)")
            #expect(result.errors.isEmpty)

            // The same words with no `playground-room` beside `playground`: the help came from there.
            let alone = try PlaygroundBinary.run(try lonePlayground(), arguments, environment: environment)
            #expect(alone.status == 1)
            #expect(alone.errors == "error: playground-room not found next to playground: build with swift build\n")
            #expect(alone.output.isEmpty)
        }

        @Test(arguments: [["present"], ["present", "--port", "0"], ["follow", "localhost:1", "--name", "Ann"], ["--no-color", "follow", "--help"]])
        func withoutTheRoomsBinaryTheErrorIsOneLine(_ arguments: [String]) throws {
            let result = try PlaygroundBinary.run(try lonePlayground(), arguments, environment: environment)
            #expect(!result.signalled, "crashed: \(result.errors)")
            #expect(result.status == 1)
            #expect(result.errors == "error: playground-room not found next to playground: build with swift build\n")
            #expect(result.output.isEmpty)
        }

        /// A bad address is refused by the room's own validation, with ArgumentParser's status 64, as before.
        @Test func theRoomsErrorsAndStatusComeThrough() throws {
            let result = try PlaygroundBinary.run(["follow", "no-port-here"], environment: environment)
            #expect(result.status == 64, "\(result.errors)")
            #expect(result.errors.hasPrefix("Error: "), "\(result.errors)")
            #expect(result.errors.contains("Usage: playground follow <HOST:PORT>"), "\(result.errors)")
        }

        #if os(Linux)
        /// The hand-over is an exec: the process started as `playground present` is the same process,
        /// now running `playground-room`, with the same arguments; its exit status is the shell's.
        @Test func theTeacherKeepsTheProcess() async throws {
            let teacher = try RoomProcess("teacher", ["present", "--port", "0", "--bind", "127.0.0.1"], folder: folder.url)
            #expect(await teacher.waitFor("Live page: "))
            let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(teacher.processIdentifier)/exe")
            #expect(executable.hasSuffix("/playground-room"), "\(executable)")
            let arguments = try String(contentsOfFile: "/proc/\(teacher.processIdentifier)/cmdline", encoding: .utf8).split(separator: "\0").dropFirst()
            #expect(arguments == ["present", "--port", "0", "--bind", "127.0.0.1"])
            teacher.send("open di")
            #expect(await teacher.waitFor("Lesson 1 · di"))
            #expect(await teacher.finish() == 0)
        }
        #endif

        /// The other commands never need the room's binary.
        @Test func theRestRunsWithoutTheRoomsBinary() throws {
            let alone = try lonePlayground()
            let version = try PlaygroundBinary.run(alone, ["--version"], environment: environment)
            #expect(version.status == 0)
            #expect(version.output == "0.1.0\n")
            let help = try PlaygroundBinary.run(alone, ["--help"], environment: environment)
            #expect(help.status == 0)
            #expect(help.output.contains("  present                 Teach a room"), "\(help.output)")
            #expect(help.output.contains("  follow                  Follow a teacher's room"), "\(help.output)")
        }

        /// `playground` alone answers its quick forms itself; for the rest it says in one line
        /// what is missing, as for the room.
        @Test func withoutTheShellsBinaryOnlyTheQuickFormsRun() throws {
            let alone = try lonePlayground(withShell: false)
            let version = try PlaygroundBinary.run(alone, ["--version"], environment: environment)
            #expect(version.status == 0)
            #expect(version.output == "0.1.0\n")
            let run = try PlaygroundBinary.run(alone, ["run", "di", "--step", "1"], environment: environment)
            #expect(run.status == 0)
            #expect(!run.output.isEmpty)
            #expect(run.output == (try PlaygroundBinary.run(["run", "di", "--step", "1"], environment: environment)).output)
            for arguments in [["--help"], ["list"], []] {
                let result = try PlaygroundBinary.run(alone, arguments, environment: environment)
                #expect(result.status == 1)
                #expect(result.errors == "error: playground-shell not found next to playground: build with swift build\n")
                #expect(result.output.isEmpty)
            }
        }
    }
}
