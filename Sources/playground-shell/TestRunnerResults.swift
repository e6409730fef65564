import PlaygroundKit
import SwiftReading

/// `playground check --json`: an exercise's checks as Exercism's test runners report them, a
/// `results.json` of the test-runner interface, version 3
/// (exercism/docs, building/tooling/test-runners/interface.md), so graders and classroom tools
/// that read Exercism's results read ours. One object per exercise; the encoder leaves out every
/// key whose value is nil, which the interface allows wherever a key may be null.
struct TestRunnerResults: Encodable, Equatable {
    enum Status: String, Encodable {
        case pass, fail, error
    }

    struct Test: Encodable, Equatable {
        /// The check's name as its `Checks.swift` says it (English, as all of `--json`).
        var name: String
        /// The check's own code: required for Concept Exercises, which ours are (the learner does
        /// not see the checks), so present whenever the check's source could be found.
        var testCode: String?
        var status: Status
        /// Why it failed or errored; nil (left out) when it passed.
        var message: String?
        /// What the learner's code printed during the check, capped at ``outputLimit``; nil when
        /// it printed nothing.
        var output: String?
        // `task_id` is left out: it links a test to one of an exercise's numbered tasks (`## 1.
        // ...` headings in its instructions), and our exercises are each one task, with no
        // numbered headings: there is nothing to link to.

        enum CodingKeys: String, CodingKey {
            case name, testCode = "test_code", status, message, output
        }
    }

    /// The interface's version: 3, tests that can be linked to tasks.
    var version = 3
    var status: Status
    /// Set only when `status` is `error`: what stopped the tests (the interface wants it clear,
    /// as it is all the learner sees).
    var message: String?
    /// In the order the checks are declared (the interface's rule: only the first failure is shown).
    var tests: [Test]

    /// The interface's cap on a test's output, in characters, and what ends output cut at it.
    static let outputLimit = 500
    static let truncationNotice = "\nOutput was truncated. Please limit to 500 chars."

    init(status: Status, message: String? = nil, tests: [Test]) {
        self.status = status
        self.message = message
        self.tests = tests
    }

    /// What `playground check` found for one exercise, in the interface's terms.
    init(_ entry: GradeEntry, exercise: Exercise) {
        guard let report = entry.report else {
            // No file to check (or it could not be read): nothing ran, which is an error with a
            // message saying what to do, and no tests.
            self.init(status: .error, message: entry.error ?? "the checks did not run", tests: [])
            return
        }
        let code = Self.testCode(exercise)
        let problem = CheckCommand.problem(report.run.ending)
        let stoppedIn = report.results.first { $0.status == .crashed }?.name
        let tests = report.results.map { result -> Test in
            var test = Test(name: result.name, testCode: code[result.name], status: .pass, output: Self.capped(result.output))
            switch result.status {
            case .passed:
                break
            case .failed:
                // An expectation that did not hold: the check's own message.
                test.status = .fail
                test.message = result.message ?? "the check failed"
            case .crashed:
                // The program died (a trap, the time limit) while this check ran: it errored,
                // with what ended it.
                test.status = .error
                test.message = problem ?? "the check did not finish"
            case .notRun:
                // An earlier check stopped the program: this one never ran, which is no pass and
                // no failure of its own.
                test.status = .error
                test.message = "not run: " + (stoppedIn.map { "the program stopped in the check '\($0)'" } ?? problem ?? "the checks stopped")
            }
            return test
        }
        switch report.run.ending {
        case .finished where !tests.isEmpty:
            // Every check ran: pass when all passed, fail when one did not.
            self.init(status: tests.allSatisfy { $0.status == .pass } ? .pass : .fail, tests: tests)
        case .compileErrors(let errors):
            // The code does not compile with the checks: no test ran. The interface asks for the
            // compiler's errors as the message, and there are no tests to list.
            self.init(status: .error, message: Self.compilerText(errors), tests: [])
        case .unavailable, .interrupted, .finished:
            // Nothing could be run here (no build folder, Ctrl-C), or nothing ran.
            self.init(status: .error, message: problem ?? "the checks did not run", tests: tests)
        case .crashed, .threw, .exited, .timedOut:
            // A crash or the time limit stopped the program in a check, and the checks after it
            // did not run: those tests errored. The interface keeps the run's `error` for when
            // every test errored (the crash came in the first check), with the crash as its
            // message; when a check before it ran, the run is a `fail`, the crash said in the
            // test it stopped.
            guard tests.allSatisfy({ $0.status == .error }) else {
                self.init(status: .fail, tests: tests)
                return
            }
            let message = problem.map { text in stoppedIn.map { "\(text) (in the check '\($0)')" } ?? text }
            self.init(status: .error, message: message ?? "the checks did not finish", tests: tests)
        }
    }

    /// Each check's code by its name: the `Check` calls of `Checks.swift`, the snippets the
    /// compiler must refuse, and the surface rules' own lines (`Surface/<name>.txt`, less the
    /// message), all read from what the build embedded from the exercise's folder.
    static func testCode(_ exercise: Exercise) -> [String: String] {
        var code: [String: String] = [:]
        for declaration in CheckDeclarations.read(exercise.checks) where code[declaration.name] == nil {
            code[declaration.name] = declaration.code
        }
        for refusal in exercise.refusals { code[refusal.name] = refusal.code.trimmingNewlines }
        for rule in exercise.surfaceRules {
            var lines = ["type: \(rule.type)"]
            if !rule.members.isEmpty { lines.append("members: " + rule.members.joined(separator: ", ")) }
            if !rule.forbid.isEmpty { lines.append("forbid: " + rule.forbid.joined(separator: ", ")) }
            if !rule.settable { lines.append("settable: no") }
            code[rule.name] = lines.joined(separator: "\n")
        }
        return code
    }

    /// `output` as the interface allows it: nil when empty; past ``outputLimit`` characters, cut
    /// so that it and ``truncationNotice`` make exactly the limit.
    static func capped(_ output: String) -> String? {
        guard !output.isEmpty else { return nil }
        guard output.count > outputLimit else { return output }
        return String(output.prefix(outputLimit - truncationNotice.count)) + truncationNotice
    }

    /// The compiler's errors as it printed them: `file:line:column: error: message`, then the
    /// source line and caret it showed.
    static func compilerText(_ errors: [LearnerDiagnostic]) -> String {
        errors.map { error in
            let place = error.location.map { "\($0): " } ?? ""
            return ([place + "\(error.severity): \(error.message)"] + error.excerpt).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}

private extension String {
    var trimmingNewlines: String {
        var text = Substring(self)
        while text.first?.isNewline == true { text.removeFirst() }
        while text.last?.isNewline == true { text.removeLast() }
        return String(text)
    }
}
