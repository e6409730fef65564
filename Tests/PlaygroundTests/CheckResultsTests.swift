import Foundation
import Testing

/// `playground check --json` speaks Exercism's test-runner interface (version 3): the built binary
/// runs di's first exercise on real learner code for every way a check can end (pass, a failed
/// check, a compile error, a crash, the time limit) and each results.json is held to the
/// interface's rules (``TestRunnerInterface``).
@Suite struct CheckResultsTests {
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

    /// The checks' names in the order `Checks.swift` declares them.
    static func checkNames() throws -> [String] {
        let checks = try String(contentsOf: exerciseFolder.appendingPathComponent("Checks.swift"), encoding: .utf8)
        return checks.components(separatedBy: "Check(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    func write(_ code: String) throws {
        try FileManager.default.createDirectory(at: learnerFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try code.write(to: learnerFile, atomically: true, encoding: .utf8)
    }

    /// `check di 1 --json` (with `extra` in the environment): its results.json, held to the
    /// interface, and its exit status.
    func results(_ arguments: [String] = ["check", "di", "1", "--json"], extra: [String: String] = [:]) throws -> (json: [String: TestRunnerInterface.JSON], status: Int32) {
        let result = try PlaygroundBinary.run(arguments, environment: environment.merging(extra) { $1 })
        let problems = TestRunnerInterface.problems(Data(result.output.utf8), checkNames: try Self.checkNames())
        #expect(problems.isEmpty, "\(problems)\n\(result.output)")
        guard case .object(let json) = try JSONDecoder().decode(TestRunnerInterface.JSON.self, from: Data(result.output.utf8)) else {
            Issue.record("not one results.json object: \(result.output)")
            return ([:], result.status)
        }
        return (json, result.status)
    }

    static func tests(_ json: [String: TestRunnerInterface.JSON]) -> [[String: TestRunnerInterface.JSON]] {
        guard case .array(let tests)? = json["tests"] else { return [] }
        return tests.compactMap { test in
            guard case .object(let fields) = test else { return nil }
            return fields
        }
    }

    /// The solution passes; a lesson's check gives an array, one results.json per exercise, and
    /// an exercise with no file yet is an error that says to start it.
    @Test func theSolutionPassesAndALessonIsAnArray() throws {
        try write(try String(contentsOf: Self.exerciseFolder.appendingPathComponent("Solution.swift"), encoding: .utf8))
        let result = try PlaygroundBinary.run(["check", "di", "--json"], environment: environment)
        #expect(result.status == 1, "exercises 2 and 3 have no file: \(result.errors)")
        #expect(TestRunnerInterface.problems(Data(result.output.utf8), checkNames: try Self.checkNames()) == [])
        guard case .array(let array) = try JSONDecoder().decode(TestRunnerInterface.JSON.self, from: Data(result.output.utf8)),
              array.count == 3, case .object(let first) = array[0], case .object(let second) = array[1] else {
            Issue.record("not an array of di's three exercises: \(result.output)")
            return
        }
        #expect(first["status"] == .string("pass"))
        let tests = Self.tests(first)
        #expect(tests.count >= (try Self.checkNames()).count)
        #expect(tests.allSatisfy { $0["status"] == .string("pass") && $0["output"] == nil })
        // test_code is the check's own code, as its Checks.swift has it.
        let checks = try String(contentsOf: Self.exerciseFolder.appendingPathComponent("Checks.swift"), encoding: .utf8)
        let code = try #require(tests.first?["test_code"]?.string)
        #expect(code.hasPrefix("let container = CachingContainer()\n"), "\(code)")
        for line in code.split(separator: "\n") { #expect(checks.contains(line), "\(line)") }
        #expect(second["status"] == .string("error"))
        #expect(second["message"]?.string?.contains("no file: start the exercise with 'exercise 2' in the shell") == true, "\(second)")
        #expect(second["tests"] == .array([]))
    }

    /// A failed check says why; what the learner's code printed during a check is that test's
    /// output, cut at 500 characters with the interface's notice.
    @Test func aFailedCheckHasItsMessageAndTheLearnersOutput() throws {
        try write("""
            @testable import DependencyInjection

            final class CachingContainer: IContainer {
                func resolve<T: IResolvable>(args: T.Arguments) -> T {
                    print("resolving \\(T.self)")
                    if "\\(T.self)" == "Settings" { print(String(repeating: "s", count: 700)) }
                    return T(container: self, args: args)
                }
            }
            """)
        let (json, status) = try results()
        #expect(status == 1)
        #expect(json["status"] == .string("fail"))
        #expect(json["message"] == nil)
        let tests = Self.tests(json)
        let first = try #require(tests.first)
        #expect(first["status"] == .string("fail"))
        #expect(first["message"]?.string?.contains("resolve made a second Clock") == true, "\(first)")
        #expect(first["output"] == .string("resolving Clock\nresolving Clock\n"), "\(first)")
        let long = try #require(tests.first { $0["output"]?.string?.contains("resolving Settings") == true })
        let output = try #require(long["output"]?.string)
        #expect(output.count == 500 && output.hasSuffix("\nOutput was truncated. Please limit to 500 chars."), "\(output)")
    }

    /// Code that does not compile: a top-level error with the compiler's message, no tests.
    @Test func aCompileErrorIsAnErrorWithTheCompilersMessage() throws {
        try write("""
            @testable import DependencyInjection

            final class CachingContainer: IContainer {
                func resolve<T: IResolvable>(args: T.Arguments) -> T { nope }
            }
            """)
        let (json, status) = try results()
        #expect(status == 1)
        #expect(json["status"] == .string("error"))
        #expect(json["message"]?.string?.contains("CachingContainer.swift:4:60: error: cannot find 'nope' in scope") == true, "\(json)")
        #expect(json["tests"] == .array([]))
    }

    /// A crash: the check it happened in errors with the crash and what was printed before it;
    /// the checks after it error as not run; the whole run is an error naming the check.
    @Test func aCrashErrorsItsCheckAndTheChecksAfterIt() throws {
        try write("""
            import Foundation
            @testable import DependencyInjection

            final class CachingContainer: IContainer {
                func resolve<T: IResolvable>(args: T.Arguments) -> T { print("about to stop"); abort() }
            }
            """)
        let (json, status) = try results()
        #expect(status == 1)
        #expect(json["status"] == .string("error"))
        let first = try Self.checkNames()[0]
        // "crashed: Aborted", after the learner's line when the backtrace finds one.
        #expect(json["message"]?.string?.hasSuffix("crashed: Aborted (in the check '\(first)')") == true, "\(json)")
        let tests = Self.tests(json)
        #expect(tests.first?["status"] == .string("error"))
        #expect(tests.first?["message"]?.string?.hasSuffix("crashed: Aborted") == true, "\(tests.first ?? [:])")
        #expect(tests.first?["output"] == .string("about to stop\n"))
        #expect(tests.count > 1 && tests.dropFirst().allSatisfy { $0["status"] != .string("pass") })
        #expect(tests.dropFirst().contains { $0["message"] == .string("not run: the program stopped in the check '\(first)'") })
    }

    /// A crash after a check passed: the tests did run, so the run is a `fail` (the interface
    /// keeps `error` for when every test errored), the crash said in the check it stopped.
    @Test func aCrashAfterACheckPassedIsAFail() throws {
        try write("""
            import Foundation
            @testable import DependencyInjection

            final class CachingContainer: IContainer {
                private var singletons: [ObjectIdentifier: AnyObject] = [:]

                func resolve<T: IResolvable>(args: T.Arguments) -> T {
                    guard T.instanceScope == .singleton else { print("per-request: stopping"); abort() }
                    if let cached = singletons[ObjectIdentifier(T.self)] { return cached as! T }
                    let instance = T(container: self, args: args)
                    singletons[ObjectIdentifier(T.self)] = instance
                    return instance
                }
            }
            """)
        let (json, status) = try results()
        #expect(status == 1)
        #expect(json["status"] == .string("fail"), "\(json)")
        #expect(json["message"] == nil)
        let tests = Self.tests(json)
        #expect(tests.first?["status"] == .string("pass"), "\(tests)")
        let stopped = tests.first { $0["status"] == .string("error") && $0["output"] == .string("per-request: stopping\n") }
        #expect(stopped?["message"]?.string?.hasSuffix("crashed: Aborted") == true, "\(tests)")
    }

    /// The checks' own time limit (`PLAYGROUND_CELL_TIME_LIMIT`) stops an endless loop: an error
    /// saying so. Which check the limit caught depends on the machine, so only the run is asked.
    @Test func theTimeLimitIsAnError() throws {
        try write("""
            @testable import DependencyInjection

            final class CachingContainer: IContainer {
                func resolve<T: IResolvable>(args: T.Arguments) -> T { while true {} }
            }
            """)
        let (json, status) = try results(extra: ["PLAYGROUND_CELL_TIME_LIMIT": "0.5"])
        #expect(status == 1)
        #expect(json["status"] == .string("error"))
        #expect(json["message"]?.string?.hasPrefix("stopped after 0.5 s, the time limit") == true, "\(json)")
        #expect(!Self.tests(json).contains { $0["status"] == .string("pass") })
    }

    /// The validator itself refuses what the interface forbids.
    @Test func theValidatorRefusesWhatTheInterfaceForbids() {
        func problems(_ text: String) -> [String] { TestRunnerInterface.problems(Data(text.utf8)) }
        let test = #"{"name": "n", "test_code": "c", "status": "pass"}"#
        #expect(problems(#"{"version": 3, "status": "pass", "tests": [\#(test)]}"#) == [])
        #expect(problems(#"{"version": 3, "status": "pass", "message": null, "tests": [\#(test)]}"#) == [])
        #expect(!problems(#"{"version": 2, "status": "pass", "tests": [\#(test)]}"#).isEmpty)
        #expect(!problems(#"{"version": "3", "status": "pass", "tests": [\#(test)]}"#).isEmpty)
        #expect(!problems(#"{"version": 3, "status": "passed", "tests": [\#(test)]}"#).isEmpty)
        #expect(!problems(#"{"version": 3, "status": "error", "tests": []}"#).isEmpty, "an error without a message")
        #expect(!problems(#"{"version": 3, "status": "fail", "message": "m", "tests": [\#(test)]}"#).isEmpty)
        #expect(!problems(#"{"version": 3, "status": "error", "message": "m", "tests": [\#(test)]}"#).isEmpty, "an error where a test passed")
        #expect(!problems(#"{"version": 3, "status": "pass"}"#).isEmpty, "no tests")
        #expect(!problems(#"{"version": 3, "status": "fail", "tests": [{"name": "n", "test_code": "c", "status": "fail"}]}"#).isEmpty)
        #expect(!problems(#"{"version": 3, "status": "pass", "tests": [{"name": "n", "status": "pass"}]}"#).isEmpty, "no test_code")
        let long = String(repeating: "x", count: 501)
        #expect(!problems(#"{"version": 3, "status": "pass", "tests": [{"name": "n", "test_code": "c", "status": "pass", "output": "\#(long)"}]}"#).isEmpty)
        #expect(!problems(#"{"version": 3, "status": "pass", "tests": [{"name": "n", "test_code": "c", "status": "pass", "task_id": "1"}]}"#).isEmpty)
        #expect(!problems(#"{"version": 3, "status": "pass", "tests": [{"name": "n", "test_code": "c", "status": "pass", "passed": true}]}"#).isEmpty)
    }
}
