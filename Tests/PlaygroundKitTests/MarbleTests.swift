@testable import PlaygroundKit
import Testing

/// The marble recorder (values, completion, failure, cancellation, virtual time) and the text
/// renderer (widths, ASCII, overlapping marbles, keys).
@Suite struct MarbleTests {
    /// M, Mo, Mos, Moscow typed 100 ms apart; debounce(300ms) lets Moscow through; one request.
    static func typing() -> MarbleDiagram {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let typed = recorder.track("text field")
        let debounced = recorder.track("debounce")
        let request = recorder.track("request")
        for text in ["M", "Mo", "Mos", "Moscow"] {
            typed.value(text)
            clock.advance(by: .milliseconds(100))
        }
        clock.advance(by: .milliseconds(200))
        debounced.value("Moscow")
        request.value("GET Moscow")
        clock.advance(by: .milliseconds(200))
        request.finished()
        clock.advance(by: .milliseconds(100))
        return recorder.diagram(title: "typing")
    }

    @Test func recordsValuesCompletionAndTimeOnTheVirtualClock() {
        let diagram = Self.typing()
        #expect(diagram.streams.map(\.name) == ["text field", "debounce", "request"])
        #expect(diagram.streams[0].events.map(\.kind) == ["M", "Mo", "Mos", "Moscow"].map { .value($0) })
        #expect(diagram.streams[0].events.map(\.time) == [0, 100, 200, 300].map { .milliseconds($0) })
        #expect(diagram.streams[1].events.map(\.time) == [.milliseconds(600)])
        #expect(diagram.streams[2].events.map(\.kind) == [.value("GET Moscow"), .finished])
        #expect(diagram.streams[2].ending?.time == .milliseconds(800))
        #expect(diagram.end == .milliseconds(900))
        #expect(diagram.events.map(\.order) == Array(0..<7))
    }

    @Test func draws() {
        for width in [40, 80, 200] {
            print(FigureText.draw(.marbles(Self.typing()), style: FigureStyle(width: width, unicode: true)))
            print(FigureText.draw(.marbles(Self.typing()), style: FigureStyle(width: width, unicode: false)))
        }
    }
}
