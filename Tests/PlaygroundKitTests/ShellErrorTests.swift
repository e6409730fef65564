@testable import PlaygroundKit
import Testing
import TestSupport

/// Every way a command fails has its own `ShellError`, carried by the response: script mode and
/// tests know what went wrong without reading the text.
@Suite struct ShellErrorTests {
    /// `line` after `setup` on a fresh shell of the test catalog (and `TroubleLesson`).
    func error(of line: String, after setup: [String] = []) -> ShellError? {
        let driver = ScriptedShell(catalog: Catalog([FakeLesson.self, OtherFakeLesson.self, TroubleLesson.self]))
        for earlier in setup { #expect(!driver.send(earlier).failed, "setup '\(earlier)'") }
        let response = driver.send(line)
        #expect(response.failed == (response.error != nil))
        return response.error
    }

    /// A line typed after `setup`, and the error it must fail with.
    struct Case: Sendable, CustomTestStringConvertible {
        var setup: [String]
        var line: String
        var error: ShellError
        var testDescription: String { (setup + [line]).joined(separator: "; ") }

        init(_ setup: [String], _ line: String, _ error: ShellError) {
            self.setup = setup
            self.line = line
            self.error = error
        }
    }

    static let cases: [Case] = [
        Case([], "nxet", .unknownCommand("nxet", suggestion: "next")),
        Case([], "xyzzy", .unknownCommand("xyzzy", suggestion: nil)),
        Case([], "help nxet", .unknownCommand("nxet", suggestion: "next")),
        Case(["open fake"], "perv", .unknownCommand("perv", suggestion: "back")),
        Case([], "open \"fake", .unterminatedQuote("\"")),
        Case([], "steps", .needsLesson(command: "steps")),
        Case([], "n now", .needsLesson(command: "next")),
        Case([], "open fake other", .badArguments(command: "open", message: "'open' takes one argument, not 'other'", usage: "open <lesson>")),
        Case([], "quit now", .badArguments(command: "quit", message: "'quit' takes no arguments, not 'now'", usage: "quit")),
        Case([], "open", .badArguments(command: "open", message: "which lesson? fake, other, trouble", usage: "open <lesson>")),
        Case([], "open fkae", .noSuchLesson(message: "no lesson 'fkae' (did you mean 'fake'?)", lessons: ["fake", "other", "trouble"])),
        Case(["open fake"], "back", .atFirstStep(started: false)),
        Case(["open fake", "run 1"], "back", .atFirstStep(started: true)),
        Case(["open fake"], "run two", .badArguments(command: "run", message: "a step is a number from 1 to 3, not 'two'", usage: nil)),
        Case(["open fake"], "show 9", .badArguments(command: "show", message: "no step 9: this lesson has steps 1 to 3", usage: nil)),
        Case(["open fake"], "advance soon", .badArguments(
            command: "advance", message: "duration must look like 500ms, 1s, 1.5s or 2m, not 'soon'", usage: "advance <duration>"
        )),
        Case(["open fake"], "inspect countr", .noSuchObject("countr", suggestion: "counter", names: ["counter"])),
        Case(["open other"], "compile", .noRefusedSnippets(lesson: "other")),
        Case(["open fake"], "compile Brokn", .noSuchSnippet("Brokn", suggestion: "Broken", names: ["Broken"])),
        Case(["open fake"], "compile Broken", .compilerUnavailable(reason: nil)),
        Case(["open fake"], "run 3", .stepFailed(step: 3, message: "the provider is offline")),
        Case(["open fake"], "bump", .badArguments(command: "bump", message: "missing times", usage: "bump <times> [reason]")),
        Case(["open fake"], "colour", .badArguments(command: "color", message: "missing color", usage: "color <name>")),
        Case(["open trouble"], "explode", .commandFailed(command: "explode", message: "the wire is cut\nand more")),
    ]

    @Test(arguments: cases)
    func eachFailureHasItsError(_ failure: Case) {
        #expect(error(of: failure.line, after: failure.setup) == failure.error)
    }

    @Test(arguments: ["", "help", "lessons", "history", "open fake"])
    func successHasNoError(_ line: String) {
        #expect(error(of: line) == nil)
    }

    @Test func quitIsNotAnError() {
        let response = ScriptedShell(catalog: .testing).send("q")
        #expect(response.quit)
        #expect(response.error == nil)
        #expect(!response.failed)
    }

    @Test(arguments: [
        (CompilerRun.Ending.timedOut(limit: .seconds(60)), ShellError.CompilerFailure.timedOut(limit: .seconds(60))),
        (.interrupted, .interrupted),
        (.crashed(signal: 11), .crashed(signal: 11)),
        (.exited(127), .failedSilently(status: 127)),
    ])
    func compilerRunsWithoutAVerdictFail(_ ending: CompilerRun.Ending, _ failure: ShellError.CompilerFailure) {
        let shell = Shell(catalog: .testing, environment: Shell.Environment(compiler: FakeCompiler { _, _ in .success(CompilerRun(output: "", ending: ending)) }))
        #expect(Self.send(["open fake", "compile Broken"], to: shell).error == .compilerFailed(failure))
    }

    @Test func aCompilerThatCannotRunSaysWhy() {
        let shell = Shell(catalog: .testing, environment: Shell.Environment(compiler: FakeCompiler { _, _ in .failure(CompilerUnavailable("no swiftc")) }))
        #expect(Self.send(["open fake", "compile Broken"], to: shell).error == .compilerUnavailable(reason: "no swiftc"))
    }

    /// Sends `lines` to `shell`, with a stray-output buffer of this test's own; the last response.
    static func send(_ lines: [String], to shell: Shell) -> Shell.Response {
        LessonOutput.$stray.withValue(LessonOutput()) {
            lines.map(shell.handle).last ?? Shell.Response()
        }
    }

    // MARK: - How errors read

    @Test func theTextIsTheErrorRendered() throws {
        let driver = ScriptedShell(catalog: .testing)
        let response = driver.send("open fake other")
        #expect(response.text == ShellErrorText.render(try #require(response.error)))
        #expect(response.text.plain == "error: 'open' takes one argument, not 'other'\nusage: open <lesson>\n")
        #expect(response.text.runs.map(\.style) == [.error, .plain, .dim, .plain])
    }

    @Test func messagesUsageAndHints() {
        let needs = ShellError.needsLesson(command: "steps")
        #expect(needs.message == "'steps' needs an open lesson")
        #expect(needs.usage == nil)
        #expect(needs.hint == "open one with 'open <lesson>'; 'lessons' lists them")
        let step = ShellError.stepFailed(step: 2, message: "offline")
        #expect(ShellErrorText.render(step).plain == "error: step 2 failed: offline\nthe lesson is still open: 'reset' starts it afresh\n")
        #expect(ShellError.atFirstStep(started: false).hint == "Enter runs step 1")
        #expect(ShellError.noSuchObject("x", suggestion: nil, names: []).hint == "run a step first: steps expose their objects")
        #expect(ShellError.unknownCommand(String(repeating: "x", count: 100), suggestion: nil).message.count < 60)
    }

    // MARK: - Script mode reads the error, not the text

    @Test func theReportIsTheErrorNotALineThatLooksLikeOne() {
        var queue = ["open trouble", "explode", "nxet"][...]
        var out = "", err = ""
        let runner = ScriptRunner(shell: Shell(catalog: Catalog([TroubleLesson.self])))
        let ok = LessonOutput.$stray.withValue(LessonOutput()) {
            runner.run(nextLine: { queue.popFirst() }, write: { out += $0 }, report: { err += $0 })
        }
        #expect(!ok)
        #expect(out.contains("error: a decoy line the lesson printed\n"), "the lesson's output is shown as it is")
        #expect(err == """
            line 2: error: the wire is cut
            line 3: error: unknown command 'nxet' (did you mean 'next'?)

            """)
    }

    @Test func theReportIsOneLineWithoutControlCharacters() {
        #expect(ScriptRunner.report(.unknownCommand("\u{1B}[2J", suggestion: nil), line: 4) == "line 4: error: unknown command '\\e[2J'\n")
        #expect(ScriptRunner.report(.commandFailed(command: "x", message: "one\ntwo"), line: 1) == "line 1: error: one\n")
    }
}

/// A lesson whose command prints a line that looks like an error, then fails with an error that is
/// not a `CommandError`.
final class TroubleLesson: Lesson {
    static let id = "trouble"
    static let title = "Trouble"
    static let summary = "Fails."
    static let source = "the test suite"

    struct Cut: Error, CustomStringConvertible {
        var description: String { "the wire is cut\nand more" }
    }

    init(context: LessonContext) {}

    var steps: [Step] { [Step("Only", text: "The only step.") { _ in }] }

    var commands: [LessonCommand] {
        [
            LessonCommand("explode", summary: "fail, after printing something that looks like an error") { _ in
                LessonOutput.print(["error: a decoy line the lesson printed"], separator: " ", terminator: "\n")
                throw Cut()
            },
        ]
    }
}
