import Foundation
import Testing

/// A lesson command that takes the shell down is survived as a cell is: the next shell builds the
/// lesson again without it and says which command it was.
@Suite struct LiveCommandRecoveryTests {
    /// The shell's process, as the session's record names it, while `line` is being handled.
    static func worker(in folder: URL, handling line: String, within seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let sessions = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasPrefix("mvvm-playground-session-") } ?? []
            for session in sessions {
                let record = folder.appending(path: session).appending(path: "session.json")
                if let data = FileManager.default.contents(atPath: record.path),
                   let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                   object["pending"] as? String == line, let pid = object["worker"] as? Int {
                    return Int32(pid)
                }
            }
            usleep(20_000)
        }
        return nil
    }

    @Test func aCommandThatTakesTheShellDownIsSurvived() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        // `bench` runs for a few seconds: long enough to end the shell's process in the middle of it.
        let killed = Locked(false)
        let killer = Thread {
            if let pid = Self.worker(in: session.folder, handling: "bench", within: 60) {
                killed.withValue { $0 = kill(pid, SIGKILL) == 0 }
            }
        }
        killer.start()
        let ran = try session.run(["open di", "next", "swift let kept = 3", "bench", "swift kept", "next"])
        #expect(killed.withValue { $0 }, "the shell was never seen handling 'bench'")
        #expect(ran[3].contains("error: 'bench' took the shell down (signal 9)"), "\(ran.output)")
        #expect(ran[3].contains("The shell started again without 'bench': di is as it was just before it, at step 1 (1 step and command, 1 cell kept)."), "\(ran.output)")
        #expect(ran[4] == "res2: Int = 3\n", "\(ran.output)")
        #expect(ran[5].contains("di 2/27"), "\(ran.output)")
        #expect(ran.errors.contains("line 4: error: 'bench' took the shell down (signal 9)"), "\(ran.errors)")
    }
}
