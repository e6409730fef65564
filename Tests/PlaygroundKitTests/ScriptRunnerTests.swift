import PlaygroundKit
import Testing
import TestSupport

@Suite struct ScriptRunnerTests {
    func run(_ lines: [String], color: Bool = false) -> (out: String, err: String, ok: Bool) {
        var queue = lines[...]
        var out = "", err = ""
        let runner = ScriptRunner(shell: Shell(catalog: .testing), color: color)
        let ok = runner.run(nextLine: { queue.popFirst() }, write: { out += $0 }, report: { err += $0 })
        return (out, err, ok)
    }

    @Test func echoesEachCommandAfterThePrompt() {
        let result = run(["open fake", "next"])
        #expect(result.ok)
        #expect(result.err.isEmpty)
        #expect(result.out.hasPrefix("playground> open fake\nLesson 1 · fake"))
        #expect(result.out.contains("fake 0/3> next\n── fake 1/3 · First bump"))
        #expect(!result.out.contains("\u{1B}"), "no escape codes without colour")
    }

    @Test func failuresAreReportedWithLineNumbersAndTheRestStillRuns() {
        let result = run(["open fake", "nxet", "run 3", "run 1"])
        #expect(!result.ok)
        #expect(result.err == """
            line 2: error: unknown command 'nxet' (did you mean 'next'?)
            line 3: error: step 3 failed: the provider is offline

            """)
        #expect(result.out.contains("count is 1"), "line 4 still ran")
    }

    @Test func quitStopsTheScript() {
        let result = run(["quit", "open fake"])
        #expect(result.ok)
        #expect(!result.out.contains("Lesson 1"))
    }

    @Test func aVeryLongLineIsEchoedShortened() {
        let result = run([String(repeating: "y", count: 1_000_000)])
        #expect(!result.ok)
        #expect(result.out.count < 1000)
    }

    @Test func anUnreadableLineIsAFailureWithItsNumberAndTheRestStillRuns() {
        var queue: [ScriptRunner.Input] = [.line("open fake"), .unreadable(reason: "a line longer than 8 bytes was skipped"), .line("next")]
        var out = "", err = ""
        let runner = ScriptRunner(shell: Shell(catalog: .testing))
        let ok = runner.run(nextInput: { queue.isEmpty ? nil : queue.removeFirst() }, write: { out += $0 }, report: { err += $0 })
        #expect(!ok)
        #expect(err == "line 2: error: a line longer than 8 bytes was skipped\n")
        #expect(out.contains("error: a line longer than 8 bytes was skipped\nfake 0/3> next\n── fake 1/3"), "\(out)")
    }
}
