/// The small Markdown a lesson's prose is written in, as HTML: paragraphs (blank lines between),
/// `- ` lists, `1. ` lists, `code` spans, fenced blocks and indented blocks (a step's text keeps a
/// fenced block's lines, indented, without the fences). Everything else is text, escaped: a `<` in
/// the prose is a `<` on the page.
public enum LessonMarkdown {
    /// `text` as block HTML: `<p>`, `<ul>`, `<ol>` and `<pre>` elements.
    public static func html(_ text: String) -> String {
        var html = ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }[...]
        while let line = lines.first {
            if line.allSatisfy(\.isWhitespace) {
                lines.removeFirst()
            } else if line.trimmingLeadingSpaces.hasPrefix("```") {
                lines.removeFirst()
                var block: [Substring] = []
                while let inside = lines.first, !inside.trimmingLeadingSpaces.hasPrefix("```") {
                    block.append(inside)
                    lines.removeFirst()
                }
                if !lines.isEmpty { lines.removeFirst() }
                html += preformatted(block)
            } else if isIndented(line) {
                var block: [Substring] = []
                // Blank lines stay in the block when more indented lines follow them.
                while let next = lines.first {
                    if isIndented(next) {
                        block.append(next)
                        lines.removeFirst()
                    } else if next.allSatisfy(\.isWhitespace), let following = lines.dropFirst().first(where: { !$0.allSatisfy(\.isWhitespace) }),
                        isIndented(following)
                    {
                        block.append("")
                        lines.removeFirst()
                    } else {
                        break
                    }
                }
                html += preformatted(block)
            } else if let marker = listMarker(line) {
                let tag = marker.ordered ? "ol" : "ul"
                html += "<\(tag)>"
                while let item = lines.first, let itemMarker = listMarker(item), itemMarker.ordered == marker.ordered {
                    html += "<li>" + inline(item.dropFirst(itemMarker.length)) + "</li>"
                    lines.removeFirst()
                }
                html += "</\(tag)>\n"
            } else {
                var paragraph: [Substring] = []
                while let next = lines.first, !next.allSatisfy(\.isWhitespace), listMarker(next) == nil, !isIndented(next),
                    !next.trimmingLeadingSpaces.hasPrefix("```")
                {
                    paragraph.append(next)
                    lines.removeFirst()
                }
                html += "<p>" + inline(paragraph.joined(separator: "\n")) + "</p>\n"
            }
        }
        return html
    }

    /// One line of prose as inline HTML: `code` spans, the rest escaped. A backtick with no partner is text.
    public static func inline(_ text: some StringProtocol) -> String {
        var html = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            html += HTML.escape(rest[..<open])
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "`"), close > afterOpen else {
                html += HTML.escape(rest[open...])
                return html
            }
            html += "<code>" + HTML.escape(rest[afterOpen..<close]) + "</code>"
            rest = rest[rest.index(after: close)...]
        }
        return html + HTML.escape(rest)
    }

    private static func isIndented(_ line: Substring) -> Bool {
        (line.hasPrefix("  ") || line.hasPrefix("\t")) && !line.allSatisfy(\.isWhitespace)
    }

    /// `- item` or `1. item`: whether it is numbered, and how long the marker is.
    private static func listMarker(_ line: Substring) -> (ordered: Bool, length: Int)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return (false, 2) }
        let digits = line.prefix(while: \.isASCII).prefix(while: \.isNumber)
        if !digits.isEmpty, digits.count <= 3, line.dropFirst(digits.count).hasPrefix(". ") { return (true, digits.count + 2) }
        return nil
    }

    /// Lines as `<pre>`, their common indentation removed.
    private static func preformatted(_ lines: [Substring]) -> String {
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
        let body = lines.map { HTML.escape($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
        return "<pre class=\"block\">" + body + "</pre>\n"
    }
}

extension Substring {
    fileprivate var trimmingLeadingSpaces: Substring { drop(while: { $0 == " " || $0 == "\t" }) }
}
