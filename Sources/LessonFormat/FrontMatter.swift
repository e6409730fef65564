/// The `---` block at the top of a lesson's or a translation's Markdown: `key: value` lines, a value
/// going on in lines indented by two spaces.
struct FrontMatter {
    var values: [String: String] = [:]
    /// The line of each key, for messages.
    var keyLines: [String: Int] = [:]
    /// The index of the first line after the block (0 when there is none).
    var end = 0
    /// Whether the file starts with a `---` line at all.
    var present = false

    /// Reads the block at the top of `lines`. Only `keys` are allowed; each of `required` must have a
    /// value. Problems are added to `problems`.
    static func read(_ lines: [String], file: String, keys: [String], required: [String], problems: inout [Diagnostic]) -> FrontMatter {
        var matter = FrontMatter()
        guard lines.first?.trimmingTrailingSpaces == "---" else { return matter }
        matter.present = true
        var index = 1
        var lastKey: String?
        var closed = false
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            index += 1
            if line.trimmingTrailingSpaces == "---" { closed = true; break }
            if line.allSatisfy(\.isWhitespace) { lastKey = nil; continue }
            if line.hasPrefix(" "), let key = lastKey {
                matter.values[key, default: ""] += " " + line.trimmed
                continue
            }
            guard let colon = line.firstIndex(of: ":") else {
                problems.append(Diagnostic(file, number, "front matter lines look like 'key: value', not '\(line.shortened)'"))
                continue
            }
            let key = String(line[..<colon]).trimmed
            let value = String(line[line.index(after: colon)...]).trimmed
            guard keys.contains(key) else {
                problems.append(Diagnostic(file, number, "unknown front matter key '\(key.shortened)'; the keys are \(keys.joined(separator: ", "))"))
                continue
            }
            if matter.keyLines[key] != nil { problems.append(Diagnostic(file, number, "'\(key)' is given twice")) }
            matter.values[key] = value
            matter.keyLines[key] = number
            lastKey = key
        }
        matter.end = index
        if !closed { problems.append(Diagnostic(file, 1, "the front matter opened on line 1 is never closed with '---'")) }
        for key in required where (matter.values[key] ?? "").isEmpty {
            if let line = matter.keyLines[key] {
                problems.append(Diagnostic(file, line, "'\(key)' is empty"))
            } else {
                problems.append(Diagnostic(file, 1, "the front matter has no '\(key):'"))
            }
        }
        return matter
    }
}
