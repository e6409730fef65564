/// A lesson's narrative, read from its Markdown file: what a teacher writes.
///
///     ---
///     id: di
///     title: A budget DI container
///     summary: Build the article's fifty-line DI container ...
///     source: "Бюджетный DI на антипаттернах", Habr, 2020
///     ---
///
///     ## Who makes the view model? {#scopes}
///
///     Prose, soft-wrapped. A blank line separates paragraphs; `- ` starts a list item.
///
///     Code: icontainer, container, step-scopes
///
///     Try it: `resolve Analytics` (twice), `cache`.
///
/// See docs/writing-a-lesson.md for the whole format.
public struct LessonDocument: Equatable, Sendable {
    public struct StepEntry: Equatable, Sendable {
        /// The stable id in the heading's `{#id}`; the Swift action carries the same id.
        public var id: String
        public var title: String
        /// The prose as the renderer takes it: one line per paragraph or list item, blank lines
        /// between paragraphs, verbatim lines (from fenced blocks) starting with spaces.
        public var text: String
        /// The names on the step's `Code:` line, in order, each with the line it is on.
        public var code: [(name: String, line: Int)]
        /// The step's `Try it:` line without the label, if it has one.
        public var tryIt: String?
        /// Line of the heading.
        public var line: Int
        /// Off the main path (`{#id .deeper}`): `next` passes it by; `deeper` shows it.
        public var deeper = false
        /// In a translation: the fingerprint of the English this step translates, and its line.
        public var english: (fingerprint: String, line: Int)?

        public init(id: String, title: String, text: String, code: [(name: String, line: Int)], tryIt: String?, line: Int) {
            self.id = id
            self.title = title
            self.text = text
            self.code = code
            self.tryIt = tryIt
            self.line = line
        }

        public static func == (a: StepEntry, b: StepEntry) -> Bool {
            a.id == b.id && a.deeper == b.deeper && a.title == b.title && a.text == b.text && a.tryIt == b.tryIt && a.line == b.line
                && a.code.map(\.name) == b.code.map(\.name) && a.code.map(\.line) == b.code.map(\.line)
        }
    }

    public var file: String
    public var id: String
    public var title: String
    public var summary: String
    public var source: String
    /// The article's address (`link:`), shown under the source.
    public var link: String?
    public var steps: [StepEntry]
    /// Lines of the front matter keys, for messages.
    public var keyLines: [String: Int]
    public var lineCount: Int

    public static let requiredKeys = ["id", "title", "summary", "source"]

    /// Parses `text`, the contents of `file`. Every problem found is thrown at once.
    public static func parse(_ text: String, file: String) throws(Diagnostics) -> LessonDocument {
        var parser = DocumentParser(file: file, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return try parser.parse()
    }
}

extension LessonDocument {
    /// What a step id may look like: lowercase letters, digits and dashes, starting with a letter.
    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.first, first.isASCII, first.isLowercase else { return false }
        return id.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }
}
