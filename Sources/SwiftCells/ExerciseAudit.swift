import PlaygroundKit

/// The authoring check behind `playground check --solutions`: every exercise's starter fails its
/// checks (or does not compile) and its solution passes them.
public enum ExerciseAudit {
    public struct Finding: Sendable {
        public var lesson: String
        public var number: Int
        public var exercise: Exercise
        /// How the starter did: it must not pass.
        public var starter: CheckReport
        /// How the solution did: it must pass.
        public var solution: CheckReport

        /// What is wrong with the exercise, if anything.
        public var problems: [String] {
            var found: [String] = []
            if case .unavailable(let reason) = starter.run.ending { return [reason] }
            if starter.passed { found.append("the starter passes every check: the checks do not catch it") }
            if case .crashed(let message, _) = starter.run.ending, starter.results.isEmpty { found.append("the starter's check program crashed before any check: \(message)") }
            if !solution.passed {
                let failing = solution.results.filter { $0.status != .passed }.map { "\($0.name): \($0.message ?? $0.status.rawValue)" }
                var detail = failing.joined(separator: "; ")
                if case .compileErrors(let errors) = solution.run.ending {
                    detail = errors.map { "\($0.location.map { "\($0): " } ?? "")\($0.message)" }.joined(separator: "; ")
                } else if case .crashed(let message, let location) = solution.run.ending {
                    detail += " (\(location.map { "\($0): " } ?? "")\(message))"
                }
                found.append("the solution does not pass: \(detail)")
            }
            return found
        }
    }

    /// Runs the starter and the solution of every exercise of `lessons`, in order.
    public static func run(_ lessons: [any Lesson.Type], runner: SwiftRunner, progress: (Finding) -> Void = { _ in }) -> [Finding] {
        var findings: [Finding] = []
        for lesson in lessons {
            for (index, exercise) in lesson.exercises.enumerated() {
                let starter = runner.check(CheckRequest(lesson: lesson, exercise: exercise, code: exercise.starter))
                let solution = runner.check(CheckRequest(lesson: lesson, exercise: exercise, code: exercise.solution))
                let finding = Finding(lesson: lesson.id, number: index + 1, exercise: exercise, starter: starter, solution: solution)
                progress(finding)
                findings.append(finding)
            }
        }
        return findings
    }
}
