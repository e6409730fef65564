// Platform: processes a cell leaves behind, counted on Linux from /proc
import Foundation
import Testing

/// Learner code stays untrusted: whatever a cell does to the shell's process, the shell and the
/// live lesson come back as they were just before it, through the real `playground`.
@Suite struct LiveCellRecoveryTests {
    @Test func aTrapIsReportedAtTheCellsLineAndTheLessonComesBack() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open di", "next", "swift let o: OrdersProvider = container.resolve()", "swift let numbers = [1, 2, 3]",
            "swift print(\"before\"); print(numbers[7])", "cache", "swift numbers.count",
            "swift let missing: Int? = nil; print(missing!)", "swift fatalError(\"stop here\")", "next",
        ])
        #expect(ran[4].hasPrefix("before\ncell 3:1:31: Fatal error: Index out of range\n"), "\(ran.output)")
        #expect(ran[4].contains("The shell started again without cell 3: di is as it was just before it, at step 1 (1 step and command, 2 cells kept)."), "\(ran.output)")
        #expect(ran[5].contains("caches 1 singleton"), "\(ran.output)")
        #expect(ran[6] == "res3: Int = 3\n", "\(ran.output)")
        #expect(ran[7].contains("cell 4:1:"), "\(ran.output)")
        #expect(ran[7].contains("Unexpectedly found nil"), "\(ran.output)")
        #expect(ran[8].contains("cell 4:1:1: Fatal error: stop here"), "\(ran.output)")
        #expect(ran[9].contains("di 2/27"), "\(ran.output)")
        #expect(ran.status == 1)
        #expect(ran.errors.contains("line 5: error: cell 3 crashed, so it was not kept"), "\(ran.errors)")
    }

    @Test func exitTheTimeLimitAndMemoryAreSurvived() throws {
        let session = try LiveCellSession(extra: ["PLAYGROUND_CELL_TIME_LIMIT": "1", "PLAYGROUND_CELL_MEMORY_LIMIT": "512"])
        defer { session.remove() }
        let ran = try session.run([
            "open di", "swift let kept = 1", "swift exit(0)", "swift kept", "swift print(\"start\"); while true {}", "swift kept + 1",
            "swift let big = UnsafeMutableRawPointer.allocate(byteCount: 4 << 30, alignment: 8); memset(big, 1, 4 << 30)", "swift kept + 2",
        ])
        #expect(ran[2].contains("cell 2 called exit(0), which ends the program, so it was not kept"), "\(ran.output)")
        #expect(ran[2].contains("The shell started again without cell 2"), "\(ran.output)")
        // exit(0) is never kept: the next cells run.
        #expect(ran[3] == "res2: Int = 1\n", "\(ran.output)")
        #expect(ran[4].hasPrefix("start\n"), "\(ran.output)")
        #expect(ran[4].contains("stopped after 1 s, the time limit"), "\(ran.output)")
        #expect(ran[5] == "res3: Int = 2\n", "\(ran.output)")
        #expect(ran[6].contains("failed to allocate"), "\(ran.output)")
        #expect(ran[6].contains("512 MiB"), "\(ran.output)")
        #expect(ran[7] == "res4: Int = 3\n", "\(ran.output)")
    }

    @Test func killingTheShellsParentEndsNothing() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open di", "next", "swift let a = 7", "swift kill(getppid(), SIGKILL)", "swift a", "swift kill(getppid(), SIGKILL)", "swift a + 1",
            "swift kill(getppid(), SIGTERM)", "swift a + 2", "swift [0][3]", "swift a + 3",
        ])
        #expect(ran[3].contains("cell 2 ran, but it ended the shell's parent process, so it is not kept"), "\(ran.output)")
        #expect(!ran[3].contains("res2:") && !ran[3].contains("crashed"), "its value is not shown, nor a crash said: \(ran.output)")
        #expect(ran[4].hasSuffix("res2: Int = 7\n"), "\(ran.output)")
        #expect(ran[6].hasSuffix("res3: Int = 8\n"), "\(ran.output)")
        #expect(ran[8] == "res4: Int = 9\n", "\(ran.output)")
        // Still supervised: a trap after all that is survived too.
        #expect(ran[9].contains("The shell started again without cell 5: di is as it was just before it, at step 1"), "\(ran.output)")
        #expect(ran[10] == "res5: Int = 10\n", "\(ran.output)")
    }

    #if os(Linux)
    @Test func whatACellStartsEndsWithIt() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let marker = "10\(Int.random(in: 10_000...99_999)).5"
        let ran = try session.run([
            "open di",
            "swift let p = Process(); p.executableURL = URL(fileURLWithPath: \"/bin/sleep\"); p.arguments = [\"\(marker)\"]; try! p.run()",
            "swift let q = Process(); q.executableURL = URL(fileURLWithPath: \"/bin/sh\"); q.arguments = [\"-c\", \"setsid sleep \(marker) & nohup sleep \(marker) >/dev/null 2>&1 & sleep \(marker) &\"]; try! q.run(); usleep(300_000)",
            "swift let found = try! FileManager.default.contentsOfDirectory(atPath: \"/proc\").filter { (try? String(contentsOfFile: \"/proc/\\($0)/cmdline\", encoding: .utf8))?.contains(\"\(marker)\") == true }; found.count",
        ])
        #expect(ran[3] == "res3: Int = 0\n", "\(ran.output)")
    }

    /// `undo` builds the lesson again in a new process: a thread an earlier cell started runs once
    /// after it, not once more for every `undo` (issue 34).
    @Test func undoNeverStartsACellsThreadTwice() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let count = "swift try! FileManager.default.contentsOfDirectory(atPath: \"/proc/self/task\").filter { (try? String(contentsOfFile: \"/proc/self/task/\\($0)/comm\", encoding: .utf8)) == \"ticker\\n\" }.count"
        let ran = try session.run([
            // The cell returns once its thread has its name (also when it runs again), however loaded
            // the machine. Named through /proc/thread-self/comm: Foundation's `Thread.name` names the thread
            // only once `start` has stored its pthread handle, which a new thread can outrun on a busy machine.
            "open di", "swift let named = DispatchSemaphore(value: 0); Thread.detachNewThread { try? \"ticker\".write(toFile: \"/proc/thread-self/comm\", atomically: false, encoding: .utf8); named.signal(); while true { usleep(20_000) } }; named.wait()",
            "swift let x = 1", "undo", "swift let y = 2", "undo", count,
        ])
        #expect(ran[3].contains("Took back cell 2: the lesson is as it was before it, at step 0."), "\(ran.output)")
        #expect(ran[6] == "res2: Int = 1\n", "one ticker, as one cell on the page started one: \(ran.output)")
    }
    #endif
}
