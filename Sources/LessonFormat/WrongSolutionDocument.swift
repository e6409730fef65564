import Foundation

/// A known-wrong solution of an exercise, read from `Exercises/<n>-<id>/Wrong/<name>.swift`: a
/// plausible mistake a learner makes, kept so that the authoring check (`playground check
/// --solutions`) proves the exercise's checks catch it, and which check does. The file starts with
///
///     // wrong: <the mistake, in a sentence>
///     // caught by: <the name of the check that fails on it, or "the compiler">
///
/// then the learner's whole file as that learner would have written it.
public struct WrongSolutionDocument: Equatable, Sendable {
    /// The file's name without `.swift`: `first-cached-is-a-t`.
    public var name: String
    public var mistake: String
    /// A check's name, word for word as `Check("…")` has it, or ``compiler``.
    public var caughtBy: String
    /// The whole file, header lines included (so line numbers in messages match the file).
    public var code: String

    /// What `caught by:` says when the mistake does not compile.
    public static let compiler = "the compiler"
    /// Every exercise keeps at least this many.
    public static let minimum = 2

    /// Parses `text`, the file at `file`, against the exercise's `checks` source.
    /// `refusals` are the names of the exercise's refused-snippet checks, which it may name too.
    public static func parse(_ text: String, name: String, file: String, checks: String, refusals: [String] = []) throws(Diagnostics) -> WrongSolutionDocument {
        var problems: [Diagnostic] = []
        if !LessonDocument.isValidID(name) {
            problems.append(Diagnostic(file, 1, "a wrong solution's file is named with lowercase letters, digits and dashes, like 'first-cached-is-a-t.swift', not '\(name.shortened).swift'"))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var mistake = "", caughtBy = "", caughtByLine = 2
        for (index, line) in lines.enumerated() {
            guard line.hasPrefix("//") else { break }
            if line.hasPrefix("// wrong: ") {
                mistake = String(line.dropFirst("// wrong: ".count)).trimmed
            } else if line.hasPrefix("// caught by: ") {
                caughtBy = String(line.dropFirst("// caught by: ".count)).trimmed
                caughtByLine = index + 1
            }
        }
        if mistake.isEmpty {
            problems.append(Diagnostic(file, 1, "a wrong solution starts with '// wrong: <the mistake>' and '// caught by: <check name>' lines"))
        }
        if caughtBy.isEmpty {
            problems.append(Diagnostic(file, caughtByLine, "a wrong solution says which check catches it: '// caught by: <the check's name>' (or '\(compiler)')"))
        } else if caughtBy != compiler, !refusals.contains(caughtBy),
                  // The name as the learner reads it; in Checks.swift its quotes are escaped.
                  !checks.contains("Check(\"\(caughtBy.replacingOccurrences(of: "\"", with: "\\\""))\"") {
            problems.append(Diagnostic(file, caughtByLine, "'caught by' names no check of the exercise: '\(caughtBy.shortened)' is not a 'Check(\"…\")' in Checks.swift nor a refused snippet's check"))
        }
        if lines.allSatisfy({ String($0).trimmed.isEmpty || $0.hasPrefix("//") }) {
            problems.append(Diagnostic(file, 1, "the wrong solution has no code after its header"))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return WrongSolutionDocument(name: name, mistake: mistake, caughtBy: caughtBy, code: text)
    }
}

/// Code the learner's file must make the compiler refuse, read from
/// `Exercises/<n>-<id>/Refused/<name>.swift`: a check that no run can make, such as "a struct
/// cannot use this wrapper" (its `wrappedValue` unavailable). The file starts with
///
///     // check: <the check's name, as the learner sees it>
///     // expect: <part of the compiler's error that proves the point>
///     // otherwise: <what to tell the learner when the code compiles>
///
/// then the code, compiled with the learner's file and type-checked only.
public struct RefusalDocument: Equatable, Sendable {
    public var name: String
    public var expect: String
    public var otherwise: String
    public var code: String

    public static func parse(_ text: String, file: String) throws(Diagnostics) -> RefusalDocument {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("//") else { break }
            for key in ["check", "expect", "otherwise"] where line.hasPrefix("// \(key): ") {
                fields[key] = String(line.dropFirst("// \(key): ".count)).trimmed
            }
        }
        let missing = ["check", "expect", "otherwise"].filter { (fields[$0] ?? "").isEmpty }
        guard missing.isEmpty else {
            throw Diagnostics([Diagnostic(file, 1, "a refused snippet starts with '// check: <name>', '// expect: <part of the compiler's error>' and '// otherwise: <what to tell the learner>' lines; it has no \(missing.map { "'\($0):'" }.joined(separator: ", "))")])
        }
        return RefusalDocument(name: fields["check"]!, expect: fields["expect"]!, otherwise: fields["otherwise"]!, code: text)
    }
}
