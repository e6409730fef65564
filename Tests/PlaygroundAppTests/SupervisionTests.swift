import Foundation
@testable import PlaygroundApp
import Testing

/// The supervisor's parts that run in any process: its folder, how a child's ending is read and
/// passed on, and starting this kind of child.
@Suite struct SupervisionTests {
    @Test func foldersOfGoneSupervisorsAreRemovedOthersKept() throws {
        let temporary = try TemporaryFolder()
        func folder(_ name: String, supervisor: String?) throws -> String {
            let path = temporary.path + "/" + name
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            if let supervisor { try Data(supervisor.utf8).write(to: URL(fileURLWithPath: path + "/supervisor")) }
            return path
        }
        let prefix = SessionSupervisor.folderPrefix
        // A process id past any system's pid_max: no process has it.
        let gone = try folder(prefix + "gone", supervisor: "999999999\n")
        let running = try folder(prefix + "running", supervisor: "\(getpid())\n")
        let unnamed = try folder(prefix + "unnamed", supervisor: nil)  // too new to be abandoned
        let other = try folder("someone-else", supervisor: "999999999\n")
        SessionSupervisor.removeAbandonedFolders(in: temporary.path)
        #expect(!FileManager.default.fileExists(atPath: gone))
        #expect(FileManager.default.fileExists(atPath: running))
        #expect(FileManager.default.fileExists(atPath: unnamed))
        #expect(FileManager.default.fileExists(atPath: other))
    }

    @Test func anEndingIsPassedOnAsAShellsStatus() {
        #expect(SessionSpawn.Ending.exited(3).status == 3)
        #expect(SessionSpawn.Ending.signalled(9).status == 137)
        #expect(SessionSpawn.Ending.relayed(137) == .signalled(9))
        #expect(SessionSpawn.Ending.relayed(1) == .exited(1))
        #expect(SessionSpawn.Ending.relayed(128) == .exited(128))
        #expect(SessionSupervisor.describe(.signalled(4)) == "signal 4")
        #expect(SessionSupervisor.describe(.exited(0)) == "exit status 0")
    }

    @Test func theRestartWindowComesFromTheEnvironment() {
        #expect(SessionSupervisor.restartWindow([:]) == .seconds(30))
        #expect(SessionSupervisor.restartWindow(["PLAYGROUND_SESSION_RESTART_WINDOW": "0"]) == .zero)
        #expect(SessionSupervisor.restartWindow(["PLAYGROUND_SESSION_RESTART_WINDOW": "1.5"]) == .milliseconds(1500))
        #expect(SessionSupervisor.restartWindow(["PLAYGROUND_SESSION_RESTART_WINDOW": "-1"]) == .seconds(30))
    }

    @Test func aStartedChildIsWaitedForHoweverItEnds() throws {
        let environment = ["PATH": "/usr/bin:/bin"]
        let exits = try #require(SessionSpawn.start("/bin/sh", arguments: ["sh", "-c", "exit 3"], environment: environment, defaults: []))
        #expect(SessionSpawn.wait(for: exits) == .exited(3))
        let killed = try #require(SessionSpawn.start("/bin/sh", arguments: ["sh", "-c", "kill -9 $$"], environment: environment, defaults: []))
        #expect(SessionSpawn.wait(for: killed) == .signalled(9))
        #expect(!SessionSpawn.isAlive(killed))
        #expect(SessionSpawn.wait(for: killed) == nil)  // reaped: not ours any more
        #expect(SessionSpawn.start("/no/such/program", arguments: ["x"], environment: environment, defaults: []) == nil)
    }
}
