/// The Tab-completion rules, kept free of libedit so they can be tested directly.
///
/// Candidates are full replacement words for the last whitespace-separated word before the cursor (the "partial"
/// word, empty when the text before the cursor ends in whitespace).
enum Completion {
    enum Action: Equatable {
        /// Nothing to offer: beep.
        case beep
        /// Delete `deleteCount` characters (Unicode scalars, libedit's unit) before the cursor, then insert `insert`.
        case replace(deleteCount: Int, insert: String)
        /// Several candidates and no progress to make: show them.
        case list([String])
    }

    /// One candidate: it replaces the partial word, followed by a space. Several: their longest common prefix
    /// replaces the partial word when that changes something without shortening what was typed; otherwise they are
    /// listed. Empty and duplicate candidates are ignored.
    static func action(lineBeforeCursor: String, candidates: [String]) -> Action {
        var seen = Set<String>()
        let words = candidates.filter { !$0.isEmpty && seen.insert($0).inserted }
        let partial = partialWord(in: lineBeforeCursor)
        let deleteCount = partial.unicodeScalars.count
        switch words.count {
        case 0:
            return .beep
        case 1:
            return .replace(deleteCount: deleteCount, insert: words[0] + " ")
        default:
            let prefix = longestCommonPrefix(words)
            if prefix != partial && prefix.count >= partial.count {
                return .replace(deleteCount: deleteCount, insert: prefix)
            }
            return .list(words)
        }
    }

    /// The last whitespace-separated word of `line` (empty if `line` ends in whitespace).
    static func partialWord(in line: String) -> Substring {
        if let space = line.lastIndex(where: { $0.isWhitespace }) {
            return line[line.index(after: space)...]
        }
        return line[...]
    }

    /// The longest common prefix, compared by `Character` (so a prefix never splits a grapheme).
    static func longestCommonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map({ Substring($0) }) else { return "" }
        for word in words.dropFirst() {
            var end = prefix.startIndex
            var other = word.startIndex
            while end < prefix.endIndex, other < word.endIndex, prefix[end] == word[other] {
                end = prefix.index(after: end)
                other = word.index(after: other)
            }
            prefix = prefix[..<end]
            if prefix.isEmpty { break }
        }
        return String(prefix)
    }

    /// `words` laid out in columns, filled top to bottom then left to right (like `ls`), in a terminal `width`
    /// columns wide. One string per row, without trailing spaces.
    static func columns(_ words: [String], width: Int) -> [String] {
        guard !words.isEmpty else { return [] }
        let widths = words.map(displayWidth)
        let gap = 2
        let columnWidth = (widths.max() ?? 0) + gap
        let columnCount = max(1, min(words.count, (max(width, 1) + gap) / columnWidth))
        let rowCount = (words.count + columnCount - 1) / columnCount
        var rows: [String] = []
        for row in 0..<rowCount {
            var line = ""
            for column in 0..<columnCount {
                let index = column * rowCount + row
                guard index < words.count else { break }
                line += words[index]
                let nextIndex = (column + 1) * rowCount + row
                if column + 1 < columnCount, nextIndex < words.count {
                    line += String(repeating: " ", count: columnWidth - widths[index])
                }
            }
            rows.append(line)
        }
        return rows
    }

    /// Terminal cells `text` takes, roughly as terminals count them: combining marks 0, East Asian wide and emoji
    /// characters 2, everything else 1. (Not `wcwidth`, which depends on the C locale.)
    static func displayWidth(_ text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format:
                continue
            default:
                break
            }
            total += isWide(scalar.value) || properties.isEmojiPresentation ? 2 : 1
        }
        return total
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
