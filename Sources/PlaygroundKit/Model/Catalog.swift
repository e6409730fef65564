/// The lessons, in teaching order. A lesson's number is its position, starting at 1.
public struct Catalog {
    public let lessons: [any Lesson.Type]

    public init(_ lessons: [any Lesson.Type]) {
        self.lessons = lessons
    }

    /// The lesson a user means by `text`: its id, its number, or a unique prefix of an id.
    public func lesson(matching text: String) -> (number: Int, lesson: any Lesson.Type)? {
        let key = text.lowercased()
        // Compared, never subtracted: any Int the user types (Int.min too) is just out of range.
        if let number = Int(key) {
            guard number >= 1, number <= lessons.count else { return nil }
            return (number, lessons[number - 1])
        }
        if let index = lessons.firstIndex(where: { $0.id == key }) {
            return (index + 1, lessons[index])
        }
        let prefixed = candidates(forPrefix: key)
        if prefixed.count == 1, let index = lessons.firstIndex(where: { $0.id == prefixed[0] }) {
            return (index + 1, lessons[index])
        }
        return nil
    }

    /// The ids that start with `text` (case-insensitive), in catalog order; none for an empty text.
    public func candidates(forPrefix text: String) -> [String] {
        let key = text.lowercased()
        guard !key.isEmpty else { return [] }
        return ids.filter { $0.hasPrefix(key) }
    }

    /// Why `text` names no lesson, for an error message: `no lesson 'x' (did you mean 'y'?)`, or,
    /// for a prefix of several ids, `'ev' could be events or event-router`.
    public func noMatchMessage(for text: String) -> String {
        let prefixed = candidates(forPrefix: text)
        if prefixed.count > 1 { return Words.couldBe(text.shortened, prefixed) }
        if let number = Int(text.lowercased()) { return Words.noLesson(number: number, count: lessons.count) }
        return Words.noLesson(text.shortened, guess: Suggestions.closest(to: text, in: ids))
    }

    public var ids: [String] { lessons.map { $0.id } }

    /// Every lesson's step list, in catalog order: generated data, no lesson is built.
    public var outlines: [LessonOutline] { lessons.map { $0.outline } }

    /// How many steps each lesson has, by id (what the room checks a move against).
    public var stepCounts: [String: Int] {
        Dictionary(lessons.map { ($0.id, $0.outline.count) }, uniquingKeysWith: { first, _ in first })
    }
}
