import Foundation
import LessonCatalog
import Testing
@testable import PlaygroundKit
@testable import SwiftCells

/// The exercises as authored: enough of them, well formed, and each one's starter caught by its
/// checks while its solution passes them all (compiled and run for real).
@Suite struct ExerciseAuditTests {
    static var lessons: [any Lesson.Type] { Catalog.standard.lessons }

    /// `di 3 cycle-detector`: how a problem names its exercise.
    static func name(_ lesson: any Lesson.Type, _ number: Int, _ exercise: Exercise) -> String {
        "\(lesson.id) \(number) \(exercise.id)"
    }

    @Test func everyLessonHasAtLeastTwoExercisesAndThereAreSixteenInAll() {
        for lesson in Self.lessons {
            #expect(lesson.exercises.count >= 2, "\(lesson.id) has \(lesson.exercises.count) exercise(s)")
        }
        let total = Self.lessons.reduce(0) { $0 + $1.exercises.count }
        #expect(total >= 16, "\(total) exercises in all")
    }

    @Test func everyExerciseHasATaskHintsAndASwiftFile() {
        for lesson in Self.lessons {
            for (index, exercise) in lesson.exercises.enumerated() {
                let name = Self.name(lesson, index + 1, exercise)
                #expect(exercise.hints.count >= 2, "\(name): \(exercise.hints.count) hint(s)")
                #expect(exercise.hints.allSatisfy { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }, "\(name): an empty hint")
                #expect(!exercise.task.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(name): no task")
                #expect(!exercise.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(name): no title")
                #expect(exercise.fileName.hasSuffix(".swift") && exercise.fileName.count > ".swift".count,
                        "\(name): the learner's file is '\(exercise.fileName)'")
                #expect(!exercise.fileName.contains("/"), "\(name): the learner's file '\(exercise.fileName)' is a path")
            }
        }
    }

    /// Two exercises may give the learner files of the same name (events 1 and 2 both edit an
    /// `Event.swift`), but never the same file: each has a folder of its own in the workspace.
    @Test func everyExerciseHasAFileOfItsOwn() {
        let workspace = Workspace(root: URL(fileURLWithPath: "/learner"))
        var seen: [String: String] = [:]
        for lesson in Self.lessons {
            for (index, exercise) in lesson.exercises.enumerated() {
                let name = Self.name(lesson, index + 1, exercise)
                let path = workspace.exerciseFile(lesson: lesson.id, number: index + 1, exercise: exercise).path
                if let other = seen[path] { Issue.record("\(name) and \(other) share \(path)") }
                seen[path] = name
            }
        }
        #expect(seen.count == Self.lessons.reduce(0) { $0 + $1.exercises.count })
    }

    /// The starter must not pass (a check fails or crashes, or it does not compile); the solution
    /// must compile and pass every check. One lesson per case, each with a runner of its own.
    @Test(arguments: Catalog.standard.lessons.map { $0.id })
    func everyStarterFailsAndEverySolutionPasses(_ id: String) throws {
        let lesson = try #require(Self.lessons.first { $0.id == id })
        let findings = ExerciseAudit.run([lesson], runner: SwiftRunner())
        #expect(findings.map(\.number) == lesson.exercises.indices.map { $0 + 1 }, "\(id): not every exercise was audited")
        for finding in findings {
            let name = "\(finding.lesson) \(finding.number) \(finding.exercise.id)"
            for problem in finding.problems {
                Issue.record("\(name): \(problem)")
            }
            #expect(Self.starterIsCaught(finding.starter), "\(name): the starter is not caught: \(Self.describe(finding.starter))")
            #expect(finding.solution.passed, "\(name): the solution does not pass: \(Self.describe(finding.solution))")
        }
    }

    /// The starter does not compile, or some check failed or crashed on it.
    static func starterIsCaught(_ report: CheckReport) -> Bool {
        if case .compileErrors = report.run.ending { return true }
        if case .unavailable = report.run.ending { return false }
        return report.results.contains { $0.status == .failed || $0.status == .crashed }
    }

    static func describe(_ report: CheckReport) -> String {
        let checks = report.results.map { "\($0.name): \($0.status.rawValue)\($0.message.map { " (\($0))" } ?? "")" }
        return "\(report.run.ending); " + checks.joined(separator: "; ")
    }
}
