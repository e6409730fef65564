import Foundation

/// Splitting a cell into top-level items.
extension CellItems {
    /// Operators and words that, starting a line, continue the item before it.
    static let continuingStarts = [".", "?.", "+", "-", "*", "/", "%", "=", "!=", "<", ">", "&", "|", "^", "?", ":", "else", "catch", "where", "??", "->", "in", "as", "is"]
    /// Endings that make the next line part of the same item.
    static let continuingEnds: [Character] = ["=", "+", "-", "*", "/", "%", "&", "|", "^", ",", ".", "(", "[", "{", ":", "<", ">", "?", "!"]

    static func split(_ code: String) -> [Item] {
        let bytes = Array(code.utf8)
        var cuts: [Int] = []  // offsets where a top-level line ends (newline) or a semicolon is
        var index = 0
        var depth = 0
        var inString = false, inMultiline = false, blockComments = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if blockComments > 0 {
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") { blockComments -= 1; index += 2; continue }
                if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") { blockComments += 1; index += 2; continue }
                index += 1
                continue
            }
            if inMultiline {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\""), next == UInt8(ascii: "\""), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "\"") {
                    inMultiline = false
                    index += 3
                    continue
                }
                index += 1
                continue
            }
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                blockComments += 1
                index += 2
                continue
            case UInt8(ascii: "\""):
                if next == UInt8(ascii: "\""), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "\"") {
                    inMultiline = true
                    index += 3
                    continue
                }
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "\n"), UInt8(ascii: ";"):
                if depth <= 0 { cuts.append(index) }
            default: break
            }
            index += 1
        }
        cuts.append(bytes.count)
        var items: [Item] = []
        var start = 0
        for cut in cuts {
            let piece = String(decoding: bytes[start..<cut], as: UTF8.self)
            let code = stripped(piece)
            if let last = items.last, !code.isEmpty, continues(last.text, with: code) {
                items[items.count - 1].end = cut
                items[items.count - 1].text = String(decoding: bytes[last.start..<cut], as: UTF8.self)
            } else if !code.isEmpty {
                let leading = piece.prefix { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == ";" }.utf8.count
                let line = bytes[0..<(start + leading)].filter { $0 == UInt8(ascii: "\n") }.count + 1
                items.append(Item(start: start + leading, end: cut, line: line, text: String(decoding: bytes[(start + leading)..<cut], as: UTF8.self)))
            }
            start = min(cut + 1, bytes.count)
        }
        return items
    }

    /// Whether `next` (a line's code) continues the item `previous`.
    static func continues(_ previous: String, with next: String) -> Bool {
        let startsWithContinuation = continuingStarts.contains { start in
            guard next.hasPrefix(start) else { return false }
            // A word (`else`, `in`) only as a whole word: `index += 1` starts an item of its own.
            guard start.first?.isLetter == true, let after = next.dropFirst(start.count).first else { return true }
            return !(after.isLetter || after.isNumber || after == "_")
        }
        if startsWithContinuation { return true }
        guard let end = stripped(lastLine(of: previous)).last else { return false }
        return continuingEnds.contains(end)
    }

    static func lastLine(of text: String) -> String {
        String(text.split(separator: "\n").last ?? "")
    }

    /// `text` without its line comment and surrounding spaces.
    static func stripped(_ text: String) -> String {
        var code = Substring(text)
        if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
        return code.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
