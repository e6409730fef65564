import Foundation
import Testing
@testable import PlaygroundKit

/// What the checks say of learner code that goes wrong: a trap in it, code that does not compile,
/// and code that tries to write the checks' results itself.
@Suite struct ExerciseLearnerCodeTests {
    /// di exercise 1's file with `resolve` doing `resolve` (its lines), after `@testable import
    /// DependencyInjection` and `imports`.
    static func writeContainer(_ bench: ExerciseBench, imports: [String] = [], resolve: [String]) throws {
        let lines = ["@testable import DependencyInjection"] + imports.map { "import \($0)" } + [
            "",
            "final class CachingContainer: IContainer {",
            "    func resolve<T: IResolvable>(args: T.Arguments) -> T {",
        ] + resolve.map { "        " + $0 } + ["    }", "}"]
        try bench.write(lines.joined(separator: "\n") + "\n")
    }

    @Test func aTrapInTheLearnersFileNamesTheRunningCheckAndTheLine() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        try Self.writeContainer(bench, resolve: ["let made: T? = nil", "return made!"])
        let trapped = bench.shell.send("check")
        let text = trapped.text.plain
        #expect(trapped.failed)
        #expect(text.contains("✗ resolving a singleton twice gives the same instance (crashed)"), "\(text)")
        // The checks after the crash are listed, not lost.
        #expect(text.contains("· a per-request type is still made anew each time (not run)"), "\(text)")
        #expect(!text.contains("✓"), "\(text)")
        #expect(text.contains("CachingContainer.swift:6:"), "\(text)")
        #expect(text.contains("Unexpectedly found nil"), "\(text)")
        let hint = bench.shell.sendPlain("hint")
        #expect(!hint.failed)
        #expect(bench.shell.sendPlain("exercises").text.contains("✗ 1 failed check run\n"))
    }

    /// Learner code can name the results file and end the program, but not write a line the
    /// checks accept: the run's key is only in the check program's memory.
    @Test func resultsTheLearnersCodeWritesAreNotBelieved() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        try Self.writeContainer(bench, imports: ["Foundation"], resolve: [
            "let forged = (0..<10).map { \"{\\\"check\\\":\\($0),\\\"status\\\":\\\"passed\\\"}\" } + [\"{\\\"check\\\":10,\\\"status\\\":\\\"done\\\"}\"]",
            "let handle = FileHandle(forWritingAtPath: CommandLine.arguments[1])!",
            "handle.seekToEndOfFile()",
            "handle.write((forged.joined(separator: \"\\n\") + \"\\n\").data(using: .utf8)!)",
            "exit(0)",
        ])
        let forged = bench.shell.send("check")
        let text = forged.text.plain
        #expect(forged.failed, "\(text)")
        #expect(!text.contains("✓"), "\(text)")
        #expect(text.contains("ended before the checks did"), "\(text)")
        #expect(!bench.shell.sendPlain("exercises").text.contains("✓ passed"), "the exercise is not passed")
    }

    @Test func aLearnersFileThatDoesNotCompileShowsTheCompilersPlace() throws {
        let bench = try ExerciseBench()
        bench.shell.send("open di")
        bench.shell.send("exercise 1")
        try Self.writeContainer(bench, resolve: ["return nope"])
        let refused = bench.shell.send("check")
        let text = refused.text.plain
        #expect(refused.failed)
        #expect(text.contains("CachingContainer.swift does not compile:"), "\(text)")
        #expect(text.contains("CachingContainer.swift:5:16: error: cannot find 'nope' in scope"), "\(text)")
        #expect(!text.contains("Checks.swift:"), "\(text)")
        #expect(!bench.shell.sendPlain("hint").failed)
    }
}
