/// The lessons, in teaching order. A lesson's number is its position, starting at 1.
public struct Catalog {
    public let lessons: [any Lesson.Type]

    public init(_ lessons: [any Lesson.Type]) {
        self.lessons = lessons
    }

    /// The lesson a user means by `text`: its id, its number, or a unique prefix of an id.
    public func lesson(matching text: String) -> (number: Int, lesson: any Lesson.Type)? {
        let key = text.lowercased()
        if let number = Int(key), lessons.indices.contains(number - 1) {
            return (number, lessons[number - 1])
        }
        if let index = lessons.firstIndex(where: { $0.id == key }) {
            return (index + 1, lessons[index])
        }
        let prefixed = lessons.indices.filter { lessons[$0].id.hasPrefix(key) }
        if !key.isEmpty, prefixed.count == 1 {
            return (prefixed[0] + 1, lessons[prefixed[0]])
        }
        return nil
    }

    public var ids: [String] { lessons.map { $0.id } }
}
