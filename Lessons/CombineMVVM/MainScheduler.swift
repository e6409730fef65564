import Foundation
import OpenCombineDispatch

/// The lesson's "main queue": a test scheduler (the lesson's own, `TestScheduler.swift`), whose
/// time moves only when someone calls `advance(by:)`. Steps make their own; the lesson's live objects use one
/// that the lesson clock moves (`advance 500ms`).
typealias MainScheduler = TestSchedulerOf<DispatchQueue>

extension TestScheduler where SchedulerTimeType == DispatchQueue.OCombine.SchedulerTimeType {
    /// Virtual time since the scheduler was made (`DispatchQueue.test` starts at 1 ns).
    var elapsed: Duration {
        .nanoseconds(Int64(now.dispatchTime.uptimeNanoseconds) - 1)
    }

    /// When the earliest waiting action is due, as virtual time since the start; nil when none waits.
    var nextDueElapsed: Duration? {
        nextDue.map { .nanoseconds(Int64($0.dispatchTime.uptimeNanoseconds) - 1) }
    }

    /// "+500ms", for logs.
    var stamp: String { "+" + elapsed.stampFormatted }
}

extension Duration {
    /// `0s`, `500ms`, `1.2s`: like the shell's format, but without minutes, for columns.
    var stampFormatted: String {
        let milliseconds = Int64((Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15).rounded())
        if milliseconds == 0 { return "0s" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        return "\(Double(milliseconds) / 1000)s"
    }
}
