/// A strict reading of hand-written HTML, for tests of the handouts and the live page: are the
/// tags balanced, is every `<` and `&` in text escaped, is no block put inside a paragraph (where a
/// browser would silently close the paragraph), and which attributes does the page have.
public struct HTMLStructure {
    public struct Element: Equatable, Sendable {
        public var name: String
        public var attributes: [String: String]
    }

    /// What is wrong, in order; empty when the HTML is well formed.
    public private(set) var problems: [String] = []
    /// Every element opened, in document order.
    public private(set) var elements: [Element] = []

    static let void: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
    static let rawText: Set<String> = ["script", "style"]
    static let blocks: Set<String> = [
        "address", "article", "aside", "blockquote", "details", "div", "dl", "fieldset", "figure", "footer", "form", "h1",
        "h2", "h3", "h4", "h5", "h6", "header", "hr", "main", "nav", "ol", "p", "pre", "section", "table", "ul",
    ]

    public init(_ html: String) {
        let text = Array(html.unicodeScalars)
        var index = 0
        var open: [String] = []

        func starts(_ prefix: String, at position: Int) -> Bool {
            let scalars = Array(prefix.unicodeScalars)
            guard position + scalars.count <= text.count else { return false }
            return (0..<scalars.count).allSatisfy { String(text[position + $0]).lowercased() == String(scalars[$0]) }
        }
        func skip(past terminator: String) {
            while index < text.count, !starts(terminator, at: index) { index += 1 }
            index = min(text.count, index + terminator.unicodeScalars.count)
        }
        func name() -> String {
            var name = ""
            while index < text.count, text[index].properties.isAlphabetic || ("0"..."9").contains(text[index]) || text[index] == "-" {
                name.unicodeScalars.append(text[index])
                index += 1
            }
            return name.lowercased()
        }
        func skipSpace() {
            while index < text.count, text[index].properties.isWhitespace { index += 1 }
        }

        while index < text.count {
            let scalar = text[index]
            if scalar == "&" {
                var end = index + 1
                while end < text.count, end - index < 12, text[end] != ";", text[end] == "#" || text[end].properties.isAlphabetic || ("0"..."9").contains(text[end]) { end += 1 }
                if end >= text.count || text[end] != ";" || end == index + 1 {
                    problems.append("a bare & at scalar \(index)")
                }
                index += 1
                continue
            }
            guard scalar == "<" else {
                index += 1
                continue
            }
            if starts("<!--", at: index) {
                skip(past: "-->")
            } else if starts("<!", at: index) {
                skip(past: ">")
            } else if starts("</", at: index) {
                index += 2
                let closing = name()
                skipSpace()
                if index >= text.count || text[index] != ">" { problems.append("a malformed </\(closing)") }
                index += 1
                if open.last == closing {
                    open.removeLast()
                } else {
                    problems.append("</\(closing)> closes <\(open.last ?? "nothing")>")
                    if let found = open.lastIndex(of: closing) { open.removeSubrange(found...) }
                }
            } else if index + 1 < text.count, text[index + 1].properties.isAlphabetic {
                index += 1
                let opening = name()
                var attributes: [String: String] = [:]
                var selfClosing = false
                while index < text.count {
                    skipSpace()
                    guard index < text.count else { break }
                    if text[index] == ">" { index += 1; break }
                    if text[index] == "/", index + 1 < text.count, text[index + 1] == ">" { selfClosing = true; index += 2; break }
                    let attribute = name()
                    if attribute.isEmpty {
                        problems.append("a stray \(text[index]) in <\(opening)>")
                        index += 1
                        continue
                    }
                    skipSpace()
                    var value = ""
                    if index < text.count, text[index] == "=" {
                        index += 1
                        skipSpace()
                        if index < text.count, text[index] == "\"" || text[index] == "'" {
                            let quote = text[index]
                            index += 1
                            while index < text.count, text[index] != quote {
                                if text[index] == "<" { problems.append("a < in the value of \(attribute)") }
                                value.unicodeScalars.append(text[index])
                                index += 1
                            }
                            index += 1
                        } else {
                            while index < text.count, !text[index].properties.isWhitespace, text[index] != ">" {
                                value.unicodeScalars.append(text[index])
                                index += 1
                            }
                        }
                    }
                    attributes[attribute] = value
                }
                elements.append(Element(name: opening, attributes: attributes))
                if Self.blocks.contains(opening), open.contains("p") { problems.append("<\(opening)> inside <p>") }
                if Self.rawText.contains(opening) {
                    skip(past: "</\(opening)>")
                } else if !Self.void.contains(opening), !selfClosing {
                    open.append(opening)
                }
            } else {
                problems.append("a bare < at scalar \(index)")
                index += 1
            }
        }
        if !open.isEmpty { problems.append("never closed: \(open.joined(separator: ", "))") }
    }

    /// Elements named `name`.
    public func all(_ name: String) -> [Element] {
        elements.filter { $0.name == name }
    }

    /// Attribute values that point outside the page: a URL with a scheme, or `//host`.
    public var externalReferences: [String] {
        elements.flatMap { element in
            element.attributes.filter { key, value in
                ["src", "href", "action", "srcset", "poster", "data"].contains(key) && (value.contains("://") || value.hasPrefix("//"))
            }.map { "<\(element.name) \($0.key)=\"\($0.value)\">" }
        }
    }
}
