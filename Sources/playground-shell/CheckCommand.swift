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
            every starter and known-wrong solution must fail (each on the check it names), and every solution and \
            right solution (Right/, written differently) pass. \
            With --translations, lists every stale or missing translation (the build's warnings) and fails if there is one.
            """
    )

    @Argument(help: "The lesson: its id or number. With --solutions, optional (all lessons).")
    var lesson: String?

    @Argument(help: "One exercise, by number (all of the lesson's when left out; with --solutions too).")
    var exercise: Int?

    @Flag(name: .long, help: "Write Exercism's test-runner results (results.json, version 3): an object for one exercise, an array for all of a lesson's.")
    var json = false

    @Flag(name: .long, help: "Check the exercises themselves: every starter and known-wrong solution fails, every solution and right solution passes.")
    var solutions = false

    @Flag(name: .long, help: "Check the translations: list each one that is stale or missing, and fail if any is.")
    var translations = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if solutions, translations { throw ValidationError("--solutions and --translations are two checks: run one at a time") }
        if !solutions, !translations, lesson == nil { throw ValidationError("which lesson? 'playground check <lesson> [<exercise>]', or --solutions") }
        if translations, exercise != nil { throw ValidationError("--translations checks whole lessons: leave out the exercise") }
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
            // One exercise: it must be one of the lesson's (for grading and the authoring check alike).
            if let exercise, !(1...max(1, match.lesson.exercises.count)).contains(exercise) || match.lesson.exercises.isEmpty {
                Terminal.error("error: \(match.lesson.id) has exercises 1 to \(match.lesson.exercises.count), not \(exercise)\n")
                throw ExitCode.failure
            }
        }
        let makeRunner: @Sendable () -> SwiftRunner = {
            SwiftRunner(configuration: SwiftRunner.Configuration(environment: ProcessEnvironment.current))
        }
        if translations {
            try Self.checkTranslations(lessons)
        } else if solutions {
            try audit(lessons, makeRunner: makeRunner)
        } else {
            try grade(lessons[0], runner: makeRunner())
        }
    }

    /// Every stale or missing translation of `lessons`, as the build reported it, one per line.
    static func checkTranslations(_ lessons: [any Lesson.Type]) throws {
        let report = TranslationReport(lessons)
        Terminal.write(report.lines.map { $0 + "\n" }.joined())
        if report.failed { throw ExitCode.failure }
    }

    /// Lessons are audited side by side, one runner (and build folder) each, as many at once as
    /// there are cores; what each found is printed in the lessons' order.
    func audit(_ lessons: [any Lesson.Type], makeRunner: @escaping @Sendable () -> SwiftRunner) throws {
        let state = AuditState(lessons: lessons)
        let workers = max(1, min(lessons.count, ProcessInfo.processInfo.activeProcessorCount))
        let only = exercise.map { Set([$0]) }
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let runner = makeRunner()
            while let lesson = state.nextLesson() {
                state.finished(lesson, ExerciseAudit.run([state.lessons[lesson]], only: only, runner: runner))
            }
        }
        let findings = state.allFindings
        let failed = findings.filter { !$0.problems.isEmpty }.count
        let wrong = findings.reduce(0) { $0 + $1.wrong.count }
        let right = findings.reduce(0) { $0 + $1.right.count }
        Terminal.write("\(findings.count) exercises, \(wrong) known-wrong solutions, \(right) right solutions, \(failed) exercise(s) with problems\n")
        if findings.isEmpty || failed > 0 { throw ExitCode.failure }
    }

    /// The lessons still to audit and what the finished ones found, shared by the workers.
    final class AuditState: @unchecked Sendable {
        let lessons: [any Lesson.Type]
        private let lock = NSLock()
        private var next = 0
        private var done: [Int: [ExerciseAudit.Finding]] = [:]
        private var printed = 0

        init(lessons: [any Lesson.Type]) { self.lessons = lessons }

        func nextLesson() -> Int? {
            lock.withLock {
                guard next < lessons.count else { return nil }
                next += 1
                return next - 1
            }
        }

        /// Keeps what `lesson` found and prints every lesson finished in order so far.
        func finished(_ lesson: Int, _ findings: [ExerciseAudit.Finding]) {
            lock.withLock {
                done[lesson] = findings
                while let ready = done[printed] {
                    ready.forEach { Terminal.write(CheckCommand.report($0)) }
                    printed += 1
                }
            }
        }

        var allFindings: [ExerciseAudit.Finding] {
            lock.withLock { lessons.indices.flatMap { done[$0] ?? [] } }
        }
    }

    /// One exercise's lines: ok or FAIL, then what caught each known-wrong solution, then problems.
    static func report(_ finding: ExerciseAudit.Finding) -> String {
        let problems = finding.problems
        let mark = problems.isEmpty ? "ok  " : "FAIL"
        var text = "\(mark) \(finding.lesson) \(finding.number) \(finding.exercise.id) (\(String(format: "%.1f", finding.seconds)) s)\n"
        for run in finding.wrong where run.problem == nil {
            let named = run.solution.caughtBy == WrongSolution.compiler ? "the compiler" : "'\(run.solution.caughtBy)'"
            text += "       wrong \(run.solution.name): caught by \(named)\n"
        }
        for run in finding.right where run.report.passed {
            text += "       right \(run.solution.name): passes\n"
        }
        for problem in problems { text += "     \(problem)\n" }
        return text
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
            // One exercise asked for: its results.json object; the lesson's: an array of them.
            let results = entries.map { TestRunnerResults($0, exercise: exercises[$0.number - 1]) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = exercise == nil ? try encoder.encode(results) : try encoder.encode(results[0])
            Terminal.write(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            // Read in the learner's language (`--lang`, PLAYGROUND_LANG, the locale), as the shell
            // shows them; --json stays in English, for programs.
            let language = output.language
            for entry in entries {
                let translation = language == .en ? nil : exercises[entry.number - 1].translations[language.rawValue]
                let say = { (english: String) in translation.map { CheckText.translate(english, with: $0.checks, language: language) } ?? english }
                var text = StyledText()
                text.line("\(entry.passed ? "✓" : "✗") \(lesson.id) exercise \(entry.number): \(translation?.title ?? entry.title)", entry.passed ? .output : .error)
                for var check in entry.checks {
                    check.name = say(check.name)
                    check.message = check.message.map(say)
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
        case .threw(let error, let location): "threw an error nothing caught: " + (location.map { "\($0): " } ?? "") + error
        case .exited(let status): "ended the program: exit(\(status))"
        case .timedOut(let seconds): "stopped after \(seconds) s, the time limit"
        case .interrupted: "interrupted"
        case .unavailable(let reason): reason
        }
    }
}

/// One exercise's grading: its file, what the checks found, and what stopped them.
struct GradeEntry {
    struct CheckEntry {
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
}
