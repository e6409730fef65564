/// How a check program's output is told apart check by check: before each check the program
/// writes a mark to standard output (flushed, so it lands between what the checks printed), and
/// the runner cuts the output at the marks and takes them out again. Each mark carries the run's
/// key, which only the check program knows (see `runChecks` in CellKit), so learner code cannot
/// print one.
public enum CheckOutputMarks {
    /// The mark written before check `index` (0-based) of the run keyed `key`.
    public static func mark(check index: Int, key: String) -> String {
        "\u{1F}playground-check \(index) \(key)\u{1F}\n"
    }

    /// `output` without the marks of the run keyed `key`, and what was printed during each check,
    /// by its index (from its mark to the next one, or to the end). What came before the first
    /// mark (nothing, unless a mark was lost past the output cap) belongs to no check.
    public static func split(_ output: String, key: String) -> (output: String, perCheck: [Int: String]) {
        let opening = "\u{1F}playground-check "
        let closing = " \(key)\u{1F}\n"
        var plain = ""
        var perCheck: [Int: String] = [:]
        var current: Int?
        var rest = Substring(output)
        while let start = rest.firstRange(of: opening) {
            let after = rest[start.upperBound...]
            guard let end = after.firstRange(of: closing), let index = Int(after[..<end.lowerBound]) else {
                // Not a mark of this run (learner output that looks like one): keep it as printed.
                let text = rest[..<start.upperBound]
                plain += text
                if let current { perCheck[current, default: ""] += text }
                rest = after
                continue
            }
            let text = rest[..<start.lowerBound]
            plain += text
            if let current { perCheck[current, default: ""] += text }
            current = index
            perCheck[index, default: ""] += ""
            rest = after[end.upperBound...]
        }
        plain += rest
        if let current { perCheck[current, default: ""] += rest }
        return (plain, perCheck)
    }
}
