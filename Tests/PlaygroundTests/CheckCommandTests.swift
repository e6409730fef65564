import Foundation
import Testing

/// `playground check`: a teacher's grading of the files under `$XDG_DATA_HOME/mvvm-playground`,
/// with the built binary compiling and running the checks for real.
@Suite struct CheckCommandTests {
    let folder: TemporaryFolder
    let environment: [String: String]
    /// Where `exercise 1` of di hands out its file, under the child's `XDG_DATA_HOME`.
    let learnerFile: URL

    /// di's first exercise, as the package has it (the binary embeds the same files).
    static let exerciseFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Lessons/DependencyInjection/Exercises/1-cached-singletons")

    init() throws {
        folder = try TemporaryFolder()
        let data = folder.url.appendingPathComponent("data")
        environment = PlaygroundBinary.environment(stateHome: folder.url, extra: ["XDG_DATA_HOME": data.path])
        learnerFile = data.appendingPathComponent("mvvm-playground/exercises/di/1-cached-singletons/CachingContainer.swift")
    }

    func handOut(_ name: String) throws {
        let text = try String(contentsOf: Self.exerciseFolder.appendingPathComponent(name), encoding: .utf8)
        try FileManager.default.createDirectory(at: learnerFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: learnerFile, atomically: true, encoding: .utf8)
    }

    @Test func withoutTheFileItSaysToStartTheExercise() throws {
        let result = try PlaygroundBinary.run(["check", "di", "1"], environment: environment)
        #expect(!result.signalled, "trapped: \(result.errors)")
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("✗ di exercise 1: "), "\(result.output)")
        #expect(result.output.contains("no file: start the exercise with 'exercise 1' in the shell"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: learnerFile.path), "check wrote the learner's file")
    }

    /// The authoring check: every known-wrong solution of di's exercises is caught, each by the
    /// check its file names, and the output says which.
    @Test func solutionsNamesTheCheckThatCatchesEachWrongSolution() throws {
        let result = try PlaygroundBinary.run(["check", "--solutions", "di"], environment: environment)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("ok   di 1 cached-singletons ("), "\(result.output)")
        #expect(result.output.contains("       wrong first-cached-is-a-t: caught by 'a singleton's subclass does not stand in for the singleton'\n"), "\(result.output)")
        #expect(result.output.contains("       wrong static-cache: caught by 'two containers do not share their singletons'\n"), "\(result.output)")
        #expect(result.output.hasPrefix("ok   di 1 "), "lessons and exercises print in order: \(result.output)")
        #expect(result.output.contains("3 exercises, ") && result.output.hasSuffix(" right solutions, 0 exercise(s) with problems\n"), "\(result.output)")
    }

    /// `check --solutions <lesson> <n>`: only exercise n (issue 35); one the lesson lacks is refused.
    @Test func solutionsChecksOnlyTheExerciseAsked() throws {
        let result = try PlaygroundBinary.run(["check", "--solutions", "di", "2"], environment: environment)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.hasPrefix("ok   di 2 "), "\(result.output)")
        #expect(!result.output.contains("di 1 ") && !result.output.contains("di 3 "), "\(result.output)")
        #expect(result.output.contains("\n1 exercises, "), "\(result.output)")
        let missing = try PlaygroundBinary.run(["check", "--solutions", "di", "9"], environment: environment)
        #expect(missing.status == 1)
        #expect(missing.errors.contains("error: di has exercises 1 to 3, not 9"), "\(missing.errors)")
    }

    /// Read in the learner's language, as the shell shows the checks; --json stays in English.
    @Test func theChecksAreReadInTheLanguageAsked() throws {
        try handOut("Starter.swift")
        let result = try PlaygroundBinary.run(["check", "di", "1", "--lang", "ru", "--no-color"], environment: environment)
        #expect(result.status == 1, "\(result.output)\(result.errors)")
        #expect(result.output.contains("✗ di exercise 1: Научите resolve кэшировать синглтоны"), "\(result.output)")
        #expect(result.output.contains("✗ двойной резолв синглтона даёт один и тот же экземпляр"), "\(result.output)")
        #expect(!result.output.contains("resolving a singleton twice"), "\(result.output)")
    }

    /// A crash says so once, and the checks it stopped say what became of them.
    @Test func aCrashIsReportedOnceAndTheChecksAfterItAreNotRun() throws {
        try FileManager.default.createDirectory(at: learnerFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try """
            import Foundation
            @testable import DependencyInjection

            final class CachingContainer: IContainer {
                func resolve<T: IResolvable>(args: T.Arguments) -> T { abort() }
            }
            """.write(to: learnerFile, atomically: true, encoding: .utf8)
        let text = try PlaygroundBinary.run(["check", "di", "1", "--no-color"], environment: environment)
        #expect(text.status == 1, "\(text.output)\(text.errors)")
        #expect(text.output.contains("(crashed)\n"), "\(text.output)")
        #expect(text.output.contains("(not run)\n"), "\(text.output)")
        #expect(text.output.contains("crashed: Aborted"), "\(text.output)")
        #expect(!text.output.contains("crashed: crashed"), "\(text.output)")
    }

    @Test func anUnknownLessonIsAClearError() throws {
        let result = try PlaygroundBinary.run(["check", "nosuchlesson"], environment: environment)
        #expect(!result.signalled)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error: no lesson 'nosuchlesson'"), "\(result.errors)")
        #expect(result.output.isEmpty, "\(result.output)")
    }
}
