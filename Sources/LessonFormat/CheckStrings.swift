/// The words a learner reads from an exercise's Checks.swift: each `Check("name")` and the message
/// of each `expect(..., "message")`, `expectEqual(..., "message")` and `fail("message")`, as the
/// literals are written (interpolations `\(...)` and escapes kept; literals joined by `+` joined).
/// A message that is not made of literals alone is left out: it cannot be translated ahead.
public enum CheckStrings {
    enum Token: Equatable {
        case word(String), string(String), open, close, comma, plus, other
    }

    public static func find(in source: String) -> [String] {
        let tokens = tokenize(Array(source))
        var found: [String] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard case .word(let name) = tokens[index], ["Check", "expect", "expectEqual", "fail"].contains(name),
                  index + 1 < tokens.count, tokens[index + 1] == .open else { continue }
            let arguments = self.arguments(tokens, from: index + 2)
            guard let argument = name == "Check" ? arguments.first : arguments.last, let text = literal(argument) else { continue }
            if !found.contains(text) { found.append(text) }
        }
        return found
    }

    /// The names of the checks `source` declares (`Check("name")`), as written.
    public static func checkNames(in source: String) -> [String] {
        let tokens = tokenize(Array(source))
        var found: [String] = []
        for index in tokens.indices {
            guard case .word("Check") = tokens[index], index + 1 < tokens.count, tokens[index + 1] == .open,
                  let first = arguments(tokens, from: index + 2).first, let text = literal(first) else { continue }
            found.append(text)
        }
        return found
    }

    /// Every string literal of `source`, as written.
    public static func literals(in source: String) -> [String] {
        tokenize(Array(source)).compactMap { token in
            if case .string(let text) = token { return text }
            return nil
        }
    }

    /// The arguments of a call whose `(` comes just before `start`, each as its tokens.
    static func arguments(_ tokens: [Token], from start: Int) -> [[Token]] {
        var arguments: [[Token]] = [[]]
        var depth = 0
        for token in tokens[start...] {
            switch token {
            case .open: depth += 1
            case .close:
                if depth == 0 { return arguments }
                depth -= 1
            case .comma where depth == 0:
                arguments.append([])
                continue
            default: break
            }
            arguments[arguments.count - 1].append(token)
        }
        return arguments
    }

    /// The text of an argument made of string literals joined by `+`, or nil.
    static func literal(_ argument: [Token]) -> String? {
        var text = ""
        var expectString = true
        for token in argument {
            switch (token, expectString) {
            case (.string(let part), true): text += part; expectString = false
            case (.plus, false): expectString = true
            default: return nil
            }
        }
        return expectString ? nil : text
    }

    static func tokenize(_ characters: [Character]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        func at(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            if character == "/", at(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", at(1) == "*" {
                index += 2
                while index < characters.count, !(characters[index] == "*" && at(1) == "/") { index += 1 }
                index += 2
            } else if character == "\"" {
                let (text, end) = stringLiteral(characters, from: index)
                tokens.append(text.map { .string($0) } ?? .other)
                index = end
            } else if character.isLetter || character == "_" {
                var word = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else {
                switch character {
                case "(": tokens.append(.open)
                case ")": tokens.append(.close)
                case ",": tokens.append(.comma)
                case "+": tokens.append(.plus)
                default: if !character.isWhitespace { tokens.append(.other) }
                }
                index += 1
            }
        }
        return tokens
    }

    /// A `"..."` literal starting at `start`: its content as written (nil for a `"""` block), and
    /// the index after it. Interpolations may hold parentheses and literals of their own.
    static func stringLiteral(_ characters: [Character], from start: Int) -> (String?, Int) {
        if start + 2 < characters.count, characters[start + 1] == "\"", characters[start + 2] == "\"" {
            var index = start + 3
            while index + 2 < characters.count, !(characters[index] == "\"" && characters[index + 1] == "\"" && characters[index + 2] == "\"") { index += 1 }
            return (nil, index + 3)
        }
        var index = start + 1
        var text = ""
        while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
            if characters[index] == "\\", index + 1 < characters.count {
                if characters[index + 1] == "(" {
                    text.append("\\")
                    index += 1
                    var depth = 0
                    repeat {
                        if characters[index] == "(" { depth += 1 }
                        if characters[index] == ")" { depth -= 1 }
                        if characters[index] == "\"" {
                            let (_, end) = stringLiteral(characters, from: index)
                            text += String(characters[index..<end])
                            index = end
                            continue
                        }
                        text.append(characters[index])
                        index += 1
                    } while index < characters.count && depth > 0
                    continue
                }
                text.append(characters[index])
                text.append(characters[index + 1])
                index += 2
                continue
            }
            text.append(characters[index])
            index += 1
        }
        return (text, index + 1)
    }
}
