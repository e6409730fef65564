import Foundation
@testable import PlaygroundKit
import Testing

/// `LessonClock`: the lesson's virtual time, which moves only when advanced.
@Suite struct LessonClockTests {
    @Test func startsAtTheFixedDateAndMovesOnlyWhenAdvanced() {
        let clock = LessonClock()
        #expect("\(clock.now)" == "2020-04-22 17:41:49 +0000")
        clock.advance(by: .milliseconds(1500))
        #expect(clock.now == LessonClock.defaultStart.addingTimeInterval(1.5))
        #expect(clock.elapsed == .milliseconds(1500))
    }

    @Test func timersRunInDueOrderWithNowAtTheirDueTime() {
        let clock = LessonClock()
        var log: [String] = []
        clock.schedule(after: .seconds(2), label: "b") { log.append("b at \(clock.elapsed.playgroundFormatted)") }
        clock.schedule(after: .seconds(1), label: "a") {
            log.append("a at \(clock.elapsed.playgroundFormatted)")
            clock.schedule(after: .milliseconds(500), label: "a2") { log.append("a2 at \(clock.elapsed.playgroundFormatted)") }
        }
        clock.schedule(after: .seconds(2), label: "c") { log.append("c at \(clock.elapsed.playgroundFormatted)") }
        #expect(clock.pending.map(\.label) == ["a", "b", "c"])
        clock.advance(by: .seconds(1))
        #expect(log == ["a at 1s"])
        clock.advance(by: .seconds(5))
        #expect(log == ["a at 1s", "a2 at 1.5s", "b at 2s", "c at 2s"])
        #expect(clock.elapsed == .seconds(6))
        #expect(clock.pending.isEmpty)
    }

    @Test func cancelledTimersDoNotRun() {
        let clock = LessonClock()
        var ran = false
        let timer = clock.schedule(after: .seconds(1)) { ran = true }
        #expect(clock.cancel(timer))
        #expect(!clock.cancel(timer))
        clock.advance(by: .seconds(2))
        #expect(!ran)
    }

    @Test func observersHearHowFarTheClockMoved() {
        let clock = LessonClock()
        var moved: [Duration] = []
        clock.onAdvance { moved.append($0) }
        clock.advance(by: .milliseconds(250))
        clock.advance(by: .seconds(1))
        #expect(moved == [.milliseconds(250), .seconds(1)])
    }
}
