import PlaygroundKit

/// The authoring check behind `playground check --solutions`: every exercise's starter fails its
/// checks (or does not compile), its solution and each of its right solutions (`Right/`, written
/// differently) pass them, and each of its known-wrong solutions fails on the check it names.
public enum ExerciseAudit {
    /// How one known-wrong solution did.
    public struct WrongRun: Sendable {
        public var solution: WrongSolution
        public var report: CheckReport

        /// What caught it: the checks that failed or crashed on it, or the compiler; empty when it
        /// passed (or could not be run).
        public var caughtBy: [String] {
            if case .compileErrors = report.run.ending { return [WrongSolution.compiler] }
            return report.results.filter { $0.status == .failed || $0.status == .crashed }.map(\.name)
        }

        /// What is wrong with the exercise's checks, judged by this mistake.
        public var problem: String? {
            if case .unavailable(let reason) = report.run.ending { return "wrong solution '\(solution.name)': \(reason)" }
            if report.passed { return "wrong solution '\(solution.name)' passes every check: \(solution.mistake)" }
            let caught = caughtBy
            if caught.isEmpty {
                return "wrong solution '\(solution.name)' was caught by no check (\(report.run.ending)): \(solution.mistake)"
            }
            if !caught.contains(solution.caughtBy) {
                let names = caught.map { "'\($0)'" }.joined(separator: ", ")
                return "wrong solution '\(solution.name)' is caught by \(names), not by '\(solution.caughtBy)' as its file says"
            }
            return nil
        }
    }

    public struct Finding: Sendable {
        public var lesson: String
        public var number: Int
        public var exercise: Exercise
        /// How the starter did: it must not pass.
        public var starter: CheckReport
        /// How the solution did: it must pass.
        public var solution: CheckReport
        /// How each known-wrong solution did: each must fail, on the check it names.
        public var wrong: [WrongRun]
        /// How each right solution did: each must pass.
        public var right: [(solution: RightSolution, report: CheckReport)] = []

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
            if exercise.wrongSolutions.count < 2 {
                found.append("it keeps \(exercise.wrongSolutions.count) known-wrong solution(s) in Wrong/; every exercise keeps at least 2")
            }
            if exercise.rightSolutions.count < 1 {
                found.append("it keeps no right solution in Right/ (a correct answer written differently from Solution.swift); every exercise keeps at least 1")
            }
            for run in right where !run.report.passed {
                let failing = run.report.results.filter { $0.status != .passed }.map { "\($0.name): \($0.message ?? $0.status.rawValue)" }
                var detail = failing.joined(separator: "; ")
                if case .compileErrors(let errors) = run.report.run.ending {
                    detail = errors.map { "\($0.location.map { "\($0): " } ?? "")\($0.message)" }.joined(separator: "; ")
                } else if detail.isEmpty {
                    detail = "\(run.report.run.ending)"
                }
                found.append("right solution '\(run.solution.name)' (\(run.solution.difference)) is rejected: \(detail)")
            }
            found += wrong.compactMap(\.problem)
            return found
        }

        /// Total seconds its check programs took (compiling included).
        public var seconds: Double {
            starter.run.seconds + solution.run.seconds + wrong.reduce(0) { $0 + $1.report.run.seconds }
                + right.reduce(0) { $0 + $1.report.run.seconds }
        }
    }

    /// Runs the starter, the solution and the wrong solutions of every exercise of `lessons`, in order.
    /// `only`: the exercises to audit, by number (1-based); nil: all.
    public static func run(_ lessons: [any Lesson.Type], only: Set<Int>? = nil, runner: SwiftRunner, progress: (Finding) -> Void = { _ in }) -> [Finding] {
        var findings: [Finding] = []
        for lesson in lessons {
            for (index, exercise) in lesson.exercises.enumerated() where only?.contains(index + 1) ?? true {
                let check = { (code: String) in runner.check(CheckRequest(lesson: lesson, exercise: exercise, code: code)) }
                let finding = Finding(
                    lesson: lesson.id, number: index + 1, exercise: exercise,
                    starter: check(exercise.starter), solution: check(exercise.solution),
                    wrong: exercise.wrongSolutions.map { WrongRun(solution: $0, report: check($0.code)) },
                    right: exercise.rightSolutions.map { ($0, check($0.code)) })
                progress(finding)
                findings.append(finding)
            }
        }
        return findings
    }
}
