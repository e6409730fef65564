import Foundation
import Platform
import Testing

/// The one posix_spawn: what a child is given (arguments, environment, folder, descriptors, its
/// own process group) and why one does not start.
@Suite struct SpawnTests {
    @Test func theChildGetsItsArgumentsEnvironmentFolderAndDescriptors() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "SpawnTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = #"printf '%s|%s|%s|%s' "$0" "$1" "$GREETING" "$(pwd -P)"; [ "$(ps -o pgid= -p $$ | tr -d ' ')" = "$$" ] && printf '|leader'"#
        var request = SpawnRequest(program: "/bin/sh", arguments: ["/bin/sh", "-c", script, "zero", "one two"], environment: ["GREETING": "hi", "PATH": "/usr/bin:/bin"])
        request.directory = folder
        request.descriptors = [(0, .open(path: "/dev/null", flags: O_RDONLY, mode: 0)), (1, .open(path: folder + "/out", flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600))]
        request.closeOthers = true
        request.newProcessGroup = true
        request.defaults = .all
        request.emptySignalMask = true
        let pid = try Spawn.start(request)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        #expect(status == 0)
        let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        #expect(try String(contentsOfFile: folder + "/out", encoding: .utf8) == "zero|one two|hi|\(resolved)|leader")
    }

    @Test func aProgramThatCannotStartIsAFailureWithItsErrno() {
        #expect(throws: Spawn.Failure(call: "posix_spawn", code: ENOENT)) {
            try Spawn.start(SpawnRequest(program: "/no/such/program", arguments: ["x"]))
        }
        var searched = SpawnRequest(program: "no-such-program-\(UUID().uuidString)", arguments: ["x"], environment: ["PATH": "/usr/bin:/bin"])
        searched.searchPath = true
        #expect(throws: Spawn.Failure(call: "posix_spawn", code: ENOENT)) { try Spawn.start(searched) }
    }

    @Test func aPipeIsClosedOnExecAtBothEnds() throws {
        let ends = try Spawn.pipe()
        defer { close(ends.read); close(ends.write) }
        #expect(fcntl(ends.read, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(ends.write, F_GETFD) & FD_CLOEXEC != 0)
    }
}
