import Foundation

/// Exercism's test-runner interface, version 3 (exercism/docs,
/// building/tooling/test-runners/interface.md), as rules a `results.json` must keep: what
/// `playground check --json` writes is held to them. Each rule cites the doc.
enum TestRunnerInterface {
    static let topLevelKeys: Set = ["version", "status", "message", "tests"]
    static let testKeys: Set = ["name", "test_code", "status", "message", "output", "task_id"]
    static let statuses: Set = ["pass", "fail", "error"]
    /// "The output must be limited to 500 chars. Either truncating with a message of 'Output was
    /// truncated. Please limit to 500 chars' or returning an error."
    static let outputLimit = 500
    static let truncationMessage = "Output was truncated. Please limit to 500 chars"

    /// What is wrong with `data`, a results.json object or (for a lesson) an array of them; empty
    /// when nothing is. `checkNames`: the checks as the exercise's `Checks.swift` declares them,
    /// in order, which the tests must follow ("The tests MUST be returned in the order they are
    /// specified in the tests file").
    static func problems(_ data: Data, checkNames: [String] = []) -> [String] {
        guard let json = try? JSONDecoder().decode(JSON.self, from: data) else { return ["not JSON"] }
        if case .array(let array) = json {
            return array.enumerated().flatMap { index, item in problems(results: item, checkNames: checkNames).map { "[\(index)] \($0)" } }
        }
        return problems(results: json, checkNames: checkNames)
    }

    static func problems(results json: JSON, checkNames: [String]) -> [String] {
        guard case .object(let results) = json else { return ["a results.json is an object"] }
        var found: [String] = []
        found += results.keys.filter { !topLevelKeys.contains($0) }.map { "unknown top-level key '\($0)'" }
        // version: number, required; 3 for tests linked to tasks.
        if !isInteger(results["version"], 3) { found.append("version must be the number 3, not \(String(describing: results["version"]))") }
        // status: string, required: pass, fail or error.
        let status = results["status"]?.string
        if status.map(statuses.contains) != true { found.append("status must be pass, fail or error, not \(String(describing: results["status"]))") }
        // message: required if status = error; otherwise null or left out.
        if status == "error" {
            if !isText(results["message"]) { found.append("an error has a top-level message") }
        } else if !isNull(results["message"]) {
            found.append("a top-level message only with status error")
        }
        // tests: array, required (versions 2 and 3).
        guard case .array(let tests)? = results["tests"] else { return found + ["tests is a required array"] }
        var statusesSeen: [String] = []
        for (index, item) in tests.enumerated() {
            guard case .object(let test) = item else {
                found.append("tests[\(index)] is not an object")
                continue
            }
            let problems = testProblems(test)
            found += problems.map { "tests[\(index)] (\(test["name"]?.string ?? "?")): \($0)" }
            statusesSeen.append(test["status"]?.string ?? "")
        }
        // pass: all tests passed; fail: at least one failed.
        if status == "pass", tests.isEmpty || statusesSeen.contains(where: { $0 != "pass" }) { found.append("status pass, yet not every test passed") }
        if status == "fail", !statusesSeen.contains(where: { $0 != "pass" }) { found.append("status fail, yet no test failed") }
        // "The error status should only be used if all tests errored" (none ran correctly).
        if status == "error", statusesSeen.contains(where: { $0 != "error" }) { found.append("status error, yet a test did not error") }
        // In the order of the tests file.
        let names = tests.compactMap { item -> String? in
            guard case .object(let test) = item else { return nil }
            return test["name"]?.string
        }
        if !tests.isEmpty, !checkNames.isEmpty, Array(names.prefix(checkNames.count)) != checkNames {
            found.append("the tests are not in the order Checks.swift declares them: \(names)")
        }
        return found
    }

    static func testProblems(_ test: [String: JSON]) -> [String] {
        var found = test.keys.filter { !testKeys.contains($0) }.map { "unknown key '\($0)'" }
        // name: string, required.
        if !isText(test["name"]) { found.append("name is a required string") }
        // test_code: string, required for Concept Exercises (the learner does not see the checks).
        if !isText(test["test_code"]) { found.append("test_code is required for a Concept Exercise") }
        // status: pass, fail or error.
        let status = test["status"]?.string
        if status.map(statuses.contains) != true { found.append("status must be pass, fail or error, not \(String(describing: test["status"]))") }
        // message: optional string, the failure's; null or left out when there is none. Ours: a
        // fail or an error says why, a pass says nothing.
        if status == "pass" {
            if !isNull(test["message"]) { found.append("a passing test has no message") }
        } else if !isText(test["message"]) {
            found.append("a \(status ?? "?") says why in message")
        }
        // output: optional string, at most 500 chars, a cut one ending in the notice.
        if let output = test["output"], output != .null {
            if let text = output.string {
                if text.count > outputLimit { found.append("output has \(text.count) characters, over \(outputLimit)") }
                if text.count == outputLimit, !text.hasSuffix(truncationMessage + "."), !text.hasSuffix(truncationMessage) {
                    found.append("output cut at the limit without the truncation message")
                }
            } else {
                found.append("output is a string")
            }
        }
        // task_id: optional number (version 3).
        if let taskID = test["task_id"], taskID != .null, !isInteger(taskID, nil) { found.append("task_id is a number") }
        return found
    }

    static func isText(_ value: JSON?) -> Bool { value?.string.map { !$0.isEmpty } ?? false }
    static func isNull(_ value: JSON?) -> Bool { value == nil || value == .null }

    /// A JSON number (not a string, not true or false) that is a whole number, `expected` if given.
    static func isInteger(_ value: JSON?, _ expected: Int?) -> Bool {
        guard case .number(let number)? = value, let whole = Int(exactly: number) else { return false }
        return expected.map { $0 == whole } ?? true
    }

    /// A JSON value as written: a number stays a number, `true` a boolean, `null` null.
    enum JSON: Decodable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([JSON]), object([String: JSON])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Double.self) {
                self = .number(value)
            } else if let value = try? container.decode(String.self) {
                self = .string(value)
            } else if let value = try? container.decode([JSON].self) {
                self = .array(value)
            } else {
                self = .object(try container.decode([String: JSON].self))
            }
        }

        var string: String? {
            if case .string(let text) = self { return text }
            return nil
        }
    }
}
