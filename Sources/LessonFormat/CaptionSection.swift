/// One figure caption's translation: the English title a lesson's code draws, and its words in the
/// translation's language.
public struct Caption: Equatable, Sendable {
    public var english: String
    public var translation: String
    /// Line of the `> ` line.
    public var line: Int

    public init(english: String, translation: String, line: Int) {
        self.english = english
        self.translation = translation
        self.line = line
    }
}

/// The last section of `lesson.<lang>.md`, translating the captions of the lesson's figures (the
/// titles its code passes to `draw`), which are not steps:
///
///     ## Captions {#captions}
///
///     > The container let go at 1s, the kept checkout at 2s
///     Контейнер освобождён на отметке 1 с, сохранённый checkout — на 2 с
///
/// Each pair is a `> ` line with the English exactly as drawn, then one line of translation.
enum CaptionSection {
    static let heading = "## Captions {#captions}"

    static func isHeading(_ line: String) -> Bool {
        line.trimmed == heading
    }

    /// The pairs after the heading at `start` (an index into `lines`; `lines.count` when absent).
    static func parse(_ lines: [String], from start: Int, file: String, problems: inout [Diagnostic]) -> [Caption] {
        var captions: [Caption] = []
        var seen: [String: Int] = [:]
        var pending: (english: String, line: Int)?
        var index = start + 1
        while index < lines.count {
            let line = lines[index].trimmed
            let number = index + 1
            index += 1
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                problems.append(Diagnostic(file, number, "'\(heading)' is the last section: nothing but caption pairs may follow it"))
            } else if line.hasPrefix(">") {
                if let open = pending {
                    problems.append(Diagnostic(file, open.line, "caption '\(open.english.shortened)' has no translation: write it on the next line"))
                }
                pending = (String(line.dropFirst()).trimmed, number)
            } else if let open = pending {
                if let first = seen[open.english] {
                    problems.append(Diagnostic(file, open.line, "caption '\(open.english.shortened)' is translated twice (first on line \(first))"))
                } else if open.english.isEmpty {
                    problems.append(Diagnostic(file, open.line, "an empty caption: write the English title after '> '"))
                } else {
                    seen[open.english] = open.line
                    captions.append(Caption(english: open.english, translation: line, line: open.line))
                }
                pending = nil
            } else {
                problems.append(Diagnostic(file, number, "in '\(heading)', each translation follows a '> English caption' line"))
            }
        }
        if let open = pending {
            problems.append(Diagnostic(file, open.line, "caption '\(open.english.shortened)' has no translation: write it on the next line"))
        }
        return captions
    }
}
