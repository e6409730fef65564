/// A language a learner can read the lessons in. English is the original; the others are
/// translations kept beside it in each lesson folder (`lesson.ru.md`, `exercise.ru.md`).
public enum Language: String, CaseIterable, Sendable, Codable {
    case en, ru, id

    /// The language's own name for itself, as a list of languages shows it.
    public var name: String {
        switch self {
        case .en: "English"
        case .ru: "Русский"
        case .id: "Bahasa Indonesia"
        }
    }

    /// The language a locale string names (`ru_RU.UTF-8`, `id`, `en_US`), if it is one of ours.
    public init?(locale: String) {
        let code = locale.prefix { $0.isLetter }.lowercased()
        guard let language = Language(rawValue: code) else { return nil }
        self = language
    }

    /// The language to start in: `--lang` (given), then `PLAYGROUND_LANG`, then the locale
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first that is set and not empty, as POSIX orders them),
    /// else English. A setting that names no language of ours is skipped, as an unset one is.
    public static func choose(option: String?, environment: [String: String]) -> Language {
        if let option, let language = Language(locale: option) { return language }
        if let setting = environment["PLAYGROUND_LANG"], let language = Language(locale: setting) { return language }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return Language(locale: value) ?? .en
        }
        return .en
    }
}

/// A lesson's words in one language, generated from `lesson.<lang>.md`. Each unit says whether it
/// translates the English as it is now (``isCurrent``): a stale one is shown with a notice.
public struct LessonTranslation: Sendable {
    public var title: String
    public var summary: String
    public var isCurrent: Bool
    /// By step id.
    public var steps: [String: StepTranslation]
    /// The captions of the lesson's figures: English -> translation (``Figure/translatingCaptions(_:)``).
    public var captions: [String: String]

    public init(title: String, summary: String, isCurrent: Bool, steps: [String: StepTranslation], captions: [String: String] = [:]) {
        self.title = title
        self.summary = summary
        self.isCurrent = isCurrent
        self.steps = steps
        self.captions = captions
    }
}

/// One step's words in one language.
public struct StepTranslation: Sendable {
    public var title: String
    public var text: String
    public var tryIt: String?
    public var isCurrent: Bool

    public init(title: String, text: String, tryIt: String? = nil, isCurrent: Bool) {
        self.title = title
        self.text = text
        self.tryIt = tryIt
        self.isCurrent = isCurrent
    }
}

/// An exercise's words in one language, generated from `exercise.<lang>.md`: title, task, hints,
/// and its checks' names and messages keyed by their English (``CheckText``).
public struct ExerciseTranslation: Sendable, Equatable {
    public var title: String
    public var task: String
    public var hints: [String]
    public var isCurrent: Bool
    /// English name or message, as Checks.swift writes it (`\(...)` included) -> its translation.
    public var checks: [String: String]

    public init(title: String, task: String, hints: [String], isCurrent: Bool, checks: [String: String]) {
        self.title = title
        self.task = task
        self.hints = hints
        self.isCurrent = isCurrent
        self.checks = checks
    }
}
