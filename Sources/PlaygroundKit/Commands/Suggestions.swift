/// "Did you mean": the closest known word to a typo.
public enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo
    /// (at most 1 edit for short words, 2 for longer ones), or a unique candidate `word` is a prefix of.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let lower = word.lowercased()
        guard !lower.isEmpty, lower.count <= 64 else { return nil }
        let limit = lower.count <= 4 ? 1 : 2
        let scored = candidates
            .map { (candidate: $0, distance: distance(lower, $0.lowercased())) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
        if let best = scored.first { return best.candidate }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(lower) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// Levenshtein distance, with a transposition counting as one edit (`nxet` -> `next`).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
