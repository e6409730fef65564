/// What `playground check --translations` says of some lessons: every stale or missing translation
/// the build warned of (one line each), then a summary; it fails while any is left, or while a
/// language of the playground has no translation of some lesson at all.
public struct TranslationReport: Sendable, Equatable {
    public var lines: [String]
    public var failed: Bool

    public init(_ lessons: [any Lesson.Type]) {
        let warnings = lessons.flatMap { $0.translationWarnings }
        let languages = Language.allCases.filter { $0 != .en }.map(\.rawValue)
        let whole = languages.filter { code in lessons.allSatisfy { $0.translations[code] != nil } }
        let partial = languages.filter { !whole.contains($0) }
        var summary = "\(lessons.count) lesson(s) in \(whole.joined(separator: ", ")); \(warnings.count) stale or missing translation(s)"
        if !partial.isEmpty { summary += "; no translation at all into \(partial.joined(separator: ", ")) for some lessons" }
        lines = warnings + [summary]
        failed = !warnings.isEmpty || !partial.isEmpty
    }
}
