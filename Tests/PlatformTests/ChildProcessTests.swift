// Platform: a child's open descriptors, listed on Linux from /proc/self/fd
import Foundation
import Platform
import Testing

/// Real child processes, with fake programs (shell scripts, `yes`) and short limits. Nothing here
/// times the runs beyond generous sanity bounds: limits decide when a child stops, and the checks
/// are about what is left afterwards.
@Suite struct ChildProcessTests {
    @Test func exitStatusAndBothOutputs() throws {
        let outcome = try ChildProcess.run("/bin/sh", arguments: ["-c", "echo out; echo err >&2; exit 3"])
        #expect(outcome.ending == .exited(3))
        #expect(outcome.text == "out\nerr\n")
        #expect(!outcome.truncated)
    }

    @Test func aProgramExiting127IsAnExitNotAMissingProgram() throws {
        let compiler = try Fake.program("exits-127")
        let outcome = try ChildProcess.run(compiler, arguments: ["-typecheck", "x.swift"])
        #expect(outcome.ending == .exited(127))
        #expect(outcome.text == "swiftc: cannot load libsomething\n")
    }

    @Test func aMissingOrNonExecutableProgramCannotStart() throws {
        #expect(throws: ChildProcess.Failure.cannotStart(executable: "/nonexistent/swiftc", errno: ENOENT)) {
            try ChildProcess.run("/nonexistent/swiftc")
        }
        #expect(throws: ChildProcess.Failure.cannotStart(executable: "no-such-program-anywhere", errno: ENOENT)) {
            try ChildProcess.run("no-such-program-anywhere")
        }
        let plain = Fake.folder + "/not-executable"
        try #require(exists(plain), "\(plain) is committed with mode 644")
        #expect(throws: ChildProcess.Failure.cannotStart(executable: plain, errno: EACCES)) {
            try ChildProcess.run(plain)
        }
        #expect(throws: ChildProcess.Failure.cannotStart(executable: Fake.folder, errno: EACCES)) {
            try ChildProcess.run(Fake.folder)
        }
    }

    @Test func findsProgramsOnTheSearchPath() throws {
        let script = try Fake.program("findable")
        #expect(ChildProcess.findExecutable("findable", searchPath: "/nonexistent:" + Fake.folder) == script)
        #expect(ChildProcess.findExecutable("findable", searchPath: "/nonexistent") == nil)
        #expect(ChildProcess.findExecutable(script) == script)
        #expect(ChildProcess.findExecutable("sh", searchPath: "/bin") == "/bin/sh")
        #expect(ChildProcess.findExecutable("", searchPath: "/bin") == nil)
    }

    @Test func aSignalEndingTheChildIsReported() throws {
        let outcome = try ChildProcess.run("/bin/sh", arguments: ["-c", "kill -SEGV $$"])
        #expect(outcome.ending == .signalled(SIGSEGV))
    }

    @Test func runsInAFreshFolderThatIsRemovedAfterwards() throws {
        let folder = Shared<String?>(nil)
        let outcome = try ChildProcess.run("/bin/sh", arguments: ["-c", "cat input.txt; pwd -P; echo \"$TMPDIR\"; mkdir -p a/b; touch a/b/c; chmod 000 a"]) { path in
            folder.value = path
            try writeNewFile(path + "/input.txt", "from prepare\n")
        }
        let path = try #require(folder.value)
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        #expect(outcome.ending == .exited(0))
        #expect(outcome.text == "from prepare\n\(real)\n\(path)\n")
        #expect(outcome.folder == path)
        #expect(!exists(path), "the folder is removed, even with a folder the child made unreadable")
    }

    @Test func theFolderIsRemovedWhenPreparingFails() throws {
        struct Refused: Error {}
        let folder = Shared<String?>(nil)
        #expect(throws: Refused.self) {
            try ChildProcess.run("/bin/sh", arguments: ["-c", "exit 0"]) { path in
                folder.value = path
                try writeNewFile(path + "/file", "x")
                throw Refused()
            }
        }
        let path = try #require(folder.value)
        #expect(!exists(path))
    }

    @Test func theChildReadsNothingAndInheritsNoDescriptor() throws {
        let outcome = try ChildProcess.run("/bin/sh", arguments: ["-c", "cat; echo done"])
        #expect(outcome.text == "done\n", "standard input is /dev/null")
        #if os(Linux)
        // `ls` opens the folder it lists: 3. Anything else would be leaked from this process.
        let listing = try ChildProcess.run("/bin/sh", arguments: ["-c", "exec ls /proc/self/fd"])
        #expect(Set(listing.text.split(separator: "\n")).isSubset(of: ["0", "1", "2", "3"]), "\(listing.text)")
        #endif
    }

    @Test func aHangingChildIsStoppedAtTheTimeLimitWithItsWholeGroup() throws {
        let compiler = try Fake.program("hangs")
        let outcome = try ChildProcess.run(compiler, limits: .init(time: .seconds(1), grace: .seconds(1)))
        #expect(outcome.ending == .timedOut)
        let sleeper = try #require(grandchild(in: outcome))
        #expect(Processes.groupEnds(outcome.processID), "nothing of the child's group is left running")
        #expect(Processes.ends(sleeper))
        #expect(!exists(outcome.folder))
    }

    @Test func aChildIgnoringSIGTERMIsKilled() throws {
        let compiler = try Fake.program("stubborn")
        let outcome = try ChildProcess.run(compiler, limits: .init(time: .milliseconds(500), grace: .milliseconds(300)))
        #expect(outcome.ending == .timedOut)
        let sleeper = try #require(grandchild(in: outcome))
        #expect(Processes.groupEnds(outcome.processID))
        #expect(Processes.ends(sleeper))
        #expect(!exists(outcome.folder))
    }

    @Test func whatTheChildLeftRunningIsKilledWhenItExits() throws {
        // The sleeper keeps the output pipe open after the script exits.
        let outcome = try ChildProcess.run("/bin/sh", arguments: ["-c", "sleep 1000 & echo \"grandchild $!\"; exit 4"])
        #expect(outcome.ending == .exited(4))
        let sleeper = try #require(grandchild(in: outcome))
        #expect(Processes.groupEnds(outcome.processID))
        #expect(Processes.ends(sleeper))
    }

    @Test func outputBeyondTheCapIsCountedAndThrownAway() throws {
        let outcome = try ChildProcess.run("/bin/sh", arguments: ["-c", "head -c 3000000 /dev/zero; echo tail >&2"], limits: .init(output: 65536))
        #expect(outcome.ending == .exited(0))
        #expect(outcome.output.count == 65536)
        #expect(outcome.output.allSatisfy { $0 == 0 })
        #expect(outcome.discardedBytes == 3_000_000 - 65536 + "tail\n".utf8.count)
        #expect(outcome.truncated)
    }

    @Test func endlessOutputKeepsOnlyTheCap() throws {
        // `yes` prints as fast as the pipe takes it, forever: memory must stay at the cap.
        let outcome = try ChildProcess.run("yes", arguments: ["swiftc"], limits: .init(time: .seconds(1), output: 100_000))
        #expect(outcome.ending == .timedOut)
        #expect(outcome.output.count == 100_000)
        #expect(outcome.discardedBytes > 0)
        #expect(outcome.text.hasPrefix("swiftc\nswiftc\n"))
        #expect(Processes.groupEnds(outcome.processID))
    }

    @Test func cancellationStopsTheChild() throws {
        let cancellation = Cancellation()
        let folder = Shared<String?>(nil)
        let canceller = whenExists({ folder.value.map { $0 + "/started" } }) { cancellation.cancel() }
        let compiler = try Fake.program("hangs-after-start")
        let outcome = try ChildProcess.run(compiler, limits: .init(time: .seconds(600)), cancellation: cancellation) { folder.value = $0 }
        #expect(outcome.ending == .cancelled)
        #expect(Processes.groupEnds(outcome.processID))
        #expect(!exists(outcome.folder))
        while !canceller.isFinished { usleep(1000) }

        let again = try ChildProcess.run("/bin/sh", arguments: ["-c", "sleep 1000"], limits: .init(time: .seconds(600)), cancellation: cancellation)
        #expect(again.ending == .cancelled, "a cancelled cancellation stops later runs at once")
    }

    @Test func theEnvironmentIsPassedWithTMPDIRInTheFolder() throws {
        let outcome = try ChildProcess.run("/bin/sh", arguments: ["-c", "echo \"$GREETING $TMPDIR\""], environment: ["GREETING": "hi", "PATH": "/usr/bin:/bin"])
        #expect(outcome.text == "hi \(outcome.folder)\n")
    }
}

/// Signals sent to a process while a child runs. Each test sends them in a process of its own (an
/// exit test): a signal sent to the test runner would reach every other test's children too (an
/// exercise check being compiled, say) and interrupt them, and dispositions are process-wide.
@Suite struct ChildProcessSignalTests {
    @Test func ctrlCEndsTheChildAndNotThisProcess() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let failures = (try? ChildProcessSignalTests.ctrlC()) ?? ["the run threw"]
            ChildProcessSignalTests.exit(reporting: failures)
        }
        Self.expectNoFailures(in: result)
    }

    @Test func sigtermEndsTheChildThenReachesThePreviousHandler() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let failures = (try? ChildProcessSignalTests.sigterm()) ?? ["the run threw"]
            ChildProcessSignalTests.exit(reporting: failures)
        }
        Self.expectNoFailures(in: result)
    }

    @Test func withoutChildrenTheDispositionsAreUntouched() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let failures = (try? ChildProcessSignalTests.untouched()) ?? ["the run threw"]
            ChildProcessSignalTests.exit(reporting: failures)
        }
        Self.expectNoFailures(in: result)
    }

    /// The failures the exit test's process reported, as issues here.
    static func expectNoFailures(in result: ExitTest.Result?, sourceLocation: SourceLocation = #_sourceLocation) {
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        for line in errors.split(separator: "\n") where line.hasPrefix("failed: ") {
            Issue.record(Comment(rawValue: String(line)), sourceLocation: sourceLocation)
        }
    }

    /// Ends the exit test's process: 0 with nothing on standard error when `failures` is empty.
    static func exit(reporting failures: [String]) -> Never {
        for failure in failures { FileHandle.standardError.write(Data("failed: \(failure)\n".utf8)) }
        Foundation.exit(failures.isEmpty ? 0 : 1)
    }

    /// What went wrong, in words; empty when all is well.
    static func ctrlC() throws -> [String] {
        var failures: [String] = []
        let before = disposition(of: SIGINT)
        let folder = Shared<String?>(nil)
        let interrupter = whenExists({ folder.value.map { $0 + "/started" } }) { _ = kill(getpid(), SIGINT) }
        let compiler = try Fake.program("hangs-after-start")
        let outcome = try ChildProcess.run(compiler, limits: .init(time: .seconds(600)), interruptible: true) { folder.value = $0 }
        while !interrupter.isFinished { usleep(1000) }
        // Still here: the SIGINT ended the child instead.
        if outcome.ending != .interrupted(signal: SIGINT) { failures.append("ended \(outcome.ending), not by SIGINT") }
        guard let sleeper = grandchild(in: outcome) else { return failures + ["no grandchild in the output"] }
        if !Processes.groupEnds(outcome.processID) { failures.append("the child's group lives on") }
        if !Processes.ends(sleeper) { failures.append("the grandchild lives on") }
        if exists(outcome.folder) { failures.append("the folder is still there") }
        if disposition(of: SIGINT) != before { failures.append("the previous disposition is not back") }
        return failures
    }

    static func sigterm() throws -> [String] {
        var failures: [String] = []
        received.store(0, ordering: .relaxed)
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u = __sigaction_u(__sa_handler: noteSignal)
        #else
        action.__sigaction_handler = .init(sa_handler: noteSignal)
        #endif
        var original = sigaction()
        sigaction(SIGTERM, &action, &original)
        defer { sigaction(SIGTERM, &original, nil) }

        let folder = Shared<String?>(nil)
        let terminator = whenExists({ folder.value.map { $0 + "/started" } }) { _ = kill(getpid(), SIGTERM) }
        let compiler = try Fake.program("hangs-after-start")
        let outcome = try ChildProcess.run(compiler, limits: .init(time: .seconds(600)), interruptible: true) { folder.value = $0 }
        while !terminator.isFinished { usleep(1000) }
        if outcome.ending != .interrupted(signal: SIGTERM) { failures.append("ended \(outcome.ending), not by SIGTERM") }
        if !eventually({ received.load(ordering: .relaxed) == SIGTERM }) {
            failures.append("SIGTERM was not sent again, once the child was gone, to the handler there before")
        }
        if !Processes.groupEnds(outcome.processID) { failures.append("the child's group lives on") }
        if exists(outcome.folder) { failures.append("the folder is still there") }
        return failures
    }

    static func untouched() throws -> [String] {
        var failures: [String] = []
        let before = disposition(of: SIGINT)
        _ = try ChildProcess.run("/bin/sh", arguments: ["-c", "exit 0"], interruptible: true)
        if disposition(of: SIGINT) != before { failures.append("SIGINT's disposition changed") }
        let ignored = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, ignored) }
        _ = try ChildProcess.run("/bin/sh", arguments: ["-c", "exit 0"], interruptible: true)
        if disposition(of: SIGINT) != unsafeBitCast(SIG_IGN, to: Int.self) { failures.append("an ignored SIGINT did not stay ignored") }
        return failures
    }

    private static func disposition(of signal: Int32) -> Int {
        var current = sigaction()
        sigaction(signal, nil, &current)
        #if canImport(Darwin)
        return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self)
        #else
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        #endif
    }
}

import Synchronization

/// Whether `condition` holds within 10 seconds (a signal sent to the process arrives in its time).
private func eventually(_ condition: () -> Bool) -> Bool {
    for _ in 0..<1000 {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}

private let received = Atomic<Int32>(0)

private func noteSignal(_ number: Int32) {
    received.store(number, ordering: .relaxed)
}
