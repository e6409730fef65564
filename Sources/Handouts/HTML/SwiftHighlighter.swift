/// Swift source split into tokens for syntax highlighting: keywords, types (capitalised names),
/// strings (multi-line, raw, with interpolations whose code is highlighted too), numbers, comments
/// (doc comments apart, block comments nested), attributes (`@Published`) and directives (`#if`,
/// `#sourceLocation`). Everything else is plain.
///
/// It is a lexer, not a parser: it never fails, whatever the input (unterminated strings and
/// comments run to the end of their line or of the text), and the tokens' texts put together are
/// always the input, scalar for scalar. One pass, linear in the input's length.
///
/// ```swift
/// SwiftHighlighter.html("let x = 1") // <span class="kw">let</span> x = <span class="num">1</span>
/// ```
public enum SwiftHighlighter {
    public enum Kind: String, Sendable, CaseIterable {
        case plain, keyword, type, string, interpolation, number, comment, docComment, attribute, directive

        /// The class of the `<span>` that carries this kind; nil for plain text, which has none.
        public var cssClass: String? {
            switch self {
            case .plain: nil
            case .keyword: "kw"
            case .type: "ty"
            case .string: "str"
            case .interpolation: "interp"
            case .number: "num"
            case .comment: "com"
            case .docComment: "doc"
            case .attribute: "attr"
            case .directive: "dir"
            }
        }
    }

    public struct Token: Sendable, Equatable, CustomStringConvertible {
        public var kind: Kind
        public var text: String

        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }

        public var description: String { "\(kind.rawValue)(\(text.debugDescription))" }
    }

    /// `source` as tokens, in order; neighbours never share a kind.
    public static func tokens(_ source: String) -> [Token] {
        var lexer = SwiftLexer(Array(source.unicodeScalars))
        lexer.code(depth: 0, interpolated: false)
        return lexer.tokens
    }

    /// `source` as escaped HTML, each token that is not plain in a `<span>` with its kind's class.
    /// Meant for the inside of `<pre><code>`.
    public static func html(_ source: String) -> String {
        var html = ""
        html.reserveCapacity(source.utf8.count * 2)
        for token in tokens(source) {
            if let cssClass = token.kind.cssClass {
                html += "<span class=\"\(cssClass)\">\(HTML.escape(token.text))</span>"
            } else {
                html += HTML.escape(token.text)
            }
        }
        return html
    }

    /// Reserved words and the contextual keywords a reader sees as keywords.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "async", "actor", "any", "some",
        "convenience", "dynamic", "final", "indirect", "lazy", "mutating", "nonmutating", "optional", "override",
        "required", "unowned", "weak", "get", "set", "willSet", "didSet", "nonisolated", "isolated", "consuming",
        "borrowing", "consume", "copy", "sending", "discard", "open",
    ]
}
