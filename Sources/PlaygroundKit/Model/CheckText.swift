/// A check's name or message in another language. Translations are keyed by the English as
/// Checks.swift writes it, `\(...)` included; a message printed with values in it is matched
/// against that template, and the values go into the translation's same `\(...)`.
public enum CheckText {
    enum Piece: Equatable {
        case text(String)
        /// An interpolation, by its source (`count` in `\(count)`).
        case hole(String)
    }

    /// `printed` in the translation of the first template of `table` it matches; unchanged when none
    /// does. `expectEqual`'s ending, ` (expected X, got Y)`, is kept with its words in `language`.
    public static func translate(_ printed: String, with table: [String: String], language: Language = .en) -> String {
        // An explored check's ending, ` (after: step; step)` (CellKit's `explore`): each step is
        // translated as a message is, and the message before it as usual.
        if let open = printed.range(of: " (after: ", options: .backwards), printed.hasSuffix(")") {
            let steps = printed[open.upperBound...].dropLast().components(separatedBy: "; ")
                .map { translateWhole($0, with: table) ?? $0 }
            let message = translate(String(printed[..<open.lowerBound]), with: table, language: language)
            return message + " " + Words.$language.withValue(language) { Words.afterSteps(steps) }
        }
        // `expectEqual`'s ending first: a template ending in a value would otherwise take it in.
        guard let open = printed.range(of: " (expected ", options: .backwards), printed.hasSuffix(")"),
              let message = translateWhole(String(printed[..<open.lowerBound]), with: table) else {
            return translateWhole(printed, with: table) ?? printed
        }
        let values = printed[open.upperBound...].dropLast()
        guard let comma = values.range(of: ", got ", options: .backwards) else { return message + printed[open.lowerBound...] }
        let (expected, got) = (values[..<comma.lowerBound], values[comma.upperBound...])
        let ending = Words.$language.withValue(language) { Words.expectedGot(String(expected), String(got)) }
        return message + " " + ending
    }

    static func translateWhole(_ printed: String, with table: [String: String]) -> String? {
        // The template with the most words of its own first: `subscribe \(who), whose handler
        // unsubscribes \(other)` would otherwise take in `... and subscribes them again` too.
        func words(_ template: String) -> Int {
            pieces(template).reduce(0) { if case .text(let text) = $1 { $0 + text.count } else { $0 } }
        }
        let ordered = table.map { (english: $0.key, translation: $0.value, words: words($0.key)) }
            .sorted { ($0.words, $1.english) > ($1.words, $0.english) }
        for (english, translation, _) in ordered {
            let template = pieces(english)
            guard let values = match(Substring(printed), template[...]) else { continue }
            return pieces(translation).map { piece in
                switch piece {
                case .text(let text): text
                case .hole(let source): values[source] ?? "\\(\(source))"
                }
            }.joined()
        }
        return nil
    }

    /// A literal's content split into text (escapes decoded) and interpolations.
    static func pieces(_ literal: String) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var characters = Substring(literal)
        while let character = characters.popFirst() {
            guard character == "\\", let next = characters.first else {
                text.append(character)
                continue
            }
            characters.removeFirst()
            switch next {
            case "(":
                var depth = 1
                var source = ""
                while let inner = characters.popFirst() {
                    if inner == "(" { depth += 1 }
                    if inner == ")" { depth -= 1; if depth == 0 { break } }
                    source.append(inner)
                }
                if !text.isEmpty { pieces.append(.text(text)); text = "" }
                pieces.append(.hole(source))
            case "n": text.append("\n")
            case "t": text.append("\t")
            default: text.append(next)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// The values of the holes when `printed` is `template` filled in, or nil.
    static func match(_ printed: Substring, _ template: ArraySlice<Piece>) -> [String: String]? {
        guard let first = template.first else { return printed.isEmpty ? [:] : nil }
        switch first {
        case .text(let text):
            guard printed.hasPrefix(text) else { return nil }
            return match(printed.dropFirst(text.count), template.dropFirst())
        case .hole(let source):
            // The shortest value that lets the rest match (a hole is never empty-matched past text).
            var end = printed.startIndex
            while true {
                if let rest = match(printed[end...], template.dropFirst()) {
                    var values = rest
                    values[source] = String(printed[..<end])
                    return values
                }
                guard end < printed.endIndex else { return nil }
                end = printed.index(after: end)
            }
        }
    }
}
