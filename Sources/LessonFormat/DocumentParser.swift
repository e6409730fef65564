/// Reads a lesson's Markdown line by line. Kept apart from `LessonDocument` so the format's rules
/// sit in one place: front matter, then one `## Title {#id}` section per step.
struct DocumentParser {
    let file: String
    let lines: [String]
    var problems: [Diagnostic] = []
    /// A translation (`lesson.ru.md`): no `Code:` lines, and each step records the version of the
    /// English it translates in a `<!-- en: fingerprint -->` line.
    var translation = false

    init(file: String, lines: [String], translation: Bool = false) {
        self.translation = translation
        self.file = file
        // A file that ends with a newline has no extra empty line after it.
        var lines = lines
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    mutating func fail(_ line: Int, _ message: String) {
        problems.append(Diagnostic(file, line, message))
    }

    mutating func parse() throws(Diagnostics) -> LessonDocument {
        let matter = FrontMatter.read(lines, file: file, keys: LessonDocument.requiredKeys + ["link"], required: LessonDocument.requiredKeys, problems: &problems)
        if !matter.present {
            fail(1, "a lesson starts with front matter: a '---' line, then 'id:', 'title:', 'summary:' and 'source:' lines, then '---'")
        }
        let values = matter.values, keyLines = matter.keyLines
        if let link = values["link"], !link.hasPrefix("https://") || link.contains(" ") {
            fail(keyLines["link"] ?? 1, "'link:' is the article's address, one https:// URL without spaces: '\(link.shortened)'")
        }
        if let id = values["id"], !id.isEmpty, !LessonDocument.isValidID(id) {
            fail(keyLines["id"] ?? 1, "lesson id '\(id.shortened)' must be lowercase letters, digits and dashes, starting with a letter")
        }

        let steps = parseSteps(from: matter.end)
        guard problems.isEmpty else { throw Diagnostics(problems) }
        return LessonDocument(
            file: file, id: values["id"] ?? "", title: values["title"] ?? "", summary: values["summary"] ?? "",
            source: values["source"] ?? "", link: values["link"], steps: steps, keyLines: keyLines, lineCount: lines.count)
    }

    /// The `## Title {#id}` sections from line index `start` on.
    mutating func parseSteps(from start: Int) -> [LessonDocument.StepEntry] {
        var index = start
        var steps: [LessonDocument.StepEntry] = []
        var seen: [String: Int] = [:]
        var body: [(line: Int, text: String)] = []
        var heading: (line: Int, title: String, id: String, deeper: Bool)?

        func finish(_ parser: inout DocumentParser) {
            guard let current = heading else { return }
            if let step = parser.step(current, body: body) {
                if let first = seen[step.id] {
                    parser.fail(current.line, "two steps have the id '\(step.id)' (the first is on line \(first))")
                } else {
                    seen[step.id] = current.line
                    steps.append(step)
                }
            }
            body = []
        }

        var inFence = false
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            index += 1
            if line.trimmed.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("## ") {
                finish(&self)
                heading = parseHeading(line, number)
                continue
            }
            if !inFence, line.hasPrefix("#") {
                fail(number, "only '## Title {#id}' headings are allowed: each starts a step")
                continue
            }
            if heading == nil {
                if !line.allSatisfy(\.isWhitespace) {
                    fail(number, "text before the first step: start a step with '## Title {#id}' (the lesson's own summary goes in the front matter)")
                }
                continue
            }
            body.append((number, line))
        }
        finish(&self)
        if steps.isEmpty, heading == nil {
            fail(lines.count, "the lesson has no steps: add one with '## Title {#id}'")
        }
        return steps
    }

    /// `## Title {#id}`, or `## Title {#id .deeper}` for a step off the main path.
    mutating func parseHeading(_ line: String, _ number: Int) -> (line: Int, title: String, id: String, deeper: Bool) {
        let content = String(line.dropFirst(3)).trimmed
        guard content.hasSuffix("}"), let open = content.range(of: "{#", options: .backwards) else {
            fail(number, "a step heading ends with its id: '## \(content.shortened) {#some-id}'")
            return (number, content, "", false)
        }
        let inside = content[open.upperBound..<content.index(before: content.endIndex)].split(separator: " ")
        let id = inside.first.map(String.init) ?? ""
        let classes = inside.dropFirst().map(String.init)
        for unknown in classes where unknown != ".deeper" {
            fail(number, "step '\(id.shortened)': '\(unknown.shortened)' is not a step class; the one there is, '.deeper', puts a step off the main path")
        }
        let title = String(content[..<open.lowerBound]).trimmed
        if !LessonDocument.isValidID(id) {
            fail(number, "step id '\(id.shortened)' must be lowercase letters, digits and dashes, starting with a letter")
        }
        if title.isEmpty { fail(number, "step '\(id)' has no title before its {#id}") }
        return (number, title, id, classes.contains(".deeper"))
    }

    /// A step's body: prose paragraphs, list items and fenced blocks, then `Code:` and `Try it:`.
    mutating func step(_ heading: (line: Int, title: String, id: String, deeper: Bool), body: [(line: Int, text: String)]) -> LessonDocument.StepEntry? {
        var blocks = Blocks()
        var code: [(name: String, line: Int)] = []
        var tryIt: String?
        var english: (fingerprint: String, line: Int)?
        var fence: [String]?
        var fenceLine = 0
        // Which labelled paragraph the current line continues, if any.
        var labelled: String?
        for (number, line) in body {
            if var open = fence {
                if line.trimmed.hasPrefix("```") {
                    blocks.verbatim(open)
                    fence = nil
                } else {
                    open.append(line)
                    fence = open
                }
                continue
            }
            if line.trimmed.hasPrefix("```") {
                fence = []
                fenceLine = number
                labelled = nil
                continue
            }
            if line.allSatisfy(\.isWhitespace) {
                labelled = nil
                blocks.blank()
                continue
            }
            if translation, let fingerprint = Translations.englishMark(in: line) {
                if english != nil { fail(number, "step '\(heading.id)' has two '<!-- en: ... -->' lines") }
                english = (fingerprint, number)
                continue
            }
            if line.hasPrefix("Code:") {
                if translation {
                    fail(number, "a translation has no 'Code:' lines: the code a step shows is the English lesson's")
                    continue
                }
                if !code.isEmpty { fail(number, "step '\(heading.id)' has two 'Code:' lines; name every region on one") }
                labelled = "Code"
                code += names(in: String(line.dropFirst(5)), line: number)
                continue
            }
            if line.hasPrefix("Try it:") {
                if tryIt != nil { fail(number, "step '\(heading.id)' has two 'Try it:' lines") }
                labelled = "Try it"
                tryIt = String(line.dropFirst(7)).trimmed
                continue
            }
            switch labelled {
            case "Code":
                code += names(in: line, line: number)
            case "Try it":
                // A list of suggestions keeps one line per item.
                let separator = line.hasPrefix("- ") ? "\n" : ((tryIt ?? "").isEmpty ? "" : " ")
                tryIt = (tryIt ?? "") + separator + (line.hasPrefix("- ") ? line : line.trimmed)
            default:
                if !code.isEmpty || tryIt != nil {
                    fail(number, "prose after 'Code:' or 'Try it:': those lines end a step")
                    continue
                }
                blocks.prose(line)
            }
        }
        if fence != nil { fail(fenceLine, "a ``` block opened here is never closed") }
        let text = blocks.text
        if text.isEmpty {
            fail(heading.line, "step '\(heading.id)' is empty: write what it teaches under its heading")
            return nil
        }
        if tryIt?.trimmed.isEmpty == true { fail(heading.line, "step '\(heading.id)' has an empty 'Try it:' line") }
        var entry = LessonDocument.StepEntry(id: heading.id, title: heading.title, text: text, code: code, tryIt: tryIt, line: heading.line)
        entry.english = english
        entry.deeper = heading.deeper
        return entry
    }

    /// `a, b, c` on line `number`.
    mutating func names(in text: String, line number: Int) -> [(name: String, line: Int)] {
        var result: [(name: String, line: Int)] = []
        for part in text.split(separator: ",") {
            let name = String(part).trimmed.trimmingBackticks
            if name.isEmpty { continue }
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "/" }) else {
                fail(number, "'\(name.shortened)' is not a code region name: names are letters, digits and dashes, separated by commas")
                continue
            }
            result.append((name, number))
        }
        return result
    }
}

/// Markdown prose turned into the renderer's lines: paragraphs joined into one line each (soft
/// wrap), list items (`- `) one line each, continued by indented lines, a trailing backslash a
/// hard line break, fenced blocks verbatim.
struct Blocks {
    private(set) var lines: [String] = []
    /// Whether the last line may be continued by the next prose line.
    private var open = false

    mutating func blank() {
        open = false
        if let last = lines.last, !last.isEmpty { lines.append("") }
    }

    mutating func prose(_ line: String) {
        let isItem = line.hasPrefix("- ")
        var content = isItem ? line : line.trimmed
        var hardBreak = false
        if content.hasSuffix("\\") {
            content.removeLast()
            content = content.trimmingTrailingSpaces
            hardBreak = true
        }
        if open, !isItem, let last = lines.last {
            lines[lines.count - 1] = last + " " + content
        } else {
            lines.append(content)
        }
        open = !hardBreak
    }

    /// A fenced block: shown as written when every line is indented already, otherwise indented by four.
    mutating func verbatim(_ block: [String]) {
        let indented = block.allSatisfy { $0.isEmpty || $0.hasPrefix(" ") }
        for line in block {
            lines.append(line.isEmpty ? "" : (indented ? line : "    " + line))
        }
        open = false
    }

    var text: String {
        var lines = lines
        while lines.last?.isEmpty == true { lines.removeLast() }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }
}

extension String {
    var trimmed: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    var trimmingTrailingSpaces: String {
        var slice = Substring(self)
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    var trimmingBackticks: String {
        var slice = Substring(self)
        while slice.first == "`" { slice.removeFirst() }
        while slice.last == "`" { slice.removeLast() }
        return String(slice)
    }

    /// At most 40 characters, for echoing a teacher's text in messages.
    var shortened: String { count <= 40 ? self : String(prefix(37)) + "..." }
}
