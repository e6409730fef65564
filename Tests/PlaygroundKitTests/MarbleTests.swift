import Foundation
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
        request.value("GET")
        clock.advance(by: .milliseconds(200))
        request.finished()
        clock.advance(by: .milliseconds(100))
        return recorder.diagram(title: "typing")
    }

    static func draw(_ diagram: MarbleDiagram, width: Int = 80, unicode: Bool = true) -> [String] {
        MarbleText.lines(diagram, style: FigureStyle(width: width, unicode: unicode))
    }

    @Test func recordsValuesCompletionAndTimeOnTheVirtualClock() {
        let diagram = Self.typing()
        #expect(diagram.streams.map(\.name) == ["text field", "debounce", "request"])
        #expect(diagram.streams[0].events.map(\.kind) == ["M", "Mo", "Mos", "Moscow"].map { .value($0) })
        #expect(diagram.streams[0].events.map(\.time) == [0, 100, 200, 300].map { .milliseconds($0) })
        #expect(diagram.streams[1].events.map(\.time) == [.milliseconds(600)])
        #expect(diagram.streams[2].events.map(\.kind) == [.value("GET"), .finished])
        #expect(diagram.streams[2].ending?.time == .milliseconds(800))
        #expect(diagram.end == .milliseconds(900))
        #expect(diagram.events.map(\.order) == Array(0..<7))
    }

    @Test func recordsAFailureAndNothingAfterTheEnd() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let line = recorder.track("request")
        line.value("1")
        clock.advance(by: .seconds(1))
        line.failed("URLError(timedOut)")
        line.value("late")
        line.finished()
        let stream = recorder.diagram().streams[0]
        #expect(stream.events.map(\.kind) == [.value("1"), .failed("URLError(timedOut)")])
        #expect(stream.ending?.time == .seconds(1))
        #expect(stream.ending?.isFailure == true)
    }

    @Test func aCancelledLineStopsAndALateOneStartsLate() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let early = recorder.track("early")
        early.value("a")
        clock.advance(by: .seconds(1))
        let late = recorder.track("late")
        early.cancelled()
        early.value("ignored")
        late.value("b")
        clock.advance(by: .seconds(1))
        let diagram = recorder.diagram()
        #expect(diagram.streams[0].cancelled == .seconds(1))
        #expect(diagram.streams[0].events.map(\.kind) == [.value("a")])
        #expect(diagram.streams[1].start == .seconds(1))
        let lines = Self.draw(diagram, width: 40)
        // The early line stops where it was cancelled; the late one starts where it subscribed.
        let earlyRow = lines[0], lateRow = lines[1]
        #expect(earlyRow.hasPrefix("early a─"))
        #expect(earlyRow.hasSuffix("!"), "the line stops at the cancel, marked: \(earlyRow)")
        #expect(lines.contains("  ! = cancelled (unsubscribed)"))
        #expect(lateRow.hasPrefix("late  "))
        #expect(lateRow.dropFirst(6).hasPrefix(" "), "nothing is drawn before the late subscription: \(lateRow)")
        #expect(lateRow.hasSuffix("─"), "still subscribed: the line runs to the end")
    }

    /// A subscriber freed without unsubscribing ends its line in `†` (`+` in ASCII), with its
    /// own legend line; in SVG too. A cancel after it changes nothing.
    @Test func aDeadSubscriberIsDrawnApartFromAnUnsubscribe() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let gone = recorder.track("gone")
        gone.value("a")
        clock.advance(by: .seconds(1))
        gone.died()
        gone.cancelled()
        let diagram = recorder.diagram()
        #expect(diagram.streams[0].stop == .subscriberDied)
        #expect(diagram.streams[0].cancelled == .seconds(1))
        let unicode = Self.draw(diagram, width: 40)
        #expect(unicode[0].hasSuffix("†"), "\(unicode)")
        #expect(unicode.contains("  † = the subscriber died without unsubscribing"))
        #expect(!unicode.contains { $0.contains("unsubscribed)") })
        let ascii = FigureText.draw(.marbles(diagram), style: FigureStyle(width: 40, unicode: false)).split(separator: "\n")
        #expect(ascii[0].hasSuffix("+"), "\(ascii)")
        #expect(ascii.contains("  + = the subscriber died without unsubscribing"))
    }

    @Test func clearForgetsEventsAndEndedLinesAndKeepsLiveOnes() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let live = recorder.track("live")
        let ended = recorder.track("ended")
        live.value("1")
        ended.finished()
        clock.advance(by: .seconds(2))
        recorder.clear()
        live.value("2")
        let diagram = recorder.diagram()
        #expect(diagram.streams.map(\.name) == ["live"])
        #expect(diagram.streams[0].start == .seconds(2))
        #expect(diagram.streams[0].events.map(\.kind) == [.value("2")])
        #expect(diagram.streams[0].events.map(\.order) == [0])
        recorder.clear()
        #expect(!recorder.isEmpty, "a live line stays after clear")
    }

    @Test func keepsAtMostTheCapAndCountsTheRest() {
        let recorder = MarbleRecorder(now: { .zero })
        let line = recorder.track("flood")
        for value in 0..<(MarbleRecorder.maxEvents + 5) { line.value("\(value)") }
        #expect(recorder.diagram().streams[0].events.count == MarbleRecorder.maxEvents)
        #expect(recorder.dropped == 5)
    }

    @Test(arguments: [40, 80, 200])
    func everyLineFitsTheWidth(_ width: Int) {
        for unicode in [true, false] {
            let lines = Self.draw(Self.typing(), width: width, unicode: unicode)
            for line in lines { #expect(line.count <= width, "\(line.count) > \(width): \(line)") }
            #expect(lines.first == "typing")
            #expect(lines.contains { $0.hasPrefix("time ") })
            // Every value is on the page, as itself or as a key explained in the legend.
            let text = lines.joined(separator: "\n")
            for label in ["Mo", "Mos", "Moscow", "GET"] { #expect(text.contains(label), "\(label) at \(width)") }
        }
    }

    @Test func scalesTimeWhenThereIsRoom() {
        let lines = Self.draw(Self.typing(), width: 80)
        let typed = lines[1], debounced = lines[2], request = lines[3]
        let columnOf = { (row: String, label: String) in row.distance(from: row.startIndex, to: row.range(of: label)!.lowerBound) }
        // 100 ms between keystrokes; 300 ms of quiet before debounce lets Moscow through.
        let step = columnOf(typed, "Mo─") - columnOf(typed, "M─")
        #expect(step >= 5)
        #expect(columnOf(debounced, "Moscow") - columnOf(typed, "Moscow") >= 2 * step)
        // The request follows the debounced value at the same moment: one column to its right.
        #expect(columnOf(request, "GET") == columnOf(debounced, "Moscow") + 1)
        #expect(request.hasSuffix("|"), "the request completed: \(request)")
        #expect(lines[4].contains("0s") && lines[4].contains("600ms") && lines[4].contains("800ms"))
    }

    @Test func asciiWhenTheTerminalCannotShowUnicode() {
        let lines = Self.draw(Self.typing(), width: 80, unicode: false)
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(lines[1].contains("M-----"))
        let unicode = Self.draw(Self.typing(), width: 80, unicode: true)
        #expect(unicode[1].contains("M─────"))
        // A failure is ✕, or X in ASCII.
        let recorder = MarbleRecorder(now: { .zero })
        recorder.track("req").failed("offline")
        #expect(Self.draw(recorder.diagram(), unicode: false)[0].contains("X"))
        #expect(Self.draw(recorder.diagram(), unicode: true)[0].contains("✕"))
        #expect(Self.draw(recorder.diagram(), unicode: true).contains("  ✕ req: offline"))
    }

    /// Three handlers of one raise, at one instant: drawn in the order they ran, never on top of
    /// each other; and two values at one instant on one line side by side.
    @Test func overlappingMarblesKeepTheirOrder() {
        let recorder = MarbleRecorder(now: { .seconds(1) })
        let first = recorder.track("first"), second = recorder.track("second"), third = recorder.track("third")
        third.value("c")
        first.value("a")
        second.value("b")
        first.value("x")
        first.value("y")
        let lines = Self.draw(recorder.diagram(), width: 40)
        let column = { (row: Int, label: Character) in lines[row].firstIndex(of: label).map { lines[row].distance(from: lines[row].startIndex, to: $0) } ?? -1 }
        #expect(column(2, "c") < column(0, "a"))
        #expect(column(0, "a") < column(1, "b"))
        #expect(column(1, "b") < column(0, "x"))
        #expect(column(0, "x") + 1 < column(0, "y"), "a line keeps one mark between two marbles: \(lines[0])")
    }

    @Test func labelsThatDoNotFitBecomeKeysWithALegend() {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let line = recorder.track("weather")
        for city in ["Nizhny Novgorod", "Yogyakarta", "Saint Petersburg", "Nizhny Novgorod"] {
            line.value(city)
            clock.advance(by: .milliseconds(10))
        }
        let lines = Self.draw(recorder.diagram(), width: 40)
        #expect(lines[0].hasPrefix("weather a"), "\(lines)")
        #expect(lines.contains("  a = Nizhny Novgorod"))
        #expect(lines.contains("  b = Yogyakarta"))
        #expect(lines.filter { $0.hasPrefix("  a =") }.count == 1, "a label seen twice has one key")
        // At 200 columns there is room for the labels themselves.
        let wide = Self.draw(recorder.diagram(), width: 200)
        #expect(wide[0].contains("Nizhny_Novgorod") && !wide.contains { $0.hasPrefix("  a =") }, "on the line a space is _")
    }

    @Test func tooManyEventsAreCountedNotDrawnOverEachOther() {
        let recorder = MarbleRecorder(now: { .zero })
        let line = recorder.track("n")
        for value in 0..<100 { line.value("\(value)") }
        let lines = Self.draw(recorder.diagram(), width: 40)
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.last?.contains("(82 more events not drawn)") == true, "\(lines.joined(separator: "\n"))")
    }

    @Test func hostileLabelsKeepTheShape() {
        let recorder = MarbleRecorder(now: { .zero })
        recorder.track("na\u{1B}[31mme\nx").value("a\u{7}b\nc")
        let lines = Self.draw(recorder.diagram(), width: 40)
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\n") && !$0.contains("\u{7}") })
        #expect(Self.draw(MarbleDiagram(streams: [], end: .zero)) == ["(no streams recorded)"])
    }
}

extension MarbleTests {
    @Test func asciiDrawingsPutLabelsInASCIITooAndUnicodeOnesKeepThem() {
        let recorder = MarbleRecorder(now: { .zero })
        recorder.track("bob's chat").value("✓✓")
        recorder.track("weather").value("7°C")
        let ascii = Self.draw(recorder.diagram(), width: 40, unicode: false)
        #expect(ascii.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }, "\(ascii)")
        #expect(ascii[0].contains("vv") && ascii[1].contains("7C"))
        let unicode = Self.draw(recorder.diagram(), width: 40, unicode: true)
        #expect(unicode[0].contains("✓✓") && unicode[1].contains("7°C"))
    }

    /// Everything at one moment and too many for the width: keys first, then counted.
    @Test func oneMomentTooWideUsesKeysBeforeHidingAnything() {
        let recorder = MarbleRecorder(now: { .seconds(3) })
        let line = recorder.track("router")
        for event in ["received(bob)", "userReads(bob)", "userRead(bob)", "unread(bob)", "sent(bob)", "typing(bob)"] { line.value(event) }
        let lines = Self.draw(recorder.diagram(), width: 40)
        #expect(lines[0].hasPrefix("router a─b─c─d─e─f─"), "\(lines)")
        #expect(lines.contains("  a = received(bob)") && lines.contains("  f = typing(bob)"))
        #expect(!lines.contains { $0.contains("not drawn") })
    }
}

extension MarbleTests {
    /// A recording cancelled after its lesson's clock went away (a lesson closing) is stamped
    /// with the clock's last time, not a crash.
    @Test func aTrackOutlivingItsClockKeepsTheLastTime() {
        var clock: LessonClock? = LessonClock()
        let recorder = MarbleRecorder(clock: clock!)
        let tracker = LifetimeTracker(clock: clock!)
        let line = recorder.track("late")
        clock!.advance(by: .seconds(2))
        line.value("before")
        clock = nil
        line.cancelled()
        tracker.check()
        #expect(recorder.diagram().streams[0].cancelled == .seconds(2))
        #expect(tracker.chart().end == 0, "nothing was read from the clock while it lived")
    }
}

extension MarbleTests {
    @Test func inspectingATrackShowsItsLineNotTheWholeRecorder() {
        let recorder = MarbleRecorder(now: { .zero })
        let track = recorder.track("status early")
        for value in 0..<50 { track.value("\(value)") }
        let dump = Inspector.dump(track)
        #expect(dump.contains("line: \"status early\""), "\(dump)")
        #expect(!dump.contains("\"49\""))
        #expect(Inspector.dump(recorder).contains("events: 50"))
    }
}

extension MarbleTests {
    /// On the line a space is `_`; the legend spells the label as it was.
    @Test func theLegendSpellsALabelWithItsSpaces() {
        let recorder = MarbleRecorder(now: { .zero })
        recorder.track("you send").value("Lunch at noon, then a walk by the river?")
        let lines = Self.draw(recorder.diagram(), width: 40)
        #expect(lines[0].hasPrefix("you send a"))
        #expect(lines.contains("  a = Lunch at noon, then a walk by the river?"), "\(lines)")
    }
}
