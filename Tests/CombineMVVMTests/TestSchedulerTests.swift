import Dispatch
import Foundation
import OpenCombine
import OpenCombineDispatch
import Testing
@testable import CombineMVVM

/// The lesson's own `TestScheduler` and `AnyScheduler`: time order, what `advance(by:)` runs and
/// where it leaves the clock, and the operators the lesson puts on them.
struct TestSchedulerTests {
    /// Records what ran, and the scheduler's virtual time when it did.
    final class Trace: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func append(_ entry: String) { lock.withLock { stored.append(entry) } }
        var entries: [String] { lock.withLock { stored } }
    }

    /// The virtual time `milliseconds` after a `DispatchQueue.test` scheduler was made.
    func at(_ milliseconds: Int) -> DispatchQueue.OCombine.SchedulerTimeType {
        .init(.init(uptimeNanoseconds: 1 + UInt64(milliseconds) * 1_000_000))
    }

    @Test func actionsRunInTimeOrderAndTiesInTheOrderScheduled() {
        let scheduler = DispatchQueue.test
        let trace = Trace()
        for (name, milliseconds) in [("c", 300), ("a", 100), ("b1", 200), ("b2", 200), ("now", 0)] {
            scheduler.schedule(after: at(milliseconds)) { trace.append("\(name)@\(scheduler.stamp)") }
        }
        #expect(trace.entries.isEmpty, "nothing runs before the clock moves")
        scheduler.advance(by: .milliseconds(250))
        #expect(trace.entries == ["now@+0s", "a@+100ms", "b1@+200ms", "b2@+200ms"])
        #expect(scheduler.elapsed == .milliseconds(250), "the clock ends at the target, not at the last action")
        scheduler.advance(by: .milliseconds(50))
        #expect(trace.entries.last == "c@+300ms")
        #expect(scheduler.pendingCount == 0)
    }

    @Test func anActionMayScheduleMoreAndWhatFallsDueOnTheWayRuns() {
        let scheduler = DispatchQueue.test
        let trace = Trace()
        scheduler.schedule(after: at(100)) {
            trace.append("first@\(scheduler.stamp)")
            scheduler.schedule { trace.append("right after@\(scheduler.stamp)") }
            scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(50))) { trace.append("inside@\(scheduler.stamp)") }
            scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(500))) { trace.append("later@\(scheduler.stamp)") }
        }
        scheduler.advance(by: .milliseconds(200))
        #expect(trace.entries == ["first@+100ms", "right after@+100ms", "inside@+150ms"])
        scheduler.run()
        #expect(trace.entries.last == "later@+600ms")
        #expect(scheduler.elapsed == .milliseconds(600), "run() moves the clock as far as the last action")
    }

    @Test func theClockNeverGoesBackAndAPastTimeRunsNow() {
        let scheduler = DispatchQueue.test
        let trace = Trace()
        scheduler.advance(by: .seconds(1))
        scheduler.advance(to: at(500))
        #expect(scheduler.elapsed == .seconds(1))
        scheduler.schedule(after: at(200)) { trace.append("late@\(scheduler.stamp)") }
        scheduler.advance()
        #expect(trace.entries == ["late@+1s"])
    }

    @Test func repeatingActionsRunEveryIntervalUntilCancelled() {
        let scheduler = DispatchQueue.test
        let trace = Trace()
        let cancellable = scheduler.schedule(after: at(100), interval: .milliseconds(100)) {
            trace.append(scheduler.stamp)
        }
        scheduler.advance(by: .milliseconds(350))
        #expect(trace.entries == ["+100ms", "+200ms", "+300ms"])
        cancellable.cancel()
        scheduler.advance(by: .seconds(1))
        #expect(trace.entries.count == 3)
        #expect(scheduler.pendingCount == 0)
    }

    @Test func debounceLetsTheLastValueThroughAfterAQuietSpell() {
        let scheduler = DispatchQueue.test
        let subject = PassthroughSubject<String, Never>()
        let trace = Trace()
        let subscription = subject
            .debounce(for: .milliseconds(500), scheduler: scheduler.eraseToAnyScheduler())
            .sink { trace.append("\($0)@\(scheduler.stamp)") }
        for text in ["M", "Mo", "Mos"] {
            subject.send(text)
            scheduler.advance(by: .milliseconds(100))
        }
        scheduler.advance(by: .milliseconds(399))
        #expect(trace.entries.isEmpty, "499ms after the last value is not yet half a second")
        scheduler.advance(by: .milliseconds(1))
        #expect(trace.entries == ["Mos@+700ms"])
        withExtendedLifetime(subscription) {}
    }

    @Test func delayAndReceiveOnWaitForTheClock() {
        let scheduler = DispatchQueue.test
        let erased = scheduler.eraseToAnyScheduler()
        let trace = Trace()
        let subscription = Just("answer")
            .delay(for: .milliseconds(200), scheduler: erased)
            .receive(on: erased)
            .sink { trace.append("\($0)@\(scheduler.stamp)") }
        scheduler.advance(by: .milliseconds(199))
        #expect(trace.entries.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(trace.entries == ["answer@+200ms"])
        withExtendedLifetime(subscription) {}
    }

    @Test func theErasedSchedulerIsTheSameClock() {
        let scheduler = DispatchQueue.test
        let erased: AnySchedulerOf<DispatchQueue> = scheduler.eraseToAnyScheduler()
        scheduler.advance(by: .milliseconds(30))
        #expect(erased.now == scheduler.now)
        #expect(erased.minimumTolerance == .zero)
        let trace = Trace()
        erased.schedule { trace.append("ran") }
        #expect(scheduler.pendingCount == 1)
        scheduler.advance()
        #expect(trace.entries == ["ran"])
    }

    @Test func actionsScheduledFromOtherThreadsAllRun() {
        let scheduler = DispatchQueue.test
        let trace = Trace()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            scheduler.schedule(after: at(index % 10)) { trace.append("\(index)") }
        }
        scheduler.advance(by: .milliseconds(10))
        #expect(Set(trace.entries) == Set((0..<200).map(String.init)))
        #expect(trace.entries.count == 200)
    }
}
