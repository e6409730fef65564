@testable import PlaygroundKit
import OpenCombine
import TestSupport
import Testing
@testable import InputOutput

/// The marble diagrams the steps draw, from the wrappers they really run, and the lines the
/// lesson's commands record in `marbles`.
@Suite struct MarbleDiagramTests {
    /// The marble diagrams the step `id` drew, read back from its output.
    static func diagrams(of id: String) throws -> [MarbleDiagram] {
        let context = LessonContext()
        let lesson = InputOutputLesson(context: context)
        let step = try #require(lesson.steps.first { $0.id == id })
        let output = LessonOutput()
        try LessonOutput.$current.withValue(output) { try step.action(context) }
        return Figure.pieces(of: output.text).compactMap { piece in
            if case .figure(.marbles(let diagram)) = piece { diagram } else { nil }
        }
    }

    /// Each line as `name: start: label@ms ...`, `|` a completion, `✕error` a failure, `cancelled@ms`.
    static func lines(_ diagram: MarbleDiagram) -> [String] {
        func ms(_ time: Duration) -> Int64 { Int64((time.timeInterval * 1000).rounded()) }
        return diagram.streams.map { stream in
            let events = stream.events.map { event in
                let label = switch event.kind {
                case .value(let label): label
                case .finished: "|"
                case .failed(let error): "✕" + error
                case .cancelled: "!"
                case .died: "†"
                }
                return "\(label)@\(ms(event.time))"
            }
            let cancelled = stream.cancelled.map { ["cancelled@\(ms($0))"] } ?? []
            return "\(stream.name): \(ms(stream.start)): " + (events + cancelled).joined(separator: " ")
        }
    }

    @Test func relaysStatusHandsALateSubscriberItsValueToastDoesNot() throws {
        let diagrams = try Self.diagrams(of: "relays")
        #expect(diagrams.count == 1)
        #expect(try Self.lines(#require(diagrams.first)) == [
            "status early: 0: idle@0 a@100 b@200 c@400",
            "toast early: 0: a@100 b@200 c@400",
            "status late: 300: b@300 c@400",
            "toast late: 300: c@400",
        ])
    }

    @Test func subjectsLateSubscribersGetOnlyTheEnd() throws {
        let diagram = try #require(try Self.diagrams(of: "subjects").first)
        #expect(Self.lines(diagram) == [
            "title early: 0: draft@0 Feed@100 |@200",
            "alert early: 0: Offline?@100 ✕no network@200",
            "title late: 400: |@400",
            "alert late: 400: ✕no network@400",
        ])
        #expect(diagram.streams.map { $0.ending?.isFailure } == [false, true, false, true])
    }

    @Test func replayOnceAndAllToEarlyLateAndAfterTheEnd() throws {
        let diagram = try #require(try Self.diagrams(of: "replay-strategies").first)
        #expect(Self.lines(diagram) == [
            ".once early: 0: a@100 b@200 c@400 |@500",
            ".all early: 0: a@100 b@200 c@400 |@500",
            ".once late: 300: b@300 c@400 |@500",
            ".all late: 300: a@300 b@300 c@400 |@500",
            ".once after end: 600: c@600 |@600",
            ".all after end: 600: a@600 b@600 c@600 |@600",
        ])
    }

    @Test func completableToALateSubscriber() throws {
        let diagram = try #require(try Self.diagrams(of: "completable").first)
        #expect(Self.lines(diagram) == [
            "loaded early: 0: |@100",
            "loaded late: 200: |@200",
        ])
    }

    @Test func singleAndPlainSubjectToALateSubscriber() throws {
        let diagram = try #require(try Self.diagrams(of: "completable-single").first)
        #expect(Self.lines(diagram) == [
            "token early: 0: abc123@100 |@100",
            "plain early: 0: abc123@100 |@200",
            "token late: 300: abc123@300 |@300",
            "plain late: 300: |@300",
        ])
    }

    @Test func outputRecordSubscribesThroughTheWrappedValue() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let relay = Output.Relay<BehaviorRelay<Int>, Int>(value: 1)
        var recording: AnyCancellable? = relay.record(on: recorder.track("relay"))
        clock.advance(by: .milliseconds(100))
        relay.rx.accept(2)
        clock.advance(by: .milliseconds(100))
        recording?.cancel()
        relay.rx.accept(3)
        recording = nil
        #expect(Self.lines(recorder.diagram()) == ["relay: 0: 1@0 2@100 cancelled@200"])
    }
}

/// What the lesson's commands record in its own recorder, which `marbles` draws.
extension CommandTests {
    /// The lesson's own recorder, as the shell keeps it for `marbles`.
    static func marbles(_ shell: ScriptedShell) throws -> MarbleDiagram {
        try #require(shell.shell.current).context.marbles.diagram()
    }

    @Test func commandsRecordTheLiveFeedAndEachSubscriber() throws {
        let shell = openLesson()
        for line in ["subscribe ann status 1", "tick 1s", "send status busy", "send status done", "tick 1s",
                     "subscribe bob status", "cancel ann", "fail alert no-network", "subscribe cleo alert"] {
            #expect(!shell.send(line).failed, "\(line)")
        }
        #expect(try MarbleDiagramTests.lines(Self.marbles(shell)) == [
            "feed.status: 0: idle@0 busy@1000 done@1000",
            "ann on status: 0: idle@0 cancelled@2000",
            "bob on status: 2000: done@2000",
            "feed.alert: 2000: ✕no-network@2000",
            "cleo on alert: 2000: ✕no-network@2000",
        ])
    }

    @Test func demandReleasesValuesOntoTheSubscribersLine() throws {
        let shell = openLesson()
        for line in ["send history a", "send history b", "subscribe cleo history 1", "tick 500ms", "demand cleo 1",
                     "complete history"] {
            #expect(!shell.send(line).failed, "\(line)")
        }
        #expect(try MarbleDiagramTests.lines(Self.marbles(shell)) == [
            "feed.history: 0: a@0 b@0 |@500",
            "cleo on history: 0: a@0 b@500 |@500",
        ])
    }
}

extension MarbleDiagramTests {
    /// OpenCombine's subjects keep their subscribers in a set, so which hears a value first
    /// changes from run to run; the diagram puts one instant's marks line by line.
    @Test func oneInstantsMarksAreDrawnLineByLine() throws {
        for _ in 0..<5 {
            let diagram = try #require(try Self.diagrams(of: "relays").first)
            let atFourHundred = diagram.streams.indices.flatMap { line in
                diagram.streams[line].events.filter { $0.time == .milliseconds(400) }.map { (line, $0.order) }
            }
            #expect(atFourHundred.sorted { $0.1 < $1.1 }.map(\.0) == [0, 1, 2, 3])
        }
    }
}

extension CommandTests {
    /// Two subscribers of one subject hear a value in an order OpenCombine does not fix; the
    /// lesson writes one command's marks line by line, so `marbles` draws the same every time.
    @Test func oneCommandsMarksAreWrittenLineByLine() throws {
        for _ in 0..<5 {
            let shell = openLesson()
            for line in ["subscribe bob toast", "subscribe ann toast", "send toast hi"] {
                #expect(!shell.send(line).failed, "\(line)")
            }
            let diagram = try Self.marbles(shell)
            #expect(MarbleDiagramTests.lines(diagram) == ["feed.toast: 0: hi@0", "bob on toast: 0: hi@0", "ann on toast: 0: hi@0"])
            #expect(diagram.events.map(\.order) == [0, 1, 2])
            #expect(diagram.streams.map { $0.events.first?.order } == [0, 1, 2])
        }
    }
}
