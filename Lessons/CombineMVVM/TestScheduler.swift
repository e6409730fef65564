import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch

/// A scheduler on virtual time: nothing scheduled on it runs until someone moves its clock with
/// `advance(by:)`, `advance(to:)` or `run()`, and then everything that falls due runs in time order
/// (actions due at the same instant in the order they were scheduled), each with `now` set to the
/// time it was due. An action may schedule more; what falls due before the target runs too.
///
/// The lesson's own, on OpenCombine and OpenCombineDispatch only: pointfreeco's combine-schedulers
/// has one of the same shape, but on Linux it brings OpenCombineFoundation and with it
/// FoundationNetworking (libcurl and its TLS stack), which every start of the playground would load.
///
/// Thread-safe: a live answer comes back on another thread and is scheduled from there. The
/// lock is never held while an action runs, so an action may schedule on this scheduler again.
final class TestScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {

    private struct Pending {
        /// Breaks ties between actions due at the same time: first scheduled, first run.
        let sequence: UInt64
        /// Shared by every run of a repeating action, so one `cancel()` stops them all.
        let id: UInt64
        let due: SchedulerTimeType
        let action: () -> Void
    }

    private struct State {
        var now: SchedulerTimeType
        var pending: [Pending] = []
        var nextSequence: UInt64 = 0
    }

    private let lock = NSLock()
    private var state: State

    init(now: SchedulerTimeType) {
        state = State(now: now)
    }

    /// `body` with the state, under the lock.
    private func withState<T>(_ body: (inout State) -> T) -> T {
        lock.withLock { body(&state) }
    }

    var now: SchedulerTimeType { withState { $0.now } }

    var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// How many actions wait for their time.
    var pendingCount: Int { withState { $0.pending.count } }

    /// When the earliest waiting action is due; nil when none waits.
    var nextDue: SchedulerTimeType? { withState { $0.pending.map(\.due).min() } }

    func schedule(options _: SchedulerOptions?, _ action: @escaping () -> Void) {
        enqueue(after: now, id: nil, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance _: SchedulerTimeType.Stride, options _: SchedulerOptions?,
                  _ action: @escaping () -> Void) {
        enqueue(after: date, id: nil, action)
    }

    /// Runs `action` at `date`, then every `interval` after it, until the returned value is cancelled.
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance _: SchedulerTimeType.Stride,
                  options _: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let id = withState { state in
            defer { state.nextSequence += 1 }
            return state.nextSequence
        }
        // Each run schedules the next one `interval` after the time it was due.
        let repeating = Repeating(scheduler: self, id: id, interval: interval, action: action)
        enqueue(after: date, id: id, repeating.fire)
        return AnyCancellable { [weak self] in
            self?.withState { $0.pending.removeAll { $0.id == id } }
            repeating.cancel()
        }
    }

    /// Moves the clock `stride` forward, running what falls due on the way. `advance()` runs what
    /// is due now: the turn of a run loop.
    func advance(by stride: SchedulerTimeType.Stride = .zero) {
        advance(to: now.advanced(by: stride))
    }

    /// Moves the clock to `target` (never back), running what falls due on the way.
    func advance(to target: SchedulerTimeType) {
        while let next = takeNext(dueBy: target) {
            next()
        }
        withState { state in
            if state.now < target { state.now = target }
        }
    }

    /// Runs everything scheduled, moving the clock as far as the last action needs. An action that
    /// repeats for ever keeps this from returning: cancel it first.
    func run() {
        while let next = takeNext(dueBy: nil) {
            next()
        }
    }

    /// Removes the earliest action due by `limit` (any, if nil) and moves the clock to its time.
    private func takeNext(dueBy limit: SchedulerTimeType?) -> (() -> Void)? {
        withState { state in
            guard let index = state.pending.indices.min(by: { a, b in
                let (x, y) = (state.pending[a], state.pending[b])
                return x.due < y.due || (x.due == y.due && x.sequence < y.sequence)
            }) else { return nil }
            let next = state.pending[index]
            if let limit, next.due > limit { return nil }
            state.pending.remove(at: index)
            if state.now < next.due { state.now = next.due }
            return next.action
        }
    }

    /// `nil` id: a one-off action, which nobody cancels (OpenCombine's operators ignore what they
    /// scheduled once they are cancelled).
    fileprivate func enqueue(after date: SchedulerTimeType, id: UInt64?, _ action: @escaping () -> Void) {
        withState { state in
            let sequence = state.nextSequence
            state.nextSequence += 1
            // An action for a time already past runs at the next turn, at `now`.
            let due = max(date, state.now)
            state.pending.append(Pending(sequence: sequence, id: id ?? sequence, due: due, action: action))
        }
    }

    /// A repeating action: each run schedules the next, unless cancelled.
    private final class Repeating: @unchecked Sendable {
        weak var scheduler: TestScheduler?
        let id: UInt64
        let interval: SchedulerTimeType.Stride
        let action: () -> Void
        private let lock = NSLock()
        private var cancelled = false

        init(scheduler: TestScheduler, id: UInt64, interval: SchedulerTimeType.Stride, action: @escaping () -> Void) {
            self.scheduler = scheduler
            self.id = id
            self.interval = interval
            self.action = action
        }

        func cancel() {
            lock.withLock { cancelled = true }
        }

        func fire() {
            guard !lock.withLock({ cancelled }), let scheduler else { return }
            // Scheduled before the action runs, so an action that cancels stops the next run too.
            scheduler.enqueue(after: scheduler.now.advanced(by: interval), id: id, fire)
            action()
        }
    }
}

/// A test scheduler with the time type of `S`'s scheduler: `TestSchedulerOf<DispatchQueue>` (see
/// `OpenCombineSchedulable`).
typealias TestSchedulerOf<S: OpenCombineSchedulable> = TestScheduler<S.OpenCombineScheduler.SchedulerTimeType,
                                                                     S.OpenCombineScheduler.SchedulerOptions>

extension DispatchQueue {
    /// A test scheduler with `DispatchQueue.OCombine`'s time type, its clock at 1 ns of uptime (a
    /// `DispatchTime` of 0 would mean "now" on the wall clock).
    static var test: TestSchedulerOf<DispatchQueue> {
        TestScheduler(now: .init(.init(uptimeNanoseconds: 1)))
    }
}
