/// Wrapping lesson prose for an 80-column terminal, the same way on every machine.
enum TextLayout {
    static let width = 78

    /// Wraps each line of `text` to `width` columns. A line starting with "- " wraps with a hanging
    /// indent; a line starting with spaces is kept as it is (a table, an example); blank lines stay.
    static func wrap(_ text: String, width: Int = width) -> [String] {
        var result: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.first == " " || line.isEmpty {
                result.append(String(line))
                continue
            }
            let hanging = line.hasPrefix("- ") ? "  " : ""
            var current = ""
            for word in line.split(separator: " ", omittingEmptySubsequences: true) {
                if current.isEmpty {
                    current = String(word)
                } else if current.count + 1 + word.count <= width {
                    current += " " + word
                } else {
                    result.append(current)
                    current = hanging + word
                }
            }
            result.append(current)
        }
        return result
    }

    /// Indents every line of `text` by `prefix`, leaving empty lines empty (no trailing spaces).
    static func indent(_ text: String, by prefix: String = "    ") -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.isEmpty ? "" : prefix + $0 }
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
}
