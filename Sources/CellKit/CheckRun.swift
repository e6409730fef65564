@preconcurrency import Platform
import Foundation
import PlaygroundKit

/// Runs an exercise's checks in the check program the playground builds (its `main.swift` calls
/// this) and writes what happened to `results`, one JSON object per line, flushed as it goes:
/// first every check as `planned`, then
///
///     {"check":0,"name":"resolving a singleton twice gives the same instance","status":"started","key":"…"}
///     {"check":0,"status":"passed","key":"…"}
///     {"check":1,"name":"...","status":"started","key":"…"}
///     {"check":1,"status":"failed","message":"resolve made a second Analytics: ...","key":"…"}
///     {"check":2,"status":"done","key":"…"}
///
/// Every line carries the run's key, read from the file at `key` and the file removed before any
/// learner code runs: the key lives only in this program's memory, so lines the learner's code
/// appends to the results (it can name the file) are told apart and ignored, and a program that
/// exits early (`exit(0)` in learner code) never wrote `done`. A check the program died in (a trap
/// in the learner's code) has a `started` line and nothing after it; the playground reads the
/// crash from the program's output. Before each check a mark goes to standard output, so the
/// playground can tell what each check printed (``CheckOutputMarks``). Exits 0 when every check passed, 1 otherwise.
public func runChecks(_ checks: [Check], results path: String, key keyPath: String) -> Never {
    CellOutput.sendLessonOutputToStandardOutput()
    let key = (try? String(contentsOfFile: keyPath, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    unlink(keyPath)
    guard !key.isEmpty, let file = fopen(path, "w") else {
        fputs("cannot write the check results to \(path)\n", stderr)
        exit(2)
    }
    func write(_ record: CheckRecord) {
        var record = record
        record.key = key
        guard let data = try? JSONEncoder().encode(record) else { return }
        fputs(String(decoding: data, as: UTF8.self) + "\n", file)
        fflush(file)
    }
    // Every check first, so a crash leaves the ones after it listed as not run.
    for (index, check) in checks.enumerated() {
        write(CheckRecord(check: index, name: check.name, status: .planned))
    }
    var passed = true
    for (index, check) in checks.enumerated() {
        // Where this check's output starts (`CheckOutputMarks`): what was printed before is out.
        fflush(stdout)
        fputs(CheckOutputMarks.mark(check: index, key: key), stdout)
        fflush(stdout)
        write(CheckRecord(check: index, name: check.name, status: .started))
        do {
            try check.body()
            write(CheckRecord(check: index, status: .passed))
        } catch let failure as CheckFailure {
            passed = false
            write(CheckRecord(check: index, status: .failed, message: failure.message))
        } catch {
            passed = false
            write(CheckRecord(check: index, status: .failed, message: "threw \(error)"))
        }
        fflush(stdout)
    }
    write(CheckRecord(check: checks.count, status: .done))
    fclose(file)
    exit(passed ? 0 : 1)
}

/// One line of a check program's results file.
public struct CheckRecord: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        case planned, started, passed, failed
        /// Every check ran: the last line.
        case done
    }

    public var check: Int
    public var name: String?
    public var status: Status
    public var message: String?
    /// The run's key (see ``runChecks(_:results:key:)``).
    public var key: String?

    public init(check: Int, name: String? = nil, status: Status, message: String? = nil) {
        self.check = check
        self.name = name
        self.status = status
        self.message = message
    }
}
