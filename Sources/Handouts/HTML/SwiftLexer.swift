/// The highlighter's one pass over the source's scalars.
struct SwiftLexer {
    typealias Kind = SwiftHighlighter.Kind

    /// Interpolations nested deeper than this are left as string text (a guard for the stack).
    static let maximumDepth = 32

    let scalars: [Unicode.Scalar]
    var position = 0
    private(set) var tokens: [SwiftHighlighter.Token] = []

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    func scalar(at offset: Int) -> Unicode.Scalar? {
        let index = position + offset
        return index < scalars.count ? scalars[index] : nil
    }

    /// Appends `scalars[start..<position]` as a token of `kind`, joined to the last one when they match.
    mutating func emit(_ kind: Kind, from start: Int) {
        guard start < position else { return }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<position])
        if let last = tokens.last, last.kind == kind {
            tokens[tokens.count - 1].text += text
        } else {
            tokens.append(.init(kind, text))
        }
    }

    /// Code, up to the end or, inside an interpolation, up to its closing parenthesis (not consumed).
    mutating func code(depth: Int, interpolated: Bool) {
        var parentheses = 0
        while let current = scalar(at: 0) {
            let start = position
            switch current {
            case "/" where scalar(at: 1) == "/":
                lineComment()
            case "/" where scalar(at: 1) == "*":
                blockComment()
            case "\"":
                string(hashes: 0, depth: depth)
            case "#":
                var hashes = 1
                while scalar(at: hashes) == "#" { hashes += 1 }
                if scalar(at: hashes) == "\"" {
                    string(hashes: hashes, depth: depth)
                } else if hashes == 1, let next = scalar(at: 1), next.startsIdentifier {
                    position += 1
                    identifierRest()
                    emit(.directive, from: start)
                } else {
                    position += hashes
                    emit(.plain, from: start)
                }
            case "@" where scalar(at: 1)?.startsIdentifier == true:
                position += 1
                identifierRest()
                emit(.attribute, from: start)
            case "0"..."9":
                number()
            case "$":
                position += 1
                identifierRest()
                emit(.plain, from: start)
            case "`":
                quotedIdentifier()
            case _ where current.startsIdentifier:
                identifier()
            case "(" where interpolated:
                parentheses += 1
                position += 1
                emit(.plain, from: start)
            case ")" where interpolated:
                if parentheses == 0 { return }
                parentheses -= 1
                position += 1
                emit(.plain, from: start)
            default:
                position += 1
                emit(.plain, from: start)
            }
        }
    }

    mutating func lineComment() {
        let start = position
        let isDoc = (scalar(at: 2) == "/" && scalar(at: 3) != "/") || scalar(at: 2) == ":"
        while let current = scalar(at: 0), !current.isNewline { position += 1 }
        emit(isDoc ? .docComment : .comment, from: start)
    }

    mutating func blockComment() {
        let start = position
        let isDoc = scalar(at: 2) == "*" && scalar(at: 3) != "/"
        position += 2
        var depth = 1
        while depth > 0, let current = scalar(at: 0) {
            if current == "/", scalar(at: 1) == "*" {
                depth += 1
                position += 2
            } else if current == "*", scalar(at: 1) == "/" {
                depth -= 1
                position += 2
            } else {
                position += 1
            }
        }
        emit(isDoc ? .docComment : .comment, from: start)
    }

    /// Whether `"` and then `hashes` `#` start at `offset`.
    func closes(at offset: Int, quotes: Int, hashes: Int) -> Bool {
        for index in 0..<quotes where scalar(at: offset + index) != "\"" { return false }
        for index in 0..<hashes where scalar(at: offset + quotes + index) != "#" { return false }
        return true
    }

    /// A string literal at `position`, which is its first `#` or its opening quote.
    mutating func string(hashes: Int, depth: Int) {
        var start = position
        position += hashes
        let multiline = scalar(at: 0) == "\"" && scalar(at: 1) == "\"" && scalar(at: 2) == "\""
        let quotes = multiline ? 3 : 1
        position += quotes
        while let current = scalar(at: 0) {
            if current == "\"", closes(at: 0, quotes: quotes, hashes: hashes) {
                position += quotes + hashes
                break
            }
            if current.isNewline, !multiline { break }
            if current == "\\", closes(at: 1, quotes: 0, hashes: hashes) {
                if scalar(at: 1 + hashes) == "(", depth < SwiftLexer.maximumDepth {
                    emit(.string, from: start)
                    let open = position
                    position += 2 + hashes
                    emit(.interpolation, from: open)
                    code(depth: depth + 1, interpolated: true)
                    if scalar(at: 0) == ")" {
                        let close = position
                        position += 1
                        emit(.interpolation, from: close)
                    }
                    start = position
                } else {
                    // An escape: the backslash, its hashes and the escaped scalar (`\n`, `\"`, `\u`).
                    position += 1 + hashes
                    if let escaped = scalar(at: 0), !(escaped.isNewline && !multiline) { position += 1 }
                }
                continue
            }
            position += 1
        }
        emit(.string, from: start)
    }

    mutating func number() {
        let start = position
        let radix = scalar(at: 0) == "0" ? scalar(at: 1) : nil
        if radix == "x" || radix == "b" || radix == "o" {
            position += 2
            let hex = radix == "x"
            while let current = scalar(at: 0) {
                if current.isHexDigit || current == "_" {
                    position += 1
                } else if hex, current == ".", scalar(at: 1)?.isHexDigit == true {
                    position += 1
                } else if hex, current == "p" || current == "P" {
                    position += 1
                    if scalar(at: 0) == "-" || scalar(at: 0) == "+" { position += 1 }
                } else {
                    break
                }
            }
        } else {
            digits()
            if scalar(at: 0) == ".", scalar(at: 1)?.isDigit == true {
                position += 1
                digits()
            }
            if scalar(at: 0) == "e" || scalar(at: 0) == "E" {
                let sign = scalar(at: 1) == "-" || scalar(at: 1) == "+" ? 1 : 0
                if scalar(at: 1 + sign)?.isDigit == true {
                    position += 1 + sign
                    digits()
                }
            }
        }
        emit(.number, from: start)
    }

    mutating func digits() {
        while let current = scalar(at: 0), current.isDigit || current == "_" { position += 1 }
    }

    mutating func identifierRest() {
        while let current = scalar(at: 0), current.continuesIdentifier { position += 1 }
    }

    mutating func identifier() {
        let start = position
        position += 1
        identifierRest()
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars[start..<position])
        let afterDot = start > 0 && scalars[start - 1] == "." && !(start > 1 && scalars[start - 2] == ".")
        let kind: Kind
        if scalars[start].properties.isUppercase {
            kind = .type
        } else if SwiftHighlighter.keywords.contains(word), !afterDot || word == "init" || word == "self" {
            kind = .keyword
        } else {
            kind = .plain
        }
        emit(kind, from: start)
    }

    /// `` `default` ``: a name, whatever it spells; a lone backtick is plain too.
    mutating func quotedIdentifier() {
        let start = position
        position += 1
        var end = position
        while end < scalars.count, scalars[end] != "`", !scalars[end].isNewline { end += 1 }
        if end < scalars.count, scalars[end] == "`" { position = end + 1 }
        emit(.plain, from: start)
    }
}

extension Unicode.Scalar {
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
    fileprivate var isHexDigit: Bool { isDigit || ("a"..."f").contains(self) || ("A"..."F").contains(self) }
    fileprivate var isNewline: Bool { self == "\n" || self == "\r" }
    fileprivate var startsIdentifier: Bool {
        if self == "_" || ("a"..."z").contains(self) || ("A"..."Z").contains(self) { return true }
        return value >= 0x80 && properties.isAlphabetic
    }
    fileprivate var continuesIdentifier: Bool {
        if startsIdentifier || isDigit { return true }
        return value >= 0x80 && (properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark)
    }
}
