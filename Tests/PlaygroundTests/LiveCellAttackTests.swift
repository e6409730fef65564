import Foundation
import Testing

/// Nothing a cell does ends the playground, at any age of the session (issue 34): work a cell left
/// running that crashes at the prompt, the shell's process killed at the prompt, its parent killed
/// in a session older than the supervisor's restart window, signal actions and process state a
/// cell changes, a cell that stops itself, a damaged session record. Through the real `playground`.
@Suite struct LiveCellAttackTests {
    static let crashingLater = [
        "import Dispatch; DispatchQueue.global().asyncAfter(deadline: .now() + 1) { let xs: [Int] = []; print(xs[0]) }",
        "Thread.detachNewThread { usleep(1_000_000); abort() }",
        "Task.detached { try? await Task.sleep(for: .seconds(1)); fatalError(\"late\") }",
    ]

    /// The work crashes after its cell returned, at the prompt (or in a later cell, on a slow
    /// machine): the cell that started it goes, the one after it and the one before stay.
    @Test(arguments: Self.crashingLater)
    func workACellLeftRunningTakesOnlyThatCell(_ code: String) async throws {
        let folder = try TemporaryFolder()
        let learner = try RoomProcess("learner", [], folder: folder.url)
        learner.send("open di")
        learner.send("swift let a = 5")
        learner.send("swift " + code)
        learner.send("swift let c = 3")
        #expect(await learner.waitFor("> swift let c = 3"))
        #expect(await learner.waitFor("The shell started again without cell 2, whose work crashed: di is as it was otherwise"))
        learner.send("swift a")
        #expect(await learner.waitFor("res"))
        #expect(await learner.waitFor("Int = 5"))
        learner.send("page")
        #expect(await learner.waitFor("let a = 5"))
        _ = await learner.finish()
        let page = try #require(learner.text.components(separatedBy: "> page\n").last)
        #expect(!page.contains(code), "the culprit is still on the page:\n\(page)")
    }

    /// `kill -9` of the shell's process at the prompt (what the system does when memory runs out),
    /// and of its parent from outside: the lesson comes back whole.
    @Test func theShellsProcessKilledAtThePromptComesBackWhole() async throws {
        let folder = try TemporaryFolder()
        let learner = try RoomProcess("learner", [], folder: folder.url)
        learner.send("open di")
        learner.send("next")
        learner.send("swift let a = 5")
        learner.send("swift print(\"pids\", getpid(), getppid())")
        #expect(await learner.waitFor("\npids "))
        #expect(await learner.waitFor("\n"))
        let pids = try #require(learner.text.components(separatedBy: "\npids ").last?.prefix { $0 != "\n" })
        let numbers = pids.split(separator: " ").compactMap { Int32($0) }
        try #require(numbers.count == 2, "\(pids)")
        kill(numbers[0], SIGKILL)
        #expect(await learner.waitFor("The shell's process ended at the prompt (signal 9)"))
        #expect(await learner.waitFor("The shell started again and di is as it was, at step 1 (1 step and command, 2 cells kept)."))
        learner.send("swift a")
        #expect(await learner.waitFor("res3: Int = 5"))
        // The new worker's guardian, killed from outside: the next command notices and goes on.
        learner.send("swift getppid()")
        #expect(await learner.waitFor("res4: Int32 = "))
        #expect(await learner.waitFor("\n"))
        let guardian = try #require(learner.text.components(separatedBy: "res4: Int32 = ").last.flatMap { Int32($0.prefix { $0.isNumber }) })
        kill(guardian, SIGKILL)
        learner.send("swift a + 1")
        #expect(await learner.waitFor("Int = 6"))
        #expect(await learner.finish() == 0, "\(learner.errorText)")
        #expect(!learner.errorText.contains("Fatal error"), "\(learner.errorText)")
    }

    /// The supervisor's crash in any session older than its restart window (30 s; 0 here, so the
    /// session is as old as that from its start), when a cell kills the shell's parent.
    @Test func aSessionOlderThanTheRestartWindowSurvivesItsParentKilled() throws {
        let session = try LiveCellSession(extra: ["PLAYGROUND_SESSION_RESTART_WINDOW": "0"])
        defer { session.remove() }
        let ran = try session.run(["open di", "swift let a = 7", "swift kill(getppid(), SIGKILL)", "swift a", "swift kill(getppid(), SIGKILL)", "swift a + 1"])
        #expect(ran[2].contains("it ended the shell's parent process, so it is not kept"), "\(ran.output)")
        #expect(ran[3].hasSuffix("res2: Int = 7\n"), "\(ran.output)")
        #expect(ran[5].hasSuffix("res3: Int = 8\n"), "\(ran.output)")
        #expect(!ran.errors.contains("Fatal error"), "\(ran.errors)")
        #expect(ran.status == 1, "one cell not kept: \(ran.errors)")
    }

    /// Signal actions, the working folder and standard input, as the shell needs them after every
    /// cell; a cell that stops itself goes on, and one that keeps stopping itself meets the time limit.
    @Test func whatACellChangesInTheProcessIsPutBack() throws {
        let session = try LiveCellSession(extra: ["PLAYGROUND_CELL_TIME_LIMIT": "2"])
        defer { session.remove() }
        // SIGINT's action as the shell has it (read by setting it: that cell's change is put back
        // too), compared with what a later cell finds, not with an action assumed here.
        let ran = try session.run([
            "open di", "swift let shells = unsafeBitCast(signal(SIGINT, SIG_DFL), to: Int.self)",
            "swift signal(SIGCHLD, SIG_IGN); signal(SIGINT, SIG_IGN); chdir(\"/\"); close(0)", "swift let b = 2",
            "swift unsafeBitCast(signal(SIGINT, SIG_DFL), to: Int.self) == shells", "swift FileManager.default.currentDirectoryPath == \"/\"",
            "swift raise(SIGSTOP); print(\"went on\")", "swift while true { raise(SIGSTOP) }", "swift b + 1",
        ])
        #expect(ran[3] == "(no output)\n", "a cell compiles after one that ignored SIGCHLD: \(ran.output)")
        #expect(ran[4] == "res4: Bool = true\n", "SIGINT is the shell's again: \(ran.output)")
        #expect(ran[5] == "res5: Bool = false\n", "the working folder is the shell's again: \(ran.output)")
        #expect(ran[6] == "went on\n", "\(ran.output)")
        #expect(ran[7].contains("stopped after 2 s, the time limit"), "\(ran.output)")
        #expect(ran[8].hasSuffix("res7: Int = 3\n"), "standard input is back: the script went on: \(ran.output)")
    }

    /// A cell that writes garbage over the session's record and ends the process: the session goes
    /// on, afresh, and says why.
    @Test func aDamagedSessionRecordEndsNothing() throws {
        let session = try LiveCellSession()
        defer { session.remove() }
        let ran = try session.run([
            "open di",
            "swift let f = ProcessInfo.processInfo.environment[\"PLAYGROUND_SESSION_FOLDER\"]!; try! \"{garbage\".write(toFile: f + \"/session.json\", atomically: true, encoding: .utf8); kill(getpid(), SIGKILL)",
            "open di", "swift 1 + 1",
        ])
        #expect(ran[1].contains("The session's record was damaged"), "\(ran.output)")
        #expect(ran[3].hasSuffix("Int = 2\n"), "\(ran.output)")
    }

    /// `kill -9` of the supervisor (the process the learner started): the shell's process does not
    /// stay behind to read keys typed to the learner's shell, and the next session removes the
    /// folder the killed one left.
    @Test func aKilledSupervisorLeavesNothingBehind() async throws {
        let folder = try TemporaryFolder()
        let learner = try RoomProcess("learner", [], folder: folder.url, environment: ["TMPDIR": folder.url.path])
        learner.send("swift print(\"worker\", getpid())")
        learner.send("open di")
        learner.send("swift print(\"worker\", getpid())")
        #expect(await learner.waitFor("\nworker "))
        #expect(await learner.waitFor("\n"))
        let worker = try #require(learner.text.components(separatedBy: "\nworker ").last.flatMap { Int32($0.prefix { $0.isNumber }) })
        let sessions = { (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path))?.filter { $0.hasPrefix("mvvm-playground-session-") } ?? [] }
        #expect(sessions().count == 1)
        kill(learner.processIdentifier, SIGKILL)
        #expect(await RoomProcess.eventually { kill(worker, 0) != 0 && errno == ESRCH }, "the worker outlived its supervisor")
        #expect(sessions().count == 1, "the killed session's folder is there until the next session starts")
        let next = try LiveCellSession(folder: folder.url).run(["open di", "swift 1 + 1"])
        #expect(next[1].hasSuffix("Int = 2\n"), "\(next.output)")
        #expect(sessions().isEmpty, "\(sessions())")
    }
}
