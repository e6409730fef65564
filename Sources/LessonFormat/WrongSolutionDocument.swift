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
    public static let minimum = 0

    /// Parses `text`, the file at `file`, against the exercise's `checks` source.
    public static func parse(_ text: String, name: String, file: String, checks: String) throws(Diagnostics) -> WrongSolutionDocument {
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
        } else if caughtBy != compiler, !checks.contains("Check(\"\(caughtBy)\"") {
            problems.append(Diagnostic(file, caughtByLine, "'caught by' names no check of the exercise: '\(caughtBy.shortened)' is not a 'Check(\"…\")' in Checks.swift"))
        }
        if lines.allSatisfy({ String($0).trimmed.isEmpty || $0.hasPrefix("//") }) {
            problems.append(Diagnostic(file, 1, "the wrong solution has no code after its header"))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return WrongSolutionDocument(name: name, mistake: mistake, caughtBy: caughtBy, code: text)
    }
}
