import LessonKit
import OpenCombine
import Testing

/// LessonKit's recording subscriber: a real OpenCombine subscriber that puts what it receives on a
/// marble track at the virtual time it arrives.
@Suite struct MarbleSubscriberTests {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    @Test func recordsValuesAndTheCompletionAtTheirTime() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let subject = PassthroughSubject<Int, Never>()
        let recording = subject.map { $0 * 10 }.record(on: recorder.track("tens"))
        subject.send(1)
        clock.advance(by: .milliseconds(300))
        subject.send(2)
        subject.send(completion: .finished)
        let stream = recorder.diagram().streams[0]
        #expect(stream.events.map(\.kind) == [.value("10"), .value("20"), .finished])
        #expect(stream.events.map(\.time) == [.zero, .milliseconds(300), .milliseconds(300)])
        recording.cancel()
        #expect(recorder.diagram().streams[0].cancelled == nil, "cancelling after the end changes nothing")
    }

    @Test func recordsAFailureWithItsLabel() {
        let recorder = MarbleRecorder(now: { .seconds(2) })
        let subject = PassthroughSubject<String, Offline>()
        let recording = subject.record(on: recorder.track("request"), label: { "got \($0)" })
        subject.send("a")
        subject.send(completion: .failure(Offline()))
        #expect(recorder.diagram().streams[0].events.map(\.kind) == [.value("got a"), .failed("offline")])
        withExtendedLifetime(recording) {}
    }

    @Test func cancellingStopsTheLineAndTheSubscription() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let subject = CurrentValueSubject<Int, Never>(7)
        var cancelled = 0
        let recording = subject.handleEvents(receiveCancel: { cancelled += 1 }).record(on: recorder.track("value"))
        clock.advance(by: .seconds(1))
        recording.cancel()
        subject.send(8)
        let stream = recorder.diagram().streams[0]
        #expect(stream.events.map(\.kind) == [.value("7")], "the current value on subscribing, nothing after the cancel")
        #expect(stream.cancelled == .seconds(1))
        #expect(cancelled == 1, "the upstream subscription was cancelled for real")
    }
}
