/// In-memory history rules shared by both readers.
///
/// Invariants, kept by ``init(entries:capacity:)`` and ``append(_:)`` alike: no blank entries, no entry equal to
/// the one before it, and at most ``capacity`` entries (the oldest are dropped first).
public struct HistoryList: Sendable, Equatable {
    public private(set) var entries: [String]
    public let capacity: Int

    /// `entries` go through the same rules as ``append(_:)``, so blank lines and consecutive duplicates in them are
    /// dropped and only the newest `capacity` are kept. A negative capacity counts as 0 (no history).
    public init(entries: [String] = [], capacity: Int = 1000) {
        self.capacity = max(0, capacity)
        self.entries = []
        self.entries.reserveCapacity(min(entries.count, self.capacity))
        for entry in entries { append(entry) }
    }

    /// Appends unless blank or equal to the previous entry; drops the oldest past capacity.
    /// "Blank" means empty or only whitespace (including newlines).
    public mutating func append(_ line: String) {
        appendIfNew(line)
    }

    /// ``append(_:)``, telling whether the line was added.
    @discardableResult
    mutating func appendIfNew(_ line: String) -> Bool {
        guard capacity > 0, !HistoryList.isBlank(line), entries.last != line else { return false }
        if entries.count >= capacity {
            entries.removeFirst(entries.count - capacity + 1)
        }
        entries.append(line)
        return true
    }

    /// Whether `line` would be ignored by ``append(_:)`` for being blank.
    static func isBlank(_ line: String) -> Bool {
        line.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
