import PlaygroundKit
@testable import SwiftCells
import Testing

/// How `check --solutions` judges a known-wrong solution from its check report: it must fail, and
/// on the check its file names.
@Suite struct WrongSolutionVerdictTests {
    static let wrong = WrongSolution(name: "static-cache", mistake: "a static cache", caughtBy: "two containers", code: "")

    static func run(_ statuses: [(String, CheckReport.Result.Status)], ending: CodeRun.Ending = .finished) -> ExerciseAudit.WrongRun {
        ExerciseAudit.WrongRun(solution: wrong, report: CheckReport(results: statuses.map { .init(name: $0.0, status: $0.1) }, run: CodeRun(ending: ending)))
    }

    @Test func caughtByTheCheckItNamesIsNoProblem() {
        let run = Self.run([("same instance", .passed), ("two containers", .failed), ("per type", .failed)])
        #expect(run.caughtBy == ["two containers", "per type"])
        #expect(run.problem == nil)
    }

    @Test func aCrashInTheNamedCheckCatchesItToo() {
        let run = Self.run([("two containers", .crashed), ("per type", .notRun)], ending: .crashed(message: "Fatal error", location: nil))
        #expect(run.caughtBy == ["two containers"])
        #expect(run.problem == nil)
    }

    @Test func passingEveryCheckIsReportedWithTheMistake() {
        let run = Self.run([("same instance", .passed), ("two containers", .passed)])
        #expect(run.problem == "wrong solution 'static-cache' passes every check: a static cache")
    }

    @Test func caughtByAnotherCheckIsReportedWithWhatCaughtIt() {
        let run = Self.run([("same instance", .failed), ("two containers", .passed)])
        #expect(run.problem == "wrong solution 'static-cache' is caught by 'same instance', not by 'two containers' as its file says")
    }

    @Test func aCompileErrorIsTheCompilersCatch() {
        let run = Self.run([], ending: .compileErrors([LearnerDiagnostic(location: nil, severity: "error", message: "e")]))
        #expect(run.caughtBy == [WrongSolution.compiler])
        #expect(run.problem == "wrong solution 'static-cache' is caught by 'the compiler', not by 'two containers' as its file says")
    }
}

/// A check the compiler makes (`Refused/`), run for real: property-wrappers 3's wrapper must not
/// be usable on a struct.
@Suite struct RefusalCheckTests {
    @Test func codeThatCompilesFailsTheCheckWithWhatToDoAndTheSolutionPassesIt() throws {
        let lesson = try #require(ExerciseAuditTests.lessons.first { $0.id == "property-wrappers" })
        let exercise = try #require(lesson.exercises.first { $0.id == "safe-observable" })
        let refusal = try #require(exercise.refusals.first)
        let runner = SwiftRunner()
        let available = try #require(exercise.wrongSolutions.first { $0.name == "wrapped-value-available" })
        let wrong = runner.check(CheckRequest(lesson: lesson, exercise: exercise, code: available.code))
        let result = try #require(wrong.results.first { $0.name == refusal.name }, "\(wrong.results)")
        #expect(result.status == .failed && result.message == refusal.otherwise, "\(result)")
        #expect(wrong.results.filter { $0.name != refusal.name }.allSatisfy { $0.status == .passed }, "only the compiler's check catches it: \(wrong.results)")
        let solution = runner.check(CheckRequest(lesson: lesson, exercise: exercise, code: exercise.solution))
        #expect(solution.results.first { $0.name == refusal.name }?.status == .passed, "\(solution.results)")
    }
}
