/// An exercise, read from its folder `Exercises/<n>-<id>/` in a lesson folder:
///
/// - `exercise.md`: front matter with `title` and `file` (the name of the learner's file), the task
///   in soft-wrapped Markdown (as a step's text), then `## Hints` and one `- ` item per hint,
///   gentlest first;
/// - `Starter.swift`: the learner's file as handed out; it compiles (unless the point is a compiler
///   error) and fails the checks;
/// - `Solution.swift`: a version that passes;
/// - `Checks.swift`: `import CellKit` and `func checks() -> [Check]`;
/// - `Wrong/<name>.swift`: at least two known-wrong solutions, the plausible mistakes, each naming
///   the check that catches it (see ``WrongSolutionDocument``);
/// - `Right/<name>.swift`: at least one correct solution written differently from the reference
///   (see ``RightSolutionDocument``);
/// - `contract.md`: what the task asks for, each behaviour with the checks that show it (see
///   ``ContractDocument``);
/// - `Surface/<name>.txt` (optional): what a type of the learner's may show, read from the
///   compiler's symbol graph (see ``SurfaceRuleDocument``);
/// - `Refused/<name>.swift` (optional): code the learner's file must make the compiler refuse,
///   each a check of its own (see ``RefusalDocument``).
public struct ExerciseDocument: Equatable, Sendable {
    public var id: String
    public var folder: String
    public var title: String
    public var fileName: String
    public var task: String
    public var hints: [String]
    public var starter: String
    public var solution: String
    public var checks: String
    public var wrongSolutions: [WrongSolutionDocument]
    public var refusals: [RefusalDocument]
    public var rightSolutions: [RightSolutionDocument] = []
    /// `Surface/<name>.txt`: checks read from the compiler's symbol graph of the learner's file.
    public var surfaceRules: [SurfaceRuleDocument] = []
    /// Its translations (`exercise.<lang>.md`), by language.
    public var translations: [ExerciseTranslationDocument] = []

    public static let keys = ["title", "file"]
    public static let files = ["exercise.md", "Starter.swift", "Solution.swift", "Checks.swift"]

    /// The id in a folder name `<n>-<id>`, or nil when the name is not of that form.
    public static func id(inFolderName name: String) -> String? {
        guard let dash = name.firstIndex(of: "-"), !name[..<dash].isEmpty, name[..<dash].allSatisfy(\.isNumber) else { return nil }
        let id = String(name[name.index(after: dash)...])
        return LessonDocument.isValidID(id) ? id : nil
    }

    /// Parses `exercise.md` (`markdown`, at `file`) with the three Swift files' contents.
    public static func parse(
        id: String, folder: String, markdown: String, file: String, starter: String, solution: String, checks: String,
        wrongSolutions: [WrongSolutionDocument] = [], refusals: [RefusalDocument] = []
    ) throws(Diagnostics) -> ExerciseDocument {
        var problems: [Diagnostic] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var values: [String: String] = [:]
        var index = 0
        if lines.first?.trimmingTrailingSpaces == "---" {
            index = 1
            var closed = false
            while index < lines.count {
                let line = lines[index]
                index += 1
                if line.trimmingTrailingSpaces == "---" { closed = true; break }
                if line.allSatisfy(\.isWhitespace) { continue }
                guard let colon = line.firstIndex(of: ":") else {
                    problems.append(Diagnostic(file, index, "front matter lines look like 'key: value', not '\(line.shortened)'"))
                    continue
                }
                let key = String(line[..<colon]).trimmed
                guard keys.contains(key) else {
                    problems.append(Diagnostic(file, index, "unknown front matter key '\(key.shortened)'; the keys are \(keys.joined(separator: ", "))"))
                    continue
                }
                values[key] = String(line[line.index(after: colon)...]).trimmed
            }
            if !closed { problems.append(Diagnostic(file, 1, "the front matter opened on line 1 is never closed with '---'")) }
            for key in keys where (values[key] ?? "").isEmpty {
                problems.append(Diagnostic(file, 1, "the front matter has no '\(key):'"))
            }
        } else {
            problems.append(Diagnostic(file, 1, "an exercise starts with front matter: '---', 'title:' and 'file:' lines, then '---'"))
        }
        if let name = values["file"], !name.isEmpty,
           !(name.hasSuffix(".swift") && name.count > 6 && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-" })) {
            problems.append(Diagnostic(file, 1, "'file' names the learner's Swift file, like 'Container.swift', not '\(name.shortened)'"))
        }

        var task = Blocks()
        var hints: [String] = []
        var inHints = false
        var inFence = false
        var fence: [String] = []
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.trimmed.hasPrefix("```") {
                if inFence { task.verbatim(fence); fence = [] }
                inFence.toggle()
                continue
            }
            if inFence { fence.append(line); continue }
            if line.hasPrefix("#") {
                if line.trimmingTrailingSpaces == "## Hints", !inHints {
                    inHints = true
                } else {
                    problems.append(Diagnostic(file, index, "the only heading in an exercise is '## Hints', once, after the task"))
                }
                continue
            }
            if inHints {
                if line.hasPrefix("- ") {
                    hints.append(String(line.dropFirst(2)).trimmed)
                } else if line.hasPrefix("  "), !hints.isEmpty {
                    hints[hints.count - 1] += " " + line.trimmed
                } else if !line.allSatisfy(\.isWhitespace) {
                    problems.append(Diagnostic(file, index, "under '## Hints' each hint is a '- ' item (continued on lines indented by two spaces)"))
                }
                continue
            }
            if line.allSatisfy(\.isWhitespace) { task.blank() } else { task.prose(line) }
        }
        if inFence { problems.append(Diagnostic(file, lines.count, "a code fence is never closed")) }
        if task.text.isEmpty { problems.append(Diagnostic(file, 1, "the exercise has no task: write it after the front matter")) }
        if hints.count < 2 { problems.append(Diagnostic(file, max(1, lines.count), "an exercise has at least two hints under '## Hints', gentlest first")) }
        if !checks.contains("func checks() -> [Check]") {
            problems.append(Diagnostic(folder + "/Checks.swift", 1, "Checks.swift declares 'func checks() -> [Check]'"))
        }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return ExerciseDocument(
            id: id, folder: folder, title: values["title"] ?? "", fileName: values["file"] ?? "", task: task.text,
            hints: hints, starter: starter, solution: solution, checks: checks, wrongSolutions: wrongSolutions, refusals: refusals,
            translations: [])
    }
}
