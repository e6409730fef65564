/// Translations of a lesson, beside its English: `lesson.<lang>.md` and, in each exercise folder,
/// `exercise.<lang>.md`. Each translated unit (the front matter, a step, an exercise's task and
/// hints) records the fingerprint of the English it translates (`<!-- en: 3f9c0a1b2c4d5e6f -->`,
/// or `en:` in front matter); when the English changes, its fingerprint does, and the build warns
/// at the translation's line until the translation is brought up to date and its mark with it.
public enum Translations {
    /// The languages a lesson may be translated into, besides English.
    public static let languages = ["ru", "id"]

    /// A 64-bit FNV-1a hash of `parts`, as 16 hexadecimal digits: stable across machines and builds.
    public static func fingerprint(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in parts.joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The fingerprint of an English step: its title, text and try-it line as the renderer takes them
    /// (re-wrapping a paragraph changes nothing).
    public static func fingerprint(of step: LessonDocument.StepEntry) -> String {
        fingerprint([step.title, step.text, step.tryIt ?? ""])
    }

    /// The fingerprint of a lesson's front matter: title and summary.
    public static func fingerprint(of lesson: LessonDocument) -> String {
        fingerprint([lesson.title, lesson.summary])
    }

    /// The fingerprint of an exercise's words: title, task and hints (not its check messages: each of
    /// those is keyed by its English text).
    public static func fingerprint(of exercise: ExerciseDocument) -> String {
        fingerprint([exercise.title, exercise.task] + exercise.hints)
    }

    /// The fingerprint in a `<!-- en: ... -->` line, or nil when `line` is not one.
    static func englishMark(in line: String) -> String? {
        let trimmed = line.trimmed
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = String(trimmed.dropFirst(4).dropLast(3)).trimmed
        guard inner.hasPrefix("en:") else { return nil }
        return String(inner.dropFirst(3)).trimmed
    }

    /// The language of a translation file's name (`lesson.ru.md` -> `ru`), or nil.
    public static func language(ofFileName name: String, base: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count == 3, parts[0] == base, parts[2] == "md" else { return nil }
        return String(parts[1])
    }
}

/// A lesson's translation into one language, read from `lesson.<lang>.md`: front matter with `lang`,
/// `title`, `summary` and `en` (the English front matter's fingerprint), then the steps as in the
/// English, each `## Title {#same-id}` with a `<!-- en: ... -->` line and no `Code:` line.
public struct LessonTranslationDocument: Equatable, Sendable {
    public var file: String
    public var language: String
    public var title: String
    public var summary: String
    /// The English front matter's fingerprint it translates, and that line.
    public var english: (fingerprint: String, line: Int)?
    public var steps: [LessonDocument.StepEntry]
    /// The figures' captions, from the `## Captions {#captions}` section at the end, in order.
    public var captions: [Caption]
    public var lineCount: Int

    public static let keys = ["lang", "title", "summary", "en"]

    public static func parse(_ text: String, file: String) throws(Diagnostics) -> LessonTranslationDocument {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let captionsStart = all.firstIndex { CaptionSection.isHeading($0) } ?? all.count
        var parser = DocumentParser(file: file, lines: Array(all[..<captionsStart]), translation: true)
        var problems: [Diagnostic] = []
        let captions = CaptionSection.parse(all, from: captionsStart, file: file, problems: &problems)
        let matter = FrontMatter.read(parser.lines, file: file, keys: keys, required: ["lang", "title", "summary"], problems: &problems)
        if !matter.present {
            problems.append(Diagnostic(file, 1, "a translation starts with front matter: a '---' line, then 'lang:', 'title:', 'summary:' and 'en:' lines, then '---'"))
        }
        let language = matter.values["lang"] ?? ""
        if !language.isEmpty, !Translations.languages.contains(language) {
            problems.append(Diagnostic(file, matter.keyLines["lang"] ?? 1, "'\(language.shortened)' is not a language of the playground: \(Translations.languages.joined(separator: ", "))"))
        }
        let steps = parser.parseSteps(from: matter.end)
        problems += parser.problems
        guard problems.isEmpty else { throw Diagnostics(problems) }
        let english = matter.values["en"].flatMap { value in matter.keyLines["en"].map { (value, $0) } }
        return LessonTranslationDocument(
            file: file, language: language, title: matter.values["title"] ?? "", summary: matter.values["summary"] ?? "",
            english: english, steps: steps, captions: captions, lineCount: all.count)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.file == b.file && a.language == b.language && a.title == b.title && a.summary == b.summary
            && a.english?.fingerprint == b.english?.fingerprint && a.steps == b.steps && a.captions == b.captions
    }

    /// What is stale or missing against `lesson`, the English: warnings at this file's lines.
    public func staleness(against lesson: LessonDocument) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let front = Translations.fingerprint(of: lesson)
        if english?.fingerprint != front {
            let what = english == nil ? "has no 'en:' line" : "translates an earlier English title or summary"
            warnings.append(Diagnostic(file, english?.line ?? 1, "the front matter \(what) (\(lesson.file):1): bring it up to date, then write 'en: \(front)'", severity: .warning))
        }
        let translated = Dictionary(steps.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for step in steps where !lesson.steps.contains(where: { $0.id == step.id }) {
            warnings.append(Diagnostic(file, step.line, "the English has no step '\(step.id)' (renamed or removed?): this translation is never shown", severity: .warning))
        }
        for step in lesson.steps {
            let current = Translations.fingerprint(of: step)
            guard let translation = translated[step.id] else {
                let next = lesson.steps.drop { $0.id != step.id }.dropFirst().lazy.compactMap { translated[$0.id]?.line }.first
                warnings.append(Diagnostic(file, next ?? lineCount, "step '\(step.id)' (\(lesson.file):\(step.line)) is not translated: it is shown in English; translate it with '<!-- en: \(current) -->'", severity: .warning))
                continue
            }
            if translation.english?.fingerprint != current {
                let what = translation.english == nil ? "has no '<!-- en: ... -->' line" : "translates an earlier English"
                warnings.append(Diagnostic(file, translation.english?.line ?? translation.line, "step '\(step.id)' \(what) (\(lesson.file):\(step.line)): bring it up to date, then write '<!-- en: \(current) -->'", severity: .warning))
            }
        }
        return warnings
    }
}
