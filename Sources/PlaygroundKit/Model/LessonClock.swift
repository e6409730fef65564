import Foundation

/// The lesson's own clock: a fixed start date and virtual time that moves only when a step or the
/// user advances it. Lessons print dates from here, never from `Date()`, so every run prints the same.
///
/// Work scheduled with `schedule(after:_:)` runs inside `advance(by:)`, in order of due time (ties in
/// the order they were scheduled), with `now` set to the moment each one is due.
///
/// Not thread-safe: it belongs to the thread that runs the lesson's steps and commands.
public final class LessonClock {
    /// 2020-04-22 17:41:49 UTC, the moment the `di` article's first sample output was printed.
    public static let defaultStart = Date(timeIntervalSince1970: 1_587_577_309)

    /// Something scheduled on the clock.
    public struct Timer: Hashable, Sendable, CustomStringConvertible {
        public let id: Int
        public let label: String
        /// Virtual time since the clock's start at which it runs.
        public let due: Duration
        public var description: String { "\(label) at +\(due.playgroundFormatted)" }
    }

    public let start: Date
    /// Virtual time since `start`.
    public private(set) var elapsed: Duration = .zero

    private var timers: [(timer: Timer, action: () -> Void)] = []
    private var nextID = 1
    private var observers: [(Duration) -> Void] = []

    public init(start: Date = LessonClock.defaultStart) {
        self.start = start
    }

    /// The current virtual date.
    public var now: Date {
        start.addingTimeInterval(elapsed.timeInterval)
    }

    /// What is waiting to run, soonest first.
    public var pending: [Timer] {
        timers.map(\.timer).sorted(by: Self.runsBefore)
    }

    /// Due time, then the order they were scheduled in.
    private static func runsBefore(_ first: Timer, _ second: Timer) -> Bool {
        (first.due, first.id) < (second.due, second.id)
    }

    /// Runs `action` once `delay` of virtual time has passed.
    @discardableResult
    public func schedule(after delay: Duration, label: String = "timer", _ action: @escaping () -> Void) -> Timer {
        let timer = Timer(id: nextID, label: label, due: elapsed + max(delay, .zero))
        nextID += 1
        timers.append((timer, action))
        return timer
    }

    /// Removes a timer that has not run yet. Returns whether it was pending.
    @discardableResult
    public func cancel(_ timer: Timer) -> Bool {
        guard let index = timers.firstIndex(where: { $0.timer.id == timer.id }) else { return false }
        timers.remove(at: index)
        return true
    }

    /// Moves virtual time forward, running every timer that falls due on the way (including timers
    /// scheduled by those timers), then tells observers how far the clock moved.
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "virtual time only moves forward")
        let target = elapsed + duration
        let before = elapsed
        // The soonest timer by one scan, not a sort of all of them for each one that runs: a
        // chat with a thousand replies pending fires them in linear time each.
        while let index = timers.indices.min(by: { Self.runsBefore(timers[$0].timer, timers[$1].timer) }),
              timers[index].timer.due <= target {
            let (timer, action) = timers.remove(at: index)
            elapsed = timer.due
            action()
        }
        elapsed = target
        for observer in observers { observer(target - before) }
    }

    /// Calls `observer` after every `advance(by:)` with the distance moved. Lessons use this to keep
    /// another virtual clock (a test scheduler) in step with this one.
    public func onAdvance(_ observer: @escaping (Duration) -> Void) {
        observers.append(observer)
    }
}

extension Duration {
    /// Seconds as a `TimeInterval`.
    public var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    /// `1.5s`, `500ms`, `2m`, `0s`: short and the same on every machine.
    public var playgroundFormatted: String {
        let milliseconds = Int64((timeInterval * 1000).rounded())
        if milliseconds == 0 { return "0s" }
        if milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000)m" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        return "\(Double(milliseconds) / 1000)s"
    }

    /// Parses `500ms`, `1s`, `1.5s`, `2m`; a bare number is seconds. Nil for anything else.
    public init?(playgroundText text: String) {
        let units: [(suffix: String, scale: Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
        var number = Substring(text.lowercased())
        var scale = 1.0
        for unit in units where number.hasSuffix(unit.suffix) {
            number = number.dropLast(unit.suffix.count)
            scale = unit.scale
            break
        }
        guard let value = Double(number), value.isFinite, value >= 0, value * scale <= 86_400 * 365 else { return nil }
        self = .milliseconds(Int64((value * scale * 1000).rounded()))
    }
}
