/// An exercise's translation into one language, read from `exercise.<lang>.md` in its folder:
/// front matter with `title` and `en` (the fingerprint of the English title, task and hints), the
/// task, `## Hints` as in the English, then `## Checks`: for each check name or failure message a
/// `> ` line with the English exactly as Checks.swift writes it (`\(...)` included), then its
/// translation, which may use the same `\(...)` in any order.
public struct ExerciseTranslationDocument: Equatable, Sendable {
    public var file: String
    public var language: String
    public var title: String
    public var task: String
    public var hints: [String]
    /// Each English check name or message, with its translation and the line of its `> `.
    public var checks: [(english: String, translation: String, line: Int)]
    public var english: (fingerprint: String, line: Int)?

    public static let keys = ["title", "en"]

    public static func parse(_ markdown: String, file: String, language: String) throws(Diagnostics) -> ExerciseTranslationDocument {
        var problems: [Diagnostic] = []
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let matter = FrontMatter.read(lines, file: file, keys: keys, required: ["title"], problems: &problems)
        if !matter.present { problems.append(Diagnostic(file, 1, "a translated exercise starts with front matter: '---', 'title:' and 'en:' lines, then '---'")) }
        var task = Blocks()
        var hints: [String] = []
        var checks: [(english: String, translation: String, line: Int)] = []
        var section = ""
        var inFence = false
        var fence: [String] = []
        for index in matter.end..<lines.count {
            let line = lines[index], number = index + 1
            if section == "", line.trimmed.hasPrefix("```") {
                if inFence { task.verbatim(fence); fence = [] }
                inFence.toggle()
                continue
            }
            if inFence { fence.append(line); continue }
            if line.hasPrefix("#") {
                let heading = line.trimmingTrailingSpaces
                if heading == "## Hints", section == "" { section = "hints" } else if heading == "## Checks", section != "checks" { section = "checks" } else {
                    problems.append(Diagnostic(file, number, "a translated exercise has the task, then '## Hints', then '## Checks'"))
                }
                continue
            }
            let blank = line.allSatisfy(\.isWhitespace)
            switch section {
            case "hints":
                if line.hasPrefix("- ") {
                    hints.append(String(line.dropFirst(2)).trimmed)
                } else if line.hasPrefix("  "), !hints.isEmpty {
                    hints[hints.count - 1] += " " + line.trimmed
                } else if !blank {
                    problems.append(Diagnostic(file, number, "under '## Hints' each hint is a '- ' item (continued on lines indented by two spaces)"))
                }
            case "checks":
                if line.hasPrefix("> ") {
                    checks.append((String(line.dropFirst(2)).trimmed, "", number))
                } else if !blank {
                    guard !checks.isEmpty else {
                        problems.append(Diagnostic(file, number, "under '## Checks' each English text comes first, on a '> ' line"))
                        continue
                    }
                    let last = checks.count - 1
                    checks[last].translation += (checks[last].translation.isEmpty ? "" : " ") + line.trimmed
                }
            default:
                if blank { task.blank() } else { task.prose(line) }
            }
        }
        for check in checks where check.translation.isEmpty {
            problems.append(Diagnostic(file, check.line, "'\(check.english.shortened)' has no translation: write it in the paragraph after the '> ' line"))
        }
        if task.text.isEmpty { problems.append(Diagnostic(file, 1, "the translated exercise has no task: write it after the front matter")) }
        guard problems.isEmpty else { throw Diagnostics(problems) }
        let english = matter.values["en"].flatMap { value in matter.keyLines["en"].map { (value, $0) } }
        return ExerciseTranslationDocument(
            file: file, language: language, title: matter.values["title"] ?? "", task: task.text, hints: hints, checks: checks, english: english)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.file == b.file && a.title == b.title && a.task == b.task && a.hints == b.hints
            && a.checks.map(\.english) == b.checks.map(\.english) && a.checks.map(\.translation) == b.checks.map(\.translation)
    }

    /// What is stale or missing against `exercise`, the English: warnings at this file's lines.
    public func staleness(against exercise: ExerciseDocument) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let current = Translations.fingerprint(of: exercise)
        if english?.fingerprint != current {
            let what = english == nil ? "has no 'en:' line" : "translates an earlier English title, task or hints"
            warnings.append(Diagnostic(file, english?.line ?? 1, "the exercise \(what) (\(exercise.folder)/exercise.md): bring it up to date, then write 'en: \(current)'", severity: .warning))
        }
        if hints.count != exercise.hints.count {
            warnings.append(Diagnostic(file, english?.line ?? 1, "the English has \(exercise.hints.count) hints, this translation \(hints.count)", severity: .warning))
        }
        // What a learner reads: check names and messages, and the compiler checks' names and messages.
        let strings = CheckStrings.find(in: exercise.checks) + exercise.refusals.flatMap { [$0.name, $0.otherwise] }
            + exercise.surfaceRules.flatMap { [$0.name, $0.otherwise] }
        // Any other literal of Checks.swift may be translated too (a message built by a helper).
        let literals = Set(CheckStrings.literals(in: exercise.checks))
        for check in checks where !strings.contains(check.english) && !literals.contains(check.english) {
            warnings.append(Diagnostic(file, check.line, "Checks.swift no longer says '\(check.english.shortened)' (changed or removed): this translation is never shown", severity: .warning))
        }
        let translated = Set(checks.map(\.english))
        for string in strings where !translated.contains(string) {
            warnings.append(Diagnostic(file, checks.last?.line ?? 1, "'\(string.shortened)' from \(exercise.folder)/Checks.swift is not translated: it is shown in English; add '> \(string)' and its translation under '## Checks'", severity: .warning))
        }
        return warnings
    }
}
