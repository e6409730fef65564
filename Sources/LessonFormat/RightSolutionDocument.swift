import Foundation

/// A correct solution of an exercise written differently from the reference, read from
/// `Exercises/<n>-<id>/Right/<name>.swift`: another structure, an extra `receive(on:)`, another
/// valid data structure. `playground check --solutions` requires it to pass, so that the checks
/// are proved to accept right answers, not only to refuse wrong ones. The file starts with
///
///     // right: <how it differs from the reference solution, in a sentence>
///
/// then the learner's whole file.
public struct RightSolutionDocument: Equatable, Sendable {
    /// The file's name without `.swift`: `keyed-by-name-and-module`.
    public var name: String
    public var difference: String
    /// The whole file, header lines included (so line numbers in messages match the file).
    public var code: String

    /// Every exercise keeps at least this many.
    public static let minimum = 1

    public static func parse(_ text: String, name: String, file: String) throws(Diagnostics) -> RightSolutionDocument {
        var problems: [Diagnostic] = []
        if !LessonDocument.isValidID(name) {
            problems.append(Diagnostic(file, 1, "a right solution's file is named with lowercase letters, digits and dashes, like 'keyed-by-identifier.swift', not '\(name.shortened).swift'"))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let difference = lines.first.flatMap { $0.hasPrefix("// right: ") ? String($0.dropFirst("// right: ".count)).trimmed : nil } ?? ""
        if difference.isEmpty {
            problems.append(Diagnostic(file, 1, "a right solution starts with '// right: <how it differs from Solution.swift>'"))
        }
        if lines.allSatisfy({ String($0).trimmed.isEmpty || $0.hasPrefix("//") }) {
            problems.append(Diagnostic(file, 1, "the right solution has no code after its header"))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return RightSolutionDocument(name: name, difference: difference, code: text)
    }
}
