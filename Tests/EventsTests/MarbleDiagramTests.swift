@testable import PlaygroundKit
import TestSupport
import Testing
@testable import Events

/// The marble diagrams of raise order and of an unsubscribe during a raise, drawn from real
/// raises, and the lines the lesson's commands record in `marbles`.
@Suite struct MarbleDiagramTests {
    /// The marble diagrams the step `id` drew, read back from its output.
    static func diagrams(of id: String) throws -> [MarbleDiagram] {
        let context = LessonContext()
        let lesson = EventsLesson(context: context)
        let step = try #require(lesson.steps.first { $0.id == id })
        let output = LessonOutput()
        try LessonOutput.$current.withValue(output) { try step.action(context) }
        return Figure.pieces(of: output.text).compactMap { piece in
            if case .figure(.marbles(let diagram)) = piece { diagram } else { nil }
        }
    }

    static func ms(_ time: Duration) -> Int64 { Int64((time.timeInterval * 1000).rounded()) }

    /// Each line as `name: start: label@ms ...`, then `cancelled@ms` if it was cancelled.
    static func lines(_ diagram: MarbleDiagram) -> [String] {
        diagram.streams.map { stream in
            let events = stream.events.map { event in
                if case .value(let label) = event.kind { "\(label)@\(ms(event.time))" } else { "end@\(ms(event.time))" }
            }
            let cancelled = stream.cancelled.map { ["cancelled@\(ms($0))"] } ?? []
            return "\(stream.name): \(ms(stream.start)): " + (events + cancelled).joined(separator: " ")
        }
    }

    /// Whose marble came first at `milliseconds`, in the order the recorder saw them.
    static func order(_ diagram: MarbleDiagram, at milliseconds: Int64) -> [String] {
        diagram.streams
            .flatMap { stream in stream.events.filter { ms($0.time) == milliseconds }.map { ($0.order, stream.name) } }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
    }

    @Test func orderStepDrawsEachHandlerAndTheOrderTheyRan() throws {
        let diagrams = try Self.diagrams(of: "order")
        let diagram = try #require(diagrams.first)
        #expect(diagrams.count == 1)
        #expect(Self.lines(diagram) == [
            "ann: 0: one@100 TWO@200 THREE@300",
            "bob: 0: one@100 two@200 three@300",
            "carl: 0: one@100 two@200 three@300",
        ])
        #expect(Self.order(diagram, at: 100) == ["ann", "bob", "carl"])
        // ann subscribed again and kept her place; bob left and came back, and is last.
        #expect(Self.order(diagram, at: 200) == ["ann", "bob", "carl"])
        #expect(Self.order(diagram, at: 300) == ["ann", "carl", "bob"])
    }

    @Test func anUnsubscribeDuringARaiseCancelsTheLineBeforeItsTurn() throws {
        let diagram = try #require(try Self.diagrams(of: "changes-during-raise").first)
        #expect(Self.lines(diagram) == [
            "ann: 0: one@100 two@200",
            "bob: 0: cancelled@100",
            "carl: 100: two@200",
        ])
    }

    @Test func recordSubscribesARealHandlerAndCancelUnsubscribesIt() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let event = Event<Int>()
        let recording = event.record(on: recorder.track("numbers"))
        #expect(event.subscriberCount == 1)
        event.raise(1)
        clock.advance(by: .milliseconds(100))
        event.raise(2)
        recording.cancel()
        #expect(event.subscriberCount == 0)
        clock.advance(by: .milliseconds(100))
        event.raise(3)
        recording.cancel()
        #expect(Self.lines(recorder.diagram()) == ["numbers: 0: 1@0 2@100 cancelled@100"])
    }

    @Test func aRecordingNobodyKeepsHearsNothing() {
        let recorder = MarbleRecorder(now: { .zero })
        let event = Event<String>()
        _ = event.record(on: recorder.track("dropped"))
        event.raise("lost")
        #expect(Self.lines(recorder.diagram()) == ["dropped: 0: "])
        #expect(event.subscriberCount == 0)
    }
}

/// What the lesson's commands record in its own recorder, which `marbles` draws.
extension CommandTests {
    @Test func commandsRecordEachSubscriptionOfAListener() throws {
        let shell = openLesson()
        for line in ["listen ann", "listen bob", "tick 1s", "raise hello", "unsubscribe ann", "tick 1s", "raise",
                     "listen ann", "listen ann", "drop bob", "tick 1s", "raise x"] {
            #expect(!shell.send(line).failed, "\(line)")
        }
        let marbles = try #require(shell.shell.current).context.marbles.diagram()
        #expect(MarbleDiagramTests.lines(marbles) == [
            "ann: 0: hello@1000 cancelled@1000",
            "bob: 0: hello@1000 ping@2000 cancelled@2000",
            "ann: 2000: x@3000",
        ])
        #expect(MarbleDiagramTests.order(marbles, at: 1000) == ["ann", "bob"])
        #expect(marbles.streams.map(\.stop) == [.unsubscribed, .subscriberDied, nil])
    }

    /// A listener the lesson let go of died without unsubscribing: its line ends in `†`, and the
    /// legend says so rather than calling it an unsubscribe.
    @Test func aDroppedListenerDiedItDidNotUnsubscribe() throws {
        let shell = openLesson()
        for line in ["listen ann", "listen bob", "raise 1", "drop bob", "raise 2"] {
            #expect(!shell.send(line).failed, "\(line)")
        }
        let drawn = shell.sendPlain("marbles").text
        let bob = try #require(drawn.split(separator: "\n").first { $0.hasPrefix("bob") })
        #expect(bob.hasSuffix("+"), "bob's line ends where he died (ASCII in a plain shell): \(bob)")
        #expect(drawn.contains("  + = the subscriber died without unsubscribing"), "\(drawn)")
        #expect(!drawn.contains("cancelled (unsubscribed)"), "nobody unsubscribed: \(drawn)")
        shell.send("unsubscribe ann")
        #expect(shell.sendPlain("marbles").text.contains("  ! = cancelled (unsubscribed)"))
    }
}
