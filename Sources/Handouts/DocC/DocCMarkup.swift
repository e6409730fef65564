import PlaygroundKit

/// DocC's tutorial markup written by hand: directives with their bodies, quoted arguments, and a
/// lesson's text as Markdown that DocC reads as text, never as a directive.
enum DocCMarkup {
    /// A directive's quoted argument. DocC keeps a backslash before a quote as written, so the
    /// lesson's straight quotes become typographic ones; line breaks become spaces.
    static func argument(_ text: String) -> String {
        var result = "\""
        var opening = true
        for character in text {
            switch character {
            case "\"":
                result += opening ? "“" : "”"
                opening.toggle()
            case "\n", "\r", "\r\n": result += " "
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// `@Name(arguments) {`, the body's lines indented by four spaces, `}`.
    static func directive(_ head: String, _ body: [String]) -> [String] {
        ["\(head) {"] + body.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
    }

    /// Markdown blocks as lines, a blank line between blocks, with every line DocC would read as
    /// markup of its own escaped outside code fences: `@Name` (a directive) and `}` (the end of
    /// the directive around it) at a line's start.
    static func lines(_ blocks: [String]) -> [String] {
        var lines: [String] = []
        for block in blocks {
            if !lines.isEmpty { lines.append("") }
            var fence: String?
            for line in block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let trimmed = line.drop { $0 == " " }
                if let open = fence {
                    if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == "`" }) { fence = nil }
                    lines.append(line)
                } else if trimmed.hasPrefix("```") {
                    fence = String(trimmed.prefix { $0 == "`" })
                    lines.append(line)
                } else if trimmed.hasPrefix("@") || trimmed.hasPrefix("}") {
                    lines.append(String(line.prefix { $0 == " " }) + "\\" + trimmed)
                } else {
                    lines.append(line)
                }
            }
        }
        return lines
    }

    /// A resource file's contents: `text` ending with exactly the newline it had, or one.
    static func file(_ text: String) -> String {
        text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The lesson's steps in sections. A lesson has no parts, so a section is a run of steps whose
    /// actions live in the same file of the lesson (`DILesson+CycleSteps.swift`: its author's
    /// grouping), known from the last such file a step shows; a step that shows none stays with
    /// the steps before it.
    static func sections(_ steps: [StepRecord]) -> [[StepRecord]] {
        var sections: [[StepRecord]] = []
        var current: (key: String?, steps: [StepRecord]) = (nil, [])
        for step in steps {
            let key = step.code.last { ($0.file.split(separator: "/").last ?? "").contains("Lesson") }?.file
            if let key, let open = current.key, key != open, !current.steps.isEmpty {
                sections.append(current.steps)
                current = (key, [])
            }
            current.key = current.key ?? key
            current.steps.append(step)
        }
        if !current.steps.isEmpty { sections.append(current.steps) }
        return sections
    }
}
