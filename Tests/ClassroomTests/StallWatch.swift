import Foundation

/// Notes when the whole test process was held up: a thread of its own sleeps 20 ms at a time and
/// records every wake-up that came more than a second late. A room test that fails on a
/// connection says what the process went through meanwhile, so that a failure under load tells
/// a stalled process (every thread late, the room's own timers included) from a room that
/// misbehaved.
final class StallWatch: @unchecked Sendable {
    static let shared = StallWatch()

    private let lock = NSLock()
    private var stalls: [(at: ContinuousClock.Instant, late: Duration)] = []

    private init() {
        let thread = Thread { [self] in watch() }
        thread.start()
    }

    private func watch() {
        var before = ContinuousClock.now
        while true {
            usleep(20_000)
            let now = ContinuousClock.now
            let late = now - before - .milliseconds(20)
            if late > .seconds(1) { lock.withLock { stalls.append((now, late)) } }
            before = now
        }
    }

    /// The stalls since `start`, e.g. "the process stalled 12.3 s (ended 0.5 s before the
    /// failure)", or "no stall over 1 s".
    func report(since start: ContinuousClock.Instant) -> String {
        let now = ContinuousClock.now
        let seen = lock.withLock { stalls.filter { $0.at >= start } }
        guard !seen.isEmpty else { return "the test process had no stall over 1 s" }
        return "the test process stalled " + seen.map { "\($0.late) (ended \(now - $0.at) before this)" }.joined(separator: ", ")
    }
}
