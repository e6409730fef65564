import Foundation
import Testing

/// The binary without a terminal: scripts, `run`, bad arguments, closed descriptors.
@Suite struct CommandLineTests {
    let folder: TemporaryFolder
    let environment: [String: String]

    init() throws {
        folder = try TemporaryFolder()
        environment = PlaygroundBinary.environment(stateHome: folder.url)
    }

    @Test(arguments: [
        ["run", "--", "-9223372036854775808"],
        ["run", "di", "--step", "0-9223372036854775807"],
        ["run", "di", "--step", "1-9223372036854775807"],
    ])
    func hugeNumbersAreErrorsNotTraps(_ arguments: [String]) throws {
        let result = try PlaygroundBinary.run(arguments, environment: environment)
        #expect(!result.signalled, "trapped: \(result.errors)")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error: "), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test(arguments: ["open -9223372036854775808\n", "o -9223372036854775808\n", "open di\nrun -9223372036854775808\n"])
    func hugeNumbersInAScriptAreErrorsNotTraps(_ script: String) throws {
        let result = try PlaygroundBinary.run([], input: script, environment: environment)
        #expect(!result.signalled, "trapped: \(result.errors)")
        #expect(result.status == 1)
        #expect(result.errors.contains("error: no "), "\(result.errors)")
    }

    @Test func anAmbiguousLessonNamesTheCandidates() throws {
        let result = try PlaygroundBinary.run(["run", "ev"], environment: environment)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error: 'ev' could be 'events' or 'event-router'"), "\(result.errors)")
    }

    @Test func historyInAScriptListsTheCommandsBeforeIt() throws {
        let result = try PlaygroundBinary.run([], input: "lessons\nopen di\n\nhistory\n", environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("  1  lessons\n  2  open di\n  3  history\n"), "\(result.output)")
        #expect(!result.output.contains("no history yet"))
        // A script's commands are not the user's typing: they never reach the history file.
        let file = folder.url.appendingPathComponent("mvvm-playground/history")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aClosedStandardOutputIsAFailure() throws {
        let closed = try PlaygroundBinary.runShell(#"exec "$0" run di >&-"#, environment: environment)
        #expect(closed.status == 1)
        #expect(closed.errors.contains("standard output is closed"), "\(closed.errors)")
        let list = try PlaygroundBinary.runShell(#"exec "$0" list >&-"#, environment: environment)
        #expect(list.status == 1)
        // A closed standard input is an empty script; a closed standard error is no reason to fail.
        let noInput = try PlaygroundBinary.runShell(#"exec "$0" <&-"#, environment: environment)
        #expect(noInput.status == 0, "\(noInput.errors)")
        let noErrors = try PlaygroundBinary.runShell(#"exec "$0" run di --step 1 2>&-"#, environment: environment)
        #expect(noErrors.status == 0)
        #expect(noErrors.output.contains("── di 1/27"))
    }

    @Test func controlCharactersInAScriptAreEchoedAndReportedEscaped() throws {
        let result = try PlaygroundBinary.run([], input: "open \u{1B}[2J\u{1B}[31mred\n\"no\u{0D}pe\"\n", environment: environment)
        #expect(result.status == 1)
        for text in [result.output, result.errors] {
            #expect(!text.contains("\u{1B}"), "raw escape in \(text.debugDescription)")
            #expect(!text.contains("\u{0D}"), "raw carriage return in \(text.debugDescription)")
        }
        #expect(result.errors.contains("line 1: error: no lesson '\\e[2J\\e[31mred'"), "\(result.errors)")
        #expect(result.errors.contains("line 2: error: unknown command 'no\\rpe'"), "\(result.errors)")
    }

    /// A compiler that hangs or talks forever is stopped; the script goes on and fails.
    /// The compilers are fake programs (``FakeProgram``) that answer `--version` as Swift 6.3.1.
    @Test(arguments: [("swiftc-hangs", "did not finish within 1s"), ("swiftc-chatty", "output truncated")])
    func aMisbehavingCompilerIsStoppedAndTheScriptGoesOn(_ name: String, _ expected: String) throws {
        let compiler = try FakeProgram.url(name)
        var environment = environment
        environment["PLAYGROUND_SWIFTC"] = compiler.path
        environment["PLAYGROUND_COMPILE_TIME_LIMIT"] = "1"
        let result = try PlaygroundBinary.run([], input: "open di\ncompile NaiveGlobal\nlessons\n", environment: environment)
        #expect(result.status == 1)
        #expect(result.output.contains(expected), "\(result.output.suffix(2000))")
        #expect(result.output.hasSuffix("open one with 'open <id>' or 'open <number>'\n"), "the script went on after compile")
    }

    /// A line longer than the reader takes (4 MiB) is skipped with its line number; the rest runs.
    @Test func anEndlessLineIsSkippedAndTheScriptGoesOn() throws {
        let long = String(repeating: "x", count: 5 << 20)
        let result = try PlaygroundBinary.run([], input: "open di\n" + long + "\nlessons\n", environment: environment)
        #expect(result.status == 1)
        #expect(result.errors == "line 2: error: a line longer than 4194304 bytes was skipped\n")
        #expect(result.output.hasSuffix("open one with 'open <id>' or 'open <number>'\n"))
    }
}
