/// Wrapping lesson prose for an 80-column terminal, the same way on every machine; folding lines
/// too wide for a narrower one.
public enum TextLayout {
    static let width = 78

    /// Wraps each line of `text` to `width` columns. A line starting with "- " wraps with a hanging
    /// indent; a line starting with spaces is kept as it is (a table, an example); blank lines stay.
    /// `continuationWidth`: the room of every row after a paragraph's first (`width` if nil).
    static func wrap(_ text: String, width: Int = width, continuationWidth: Int? = nil) -> [String] {
        var result: [String] = []
        for line in text.lines {
            if line.first == " " || line.isEmpty {
                result.append(String(line))
                continue
            }
            let hanging = line.hasPrefix("- ") ? "  " : ""
            var current = ""
            var currentWidth = 0  // current.count, kept as it grows: counting walks every Character
            var room = width
            for word in line.words {
                let wordWidth = word.count
                if current.isEmpty {
                    current = String(word)
                    currentWidth = wordWidth
                } else if currentWidth + 1 + wordWidth <= room {
                    current += " " + word
                    currentWidth += 1 + wordWidth
                } else {
                    result.append(current)
                    current = hanging + word
                    currentWidth = hanging.count + wordWidth
                    room = continuationWidth ?? width
                }
            }
            result.append(current)
        }
        return result
    }

    /// A line folded to `width` columns, for a terminal narrower than the line: each continuation
    /// starts with the line's own indentation plus two, then `mark` and a space, so it never starts
    /// at column 0 and reads as part of the line above. Breaks after a space or `,;:([{/`, or
    /// before a `.`, rather than inside a word, where one of these leaves at least a third of the
    /// room used; otherwise at the last column. A line that fits comes back as it is.
    ///
    ///     let viewModel: OrdersVM = container.resolve(
    ///       ↪ args: .init(customerId: 42, date: now))
    public static func fold(_ line: String, width: Int, mark: String = "↪") -> [String] {
        let characters = Array(line)
        return foldedRanges(characters, width: width, markWidth: mark.count + 1).enumerated().map { index, piece in
            (index == 0 ? "" : String(repeating: " ", count: piece.indent) + mark + " ") + String(characters[piece.range])
        }
    }

    /// Where ``fold(_:width:mark:)`` cuts: each piece's characters and (for continuations) the
    /// indentation before its mark.
    ///
    /// Nothing inside a range of `keepWhole` is cut (see ``copyableRanges(_:)``): such a stretch
    /// starts a piece of its own instead, and goes past the edge if it must, where the terminal
    /// wraps it softly and a copy still gets it in one piece.
    static func foldedRanges(_ characters: [Character], width: Int, markWidth: Int, keepWhole: [Range<Int>] = []) -> [(range: Range<Int>, indent: Int)] {
        let widths = characters.map(\.columns)
        guard widths.reduce(0, +) > width, !characters.isEmpty else { return [(0..<characters.count, 0)] }
        let indentation = characters.prefix { $0 == " " || $0 == "\t" }.count
        // The line's own indentation plus a little; on a narrow terminal, never more than a third of it.
        let continuationIndent = min(indentation + 2, max(width / 3, 1))
        var pieces: [(range: Range<Int>, indent: Int)] = []
        var start = 0
        while start < characters.count {
            let first = pieces.isEmpty
            let room = max(first ? width : width - continuationIndent - markWidth, 4)
            // The furthest end that fits (at least one character, so the loop always moves on).
            var end = start, used = 0
            while end < characters.count, used + widths[end] <= room {
                used += widths[end]
                end += 1
            }
            if end == characters.count {
                pieces.append((start..<end, continuationIndent))
                break
            }
            end = max(end, start + 1)
            let contentStart = start + (first ? indentation : 0)
            let least = contentStart + max((room - (first ? indentation : 0)) / 3, 1)
            let inside = { (index: Int) in keepWhole.contains { $0.lowerBound < index && index < $0.upperBound } }
            if let whole = keepWhole.first(where: { $0.lowerBound < end && end < $0.upperBound }) {
                end = whole.lowerBound > contentStart ? whole.lowerBound : whole.upperBound
            } else if let cut = stride(from: end, through: least, by: -1).first(where: { isBreak(characters, at: $0) && !inside($0) }), cut > contentStart {
                end = cut
            }
            var last = end
            while last > contentStart + 1, characters[last - 1] == " " { last -= 1 }
            pieces.append((start..<last, continuationIndent))
            start = end
            while start < characters.count, characters[start] == " " { start += 1 }
        }
        return pieces
    }

    /// What a reader may copy out of a message, so a fold keeps it in one piece: file paths and
    /// addresses (a word with a `/` in it: `/root/.local/share/playground/progress.json`,
    /// `~/notes`, `https://…`) and commands in single quotes (`'export EDITOR=nano'`), each
    /// without the punctuation around it.
    static func copyableRanges(_ characters: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            guard characters[index] != " " else { index += 1; continue }
            let wordStart = index
            while index < characters.count, characters[index] != " " { index += 1 }
            var lower = wordStart, upper = index
            if characters[lower] == "'", let close = closingQuote(characters, after: lower) {
                ranges.append(lower..<close + 1)
                index = close + 1
                continue
            }
            while lower < upper, "(\"`<[".contains(characters[lower]) { lower += 1 }
            while upper > lower, ".,;:)!?\"'`>]".contains(characters[upper - 1]) { upper -= 1 }
            if upper - lower > 1, characters[lower..<upper].contains("/") { ranges.append(lower..<upper) }
        }
        return ranges
    }

    /// The quote that closes one opened at `open`: the next `'` that ends a word, within 60
    /// characters (a longer stretch is prose, not a command).
    private static func closingQuote(_ characters: [Character], after open: Int) -> Int? {
        var index = open + 1
        while index < characters.count, index - open <= 60 {
            if characters[index] == "'", index > open + 1 {
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                if next == " " || ".,;:)!?".contains(next) { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether a line may be cut before `index`: after a space or `,;:([{/`, or before a space or a `.`.
    private static func isBreak(_ characters: [Character], at index: Int) -> Bool {
        guard index > 0, index < characters.count else { return false }
        let before = characters[index - 1], after = characters[index]
        return before == " " || after == " " || ",;:([{/".contains(before) || (after == "." && before != " ")
    }

    /// Indents every line of `text` by `prefix`, leaving empty lines empty (no trailing spaces).
    static func indent(_ text: String, by prefix: String = "    ") -> [String] {
        var lines = text.lines.map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : prefix + $0 }
    }
}

extension Character {
    /// Columns a terminal gives the character: two for wide East Asian characters and most emoji,
    /// four for a tab (an estimate: its real width depends on where it starts), one otherwise.
    var columns: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        if self == "\t" { return 4 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

extension StringProtocol {
    /// The lines of the text, split at every "\n" (an empty last one when the text ends with it), as
    /// `split(separator: "\n", omittingEmptySubsequences: false)` gives them, but found among the
    /// UTF-8 bytes: splitting by `Character` walks grapheme clusters, and that was the largest cost
    /// of laying out a lesson (`perf record` on `playground run`). Unlike it, a "\r\n" is split too.
    var lines: [SubSequence] { pieces(separatedBy: UInt8(ascii: "\n"), keepingEmpty: true) }

    /// The words of a line: the runs between spaces, none empty.
    var words: [SubSequence] { pieces(separatedBy: UInt8(ascii: " "), keepingEmpty: false) }

    private func pieces(separatedBy separator: UInt8, keepingEmpty: Bool) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        var position = startIndex
        let bytes = utf8
        while position < endIndex {
            if bytes[position] == separator {
                if keepingEmpty || start < position { result.append(self[start..<position]) }
                start = bytes.index(after: position)
            }
            position = bytes.index(after: position)
        }
        if keepingEmpty || start < endIndex { result.append(self[start..<endIndex]) }
        return result
    }
}

extension String {
    /// Spaces in front, to `width` characters: for numbers in a column.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    /// Spaces after, to `width` characters: for names in a column.
    func rightPadded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The columns a terminal gives the text: characters, not bytes of UTF-8 (`шагов` is five),
    /// wide East Asian characters two (see ``Character/columns``).
    var displayColumns: Int {
        reduce(0) { $0 + $1.columns }
    }

    /// Spaces after, to `width` terminal columns (``displayColumns``): for a column of words in
    /// any language.
    func rightPadded(toColumns width: Int) -> String {
        let columns = displayColumns
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
