/// A cell's top-level items, as far as running it in the live lesson needs them: which names it
/// declares (later cells import the newest declaration of each) and whether it ends with an
/// expression (whose value the cell shows).
///
/// Not a Swift parser: a scanner that knows strings, comments and brackets, splits at newlines and
/// semicolons outside them (a line that continues the one before, `.map { ... }` or `+ 1`, stays
/// with it) and reads each item's first words. The compiler still has the last word: what this
/// gets wrong shows as a compiler error at the learner's line.
struct CellItems {
    struct Item: Equatable {
        /// Where the item starts and ends in the cell's text (UTF-8 offsets), and its first line (1-based).
        var start: Int
        var end: Int
        var line: Int
        var text: String
    }

    let items: [Item]

    init(_ code: String) {
        items = Self.split(code)
    }

    /// Marks a cell that declares what only a whole-module import brings (an extension, an operator).
    static let unscoped = "extension"

    /// What each item declares, as an import names it: `var n`, `func twice`, `struct Point`; and
    /// ``unscoped`` for an extension or an operator.
    var declarations: [String] {
        items.flatMap { Self.declarations(in: $0.text) }
    }

    /// The last item, when it is an expression whose value a REPL would show.
    var finalExpression: Item? {
        guard let last = items.last, Self.isExpression(last.text) else { return nil }
        return last
    }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "static", "class", "lazy", "weak", "unowned",
        "nonisolated", "indirect", "convenience", "required", "override", "dynamic", "mutating", "nonmutating",
        "prefix", "postfix", "infix", "package", "consuming", "borrowing",
    ]

    static let statementWords: Set<String> = [
        "let", "var", "func", "struct", "class", "enum", "protocol", "extension", "typealias", "import", "actor",
        "if", "guard", "for", "while", "repeat", "switch", "do", "return", "throw", "defer", "break", "continue",
        "fallthrough", "operator", "precedencegroup", "macro", "associatedtype", "init", "deinit", "subscript", "case",
    ]

    /// Whether `text` is an expression: not a declaration or statement, not an attribute or directive.
    static func isExpression(_ text: String) -> Bool {
        let words = leadingWords(text)
        guard let first = words.first else { return false }
        if first.hasPrefix("@") || first.hasPrefix("#") { return false }
        if modifiers.contains(first), words.count > 1 { return false }
        return !statementWords.contains(first)
    }

    /// The declarations `text` makes at top level, as `<kind> <name>`.
    static func declarations(in text: String) -> [String] {
        var words = leadingWords(text)[...]
        while let first = words.first, first.hasPrefix("@") || (modifiers.contains(first) && words.count > 1 && first != "class") {
            words = words.dropFirst()
        }
        // `class` is a modifier only before `func`/`var`, which do not occur at top level.
        guard let keyword = words.first, let found = text.range(of: keyword) else { return [] }
        let rest = text[found.upperBound...]
        switch keyword {
        case "let", "var":
            return names(inPattern: rest).map { "var \($0)" }
        case "func":
            return identifier(at: rest).map { ["func \($0)"] } ?? []
        case "struct", "class", "enum", "protocol", "typealias":
            return identifier(at: rest).map { ["\(keyword) \($0)"] } ?? []
        case "extension", "actor", "operator", "precedencegroup", "macro", "prefix", "postfix", "infix":
            // Members, conformances, operators: nothing a scoped import can name. Later cells import the whole module.
            return [Self.unscoped]
        default:
            return []
        }
    }

    /// The names a `let`/`var` binds: `n`, or each of `(a, b)`; several bindings after commas.
    static func names(inPattern text: Substring) -> [String] {
        var found: [String] = []
        var depth = 0
        var expectingName = true
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "(", "[":
                depth += 1
                expectingName = true
            case ")", "]":
                depth -= 1
            case "=", "{":
                if depth == 0 { return found }  // the initializer or accessors: only one binding is common enough
            case ":":
                if depth == 0 { expectingName = false }
            case ",":
                expectingName = true
            default:
                if expectingName, character.isLetter || character == "_" || character == "`" {
                    let name = identifier(at: text[index...]) ?? ""
                    if !name.isEmpty, name != "_" { found.append(name) }
                    index = text.index(index, offsetBy: max(1, name.count + (character == "`" ? 2 : 0)), limitedBy: text.endIndex) ?? text.endIndex
                    expectingName = false
                    continue
                }
            }
            index = text.index(after: index)
        }
        return found
    }

    /// The identifier at the start of `text`, after spaces; backticks are dropped.
    static func identifier(at text: Substring) -> String? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "`" }
        let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        return String(name)
    }

    /// The identifiers `code` uses (strings and comments included: a few too many only import a
    /// little more).
    static func identifiers(in code: String) -> Set<String> {
        var found = Set<String>()
        var current = ""
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if let first = current.first, !first.isNumber { found.insert(current) }
                current = ""
            }
        }
        if let first = current.first, !first.isNumber { found.insert(current) }
        return found
    }

    /// The first few words of `text`, comments skipped.
    static func leadingWords(_ text: String) -> [String] {
        var words: [String] = []
        for line in text.split(separator: "\n") {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            for word in code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == "{" || $0 == "<" || $0 == ":" }) {
                words.append(String(word))
                if words.count >= 8 { return words }
            }
        }
        return words
    }
}
