import Foundation

/// How long to wait before trying the room again: from 1 s, doubling to 10 s, with a little
/// jitter so that a room's followers do not all come back at the same instant.
struct Backoff {
    private var attempt = 0

    mutating func next() -> Duration {
        defer { attempt += 1 }
        let seconds = min(10.0, pow(2.0, Double(min(attempt, 4))))
        return .milliseconds(Int(seconds * 1000 * Double.random(in: 0.8...1.2)))
    }

    mutating func reset() {
        attempt = 0
    }
}
