import Dispatch
import OpenCombine
import OpenCombineDispatch

/// Any scheduler with these time and option types, its own type hidden: the view model takes an
/// `AnySchedulerOf<DispatchQueue>`, and the lesson passes a `TestScheduler` where an app would pass
/// `DispatchQueue.main`. What `AnyPublisher` is to publishers. (The lesson's own, like `TestScheduler`.)
struct AnyScheduler<SchedulerTimeType: Strideable, SchedulerOptions>: Scheduler, @unchecked Sendable
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible {
    private let currentTime: () -> SchedulerTimeType
    private let tolerance: () -> SchedulerTimeType.Stride
    private let scheduleNow: (SchedulerOptions?, @escaping () -> Void) -> Void
    private let scheduleAfter: (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?, @escaping () -> Void) -> Void
    private let scheduleRepeating: (SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
                                    @escaping () -> Void) -> Cancellable

    init<S: Scheduler>(_ scheduler: S) where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
        currentTime = { scheduler.now }
        tolerance = { scheduler.minimumTolerance }
        scheduleNow = { scheduler.schedule(options: $0, $1) }
        scheduleAfter = { scheduler.schedule(after: $0, tolerance: $1, options: $2, $3) }
        scheduleRepeating = { scheduler.schedule(after: $0, interval: $1, tolerance: $2, options: $3, $4) }
    }

    var now: SchedulerTimeType { currentTime() }

    var minimumTolerance: SchedulerTimeType.Stride { tolerance() }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        scheduleNow(options, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void) {
        scheduleAfter(date, tolerance, options, action)
    }

    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        scheduleRepeating(date, interval, tolerance, options, action)
    }
}

/// A type-erased scheduler with the time type of `S`'s scheduler: `AnySchedulerOf<DispatchQueue>`.
typealias AnySchedulerOf<S: OpenCombineSchedulable> = AnyScheduler<S.OpenCombineScheduler.SchedulerTimeType,
                                                                   S.OpenCombineScheduler.SchedulerOptions>

/// A type whose OpenCombine scheduler is `OpenCombineScheduler`, so that `AnySchedulerOf<DispatchQueue>`
/// reads as in the article on every platform. OpenCombineDispatch makes `DispatchQueue` itself an
/// OpenCombine scheduler only where Apple's Combine is absent (on a Mac, `DispatchQueue`'s scheduler
/// types are Combine's); its `DispatchQueue.OCombine` (`queue.ocombine`) is one everywhere.
protocol OpenCombineSchedulable {
    associatedtype OpenCombineScheduler: Scheduler
}

extension DispatchQueue: OpenCombineSchedulable {
    typealias OpenCombineScheduler = OCombine
}

extension Scheduler {
    /// This scheduler as an `AnyScheduler`.
    func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
        AnyScheduler(self)
    }
}
