import ArgumentParser
import Foundation
import LessonCatalog
import PlaygroundApp
import PlaygroundKit
import SwiftCells

/// `playground check`: the exercises' checks without the shell, for a teacher's grading script;
/// `--solutions` is the authoring check (every starter fails, every solution passes).
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run exercise checks on your files and exit 0 only when they pass.",
        discussion: """
            Checks the files 'exercise <n>' handed out (under $XDG_DATA_HOME/mvvm-playground, else \
            ~/.local/share/mvvm-playground). With --solutions, checks the lessons themselves: \
            every starter must fail and every solution pass.
            """
    )

    @Argument(help: "The lesson: its id or number. With --solutions, optional (all lessons).")
    var lesson: String?

    @Argument(help: "One exercise, by number (all of the lesson's when left out).")
    var exercise: Int?

    @Flag(name: .long, help: "Write the results as JSON: one entry per check with its name, status and message.")
    var json = false

    @Flag(name: .long, help: "Check the exercises themselves: every starter fails, every solution passes.")
    var solutions = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if !solutions, lesson == nil { throw ValidationError("which lesson? 'playground check <lesson> [<exercise>]', or --solutions") }
    }

    func run() throws {
        let catalog = Catalog.standard
        var lessons = catalog.lessons
        if let lesson {
            guard let match = catalog.lesson(matching: lesson) else {
                Terminal.error("error: \(catalog.noMatchMessage(for: lesson))\n")
                throw ExitCode.failure
            }
            lessons = [match.lesson]
        }
        let runner = SwiftRunner(configuration: SwiftRunner.Configuration(environment: ProcessEnvironment.current))
        if solutions {
            try audit(lessons, runner: runner)
        } else {
            try grade(lessons[0], runner: runner)
        }
    }

    func audit(_ lessons: [any Lesson.Type], runner: SwiftRunner) throws {
        var failed = 0
        let findings = ExerciseAudit.run(lessons, runner: runner) { finding in
            let problems = finding.problems
            let mark = problems.isEmpty ? "ok  " : "FAIL"
            let times = String(format: "starter %.2f s, solution %.2f s", finding.starter.run.seconds, finding.solution.run.seconds)
            Terminal.write("\(mark) \(finding.lesson) \(finding.number) \(finding.exercise.id) (\(times))\n")
            for problem in problems { Terminal.write("     \(problem)\n") }
            if !problems.isEmpty { failed += 1 }
        }
        Terminal.write("\(findings.count) exercises, \(failed) with problems\n")
        if findings.isEmpty || failed > 0 { throw ExitCode.failure }
    }

    func grade(_ lesson: any Lesson.Type, runner: SwiftRunner) throws {
        let exercises = lesson.exercises
        guard !exercises.isEmpty else {
            Terminal.error("error: \(lesson.id) has no exercises\n")
            throw ExitCode.failure
        }
        var numbers = Array(1...exercises.count)
        if let exercise {
            guard numbers.contains(exercise) else {
                Terminal.error("error: \(lesson.id) has exercises 1 to \(exercises.count), not \(exercise)\n")
                throw ExitCode.failure
            }
            numbers = [exercise]
        }
        guard let workspace = Workspace.defaultRoot(environment: ProcessEnvironment.current).map(Workspace.init(root:)) else {
            Terminal.error("error: there is no folder for your files: set HOME or XDG_DATA_HOME\n")
            throw ExitCode.failure
        }
        var entries: [GradeEntry] = []
        for number in numbers {
            let exercise = exercises[number - 1]
            let file = workspace.exerciseFile(lesson: lesson.id, number: number, exercise: exercise)
            var entry = GradeEntry(lesson: lesson.id, number: number, id: exercise.id, title: exercise.title, file: file.path, passed: false, checks: [])
            let code: String
            do {
                code = try workspace.read(file)
            } catch {
                entry.error = FileManager.default.fileExists(atPath: file.path)
                    ? "cannot read it (\(error.localizedDescription))"
                    : "no file: start the exercise with 'exercise \(number)' in the shell"
                entries.append(entry)
                continue
            }
            let report = runner.check(CheckRequest(lesson: lesson, exercise: exercise, code: code))
            entry.passed = report.passed
            entry.checks = report.results.map { GradeEntry.CheckEntry(name: $0.name, status: $0.status.rawValue, message: $0.message) }
            entry.error = Self.problem(report.run.ending)
            entry.report = report
            entries.append(entry)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(GradeReport(lesson: lesson.id, passed: entries.allSatisfy(\.passed), exercises: entries))
            Terminal.write(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            for entry in entries {
                var text = StyledText()
                text.line("\(entry.passed ? "✓" : "✗") \(lesson.id) exercise \(entry.number): \(entry.title)", entry.passed ? .output : .error)
                for check in entry.checks {
                    switch check.status {
                    case "passed": text.line("    ✓ \(check.name)")
                    case "crashed": text.line("    ✗ \(check.name) (crashed)")
                    case "not run": text.line("    · \(check.name) (not run)")
                    default: text.line("    ✗ \(check.name)\(check.message.map { ": \($0)" } ?? "")")
                    }
                }
                if let error = entry.error { text.line("    " + error, .warning) }
                Terminal.write(text.rendered(color: output.color))
            }
        }
        if !entries.allSatisfy(\.passed) { throw ExitCode.failure }
    }

    static func problem(_ ending: CodeRun.Ending) -> String? {
        switch ending {
        case .finished: nil
        case .compileErrors(let errors): "does not compile: " + errors.map { "\($0.location.map { "\($0): " } ?? "")\($0.message)" }.joined(separator: "; ")
        // "crashed: Aborted" says it already: no second "crashed: ".
        case .crashed(let message, let location):
            (message.hasPrefix("crashed") ? "" : "crashed: ") + (location.map { "\($0): " } ?? "") + message
        case .timedOut(let seconds): "stopped after \(seconds) s, the time limit"
        case .interrupted: "interrupted"
        case .unavailable(let reason): reason
        }
    }
}

/// `playground check --json`: what a grading script reads.
struct GradeReport: Encodable {
    var lesson: String
    var passed: Bool
    var exercises: [GradeEntry]
}

struct GradeEntry: Encodable {
    struct CheckEntry: Encodable {
        var name: String
        var status: String
        var message: String?
    }

    var lesson: String
    var number: Int
    var id: String
    var title: String
    var file: String
    var passed: Bool
    var checks: [CheckEntry]
    var error: String?
    var report: CheckReport?

    enum CodingKeys: String, CodingKey {
        case lesson, number, id, title, file, passed, checks, error
    }
}
