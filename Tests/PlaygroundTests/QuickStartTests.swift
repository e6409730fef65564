import Foundation
import Testing

/// `--version` and plain `run <lesson>` take a quick path past ArgumentParser (QuickStart.swift, in
/// `playground`; ArgumentParser's answers come from `playground-shell`, which it execs).
/// It must answer exactly as ArgumentParser does: same output, errors and status. Each case is run
/// in a quick form and in a form only ArgumentParser takes (`--` before the lesson, or the option
/// spelled the other way), and the two answers are compared.
@Suite struct QuickStartTests {
    let folder: TemporaryFolder
    let environment: [String: String]

    init() throws {
        folder = try TemporaryFolder()
        environment = PlaygroundBinary.environment(stateHome: folder.url)
    }

    @Test(arguments: [
        (["run", "di", "--step", "3"], ["run", "--step", "3", "--", "di"]),
        (["run", "side-table", "--step=2-4", "--no-color"], ["run", "--no-color", "--step", "2-4", "--", "side-table"]),
        (["--no-color", "run", "2", "--step", "1"], ["run", "--step", "1", "--", "2"]),
        (["run", "nope"], ["run", "--", "nope"]),
        (["run", "ev"], ["run", "--", "ev"]),
        (["run", "di", "--step", "13"], ["run", "--step", "13", "--", "di"]),
        (["run", "di", "--lang", "ru", "--step", "2"], ["run", "--step", "2", "--lang", "ru", "--", "di"]),
        (["run", "--lang=ID", "events", "--no-color"], ["run", "--no-color", "--lang", "ID", "--", "events"]),
    ])
    func aQuickRunAnswersAsArgumentParserDoes(quick: [String], parsed: [String]) throws {
        let fast = try PlaygroundBinary.run(quick, environment: environment)
        let slow = try PlaygroundBinary.run(parsed, environment: environment)
        #expect(!fast.output.isEmpty || !fast.errors.isEmpty)
        #expect(fast.output == slow.output)
        #expect(fast.errors == slow.errors)
        #expect(fast.status == slow.status)
    }

    @Test func versionIsTheVersionAlone() throws {
        let result = try PlaygroundBinary.run(["--version"], environment: environment)
        #expect(result.status == 0)
        #expect(result.output == "0.1.0\n")
        #expect(result.errors.isEmpty)
        // ArgumentParser's own answer, reached through a subcommand.
        let parsed = try PlaygroundBinary.run(["list", "--version"], environment: environment)
        #expect(parsed.output == result.output)
    }

    @Test(arguments: [["run", "di", "--step", "x"], ["run", "di", "--step"], ["run", "--help"], ["run", "di", "extra"], ["run"], ["run", "di", "--lang", "xx"], ["run", "di", "--lang"]])
    func whatTheQuickPathDoesNotTakeStillGetsArgumentParsersMessage(_ arguments: [String]) throws {
        let result = try PlaygroundBinary.run(arguments, environment: environment)
        if arguments.contains("--help") {
            #expect(result.status == 0)
            #expect(result.output.contains("USAGE: playground run"), "\(result.output)")
        } else {
            #expect(result.status == 64, "\(result.errors)")
            #expect(result.errors.contains("Usage: playground run"), "\(result.errors)")
        }
    }
}
