/// How long an async test's wait may go on, counted in the time the waiting task really had.
///
/// A wait that polls (look, sleep 20 ms, look again) with a wall-clock deadline fails wrongly on a
/// loaded machine: when synchronous tests hold the concurrency pool's threads (two on a two-core
/// machine) for a minute or more, the waiting task is not resumed meanwhile, and it may find its
/// deadline passed before it looked again, although what it waits for came long ago (or comes as
/// soon as the other tasks it depends on run again). Here a pause that lasted much longer than
/// asked counts only as `step`: a wait ends after `limit` of looking, however long it was kept
/// from looking.
public struct WaitBudget: Sendable {
    private var left: Duration
    private var last: ContinuousClock.Instant
    private let step: Duration

    public init(_ limit: Duration, step: Duration = .milliseconds(100)) {
        left = limit
        last = .now
        self.step = step
    }

    /// Counts the time since the last call (at most `step`); whether any of the limit is left.
    public mutating func goOn() -> Bool {
        let now = ContinuousClock.now
        left -= min(now - last, step)
        last = now
        return left > .zero
    }
}
