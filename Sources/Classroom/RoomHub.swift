import Foundation
import PlaygroundKit

/// What the room keeps, under one lock.
struct Hub {
    struct Entry {
        var report: AttendeeReport
        var lastSeen: ContinuousClock.Instant
    }

    struct Bucket {
        var tokens: Double
        var last: ContinuousClock.Instant
    }

    var version = 0
    var move: ShellMove?
    var from: RoomPosition?
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    /// Long polls cancelled before they waited.
    var cancelled: Set<UInt64> = []
    var streams: [UInt64: AsyncStream<Data>.Continuation] = [:]
    var attendees: [String: Entry] = [:]
    var buckets: [String: Bucket] = [:]
    var logWindowStart: ContinuousClock.Instant
    var logLinesInWindow = 0
    var logSuppressed = 0
    private var lastID: UInt64 = 0

    init(started: ContinuousClock.Instant) {
        logWindowStart = started
    }

    mutating func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
