import Foundation
import PlaygroundKit

/// What the room keeps, under one lock.
struct Hub {
    struct Entry {
        var report: AttendeeReport
        var lastSeen: ContinuousClock.Instant
        /// The address the report came from: attendees per address are bounded.
        var address: String
        /// When they joined, in the room's order: tells two attendees of one name apart.
        var joined: Int
    }

    struct Bucket {
        var tokens: Double
        var last: ContinuousClock.Instant
    }

    var version = 0
    var move: ShellMove?
    var from: RoomPosition?
    var attendees: [String: Entry] = [:]
    var joins = 0
    var buckets: [String: Bucket] = [:]
    var started: ContinuousClock.Instant

    init(started: ContinuousClock.Instant) {
        self.started = started
    }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
