import Foundation
@testable import Handouts
import PlaygroundKit
import Testing
import TestSupport

/// Pictures on the live page and in HTML handouts: SVG from the same recorded data the shell draws
/// as text; in Markdown handouts, the text drawing.
@Suite struct FigureSVGTests {
    static func diagram() -> MarbleDiagram {
        let clock = LessonClock()
        let recorder = MarbleRecorder(clock: clock)
        let typed = recorder.track("text <field> & co")
        let request = recorder.track("request")
        for text in ["M", "Mo", "Mos", "Moscow"] {
            typed.value(text)
            clock.advance(by: .milliseconds(100))
        }
        clock.advance(by: .milliseconds(200))
        request.value("12°C")
        request.failed("offline")
        return recorder.diagram(title: "typing \"Moscow\"")
    }

    static let chart = LifetimeChart(title: "after back", axis: .clock, end: 2000, bars: [
        LifetimeBar(name: "WeatherVC #1", born: 0, died: 1000),
        LifetimeBar(name: "TempViewModel #1", born: 0, heldBy: HoldingLine(file: "Lessons/A/B.swift", line: 3, code: "x.assign(to: \\.y, on: self)")),
    ])

    static let graph = ObjectGraphFigure(title: "before & after", panels: [
        ObjectGraph(title: "Container", roots: [
            GraphNode(requested: "Cart", instance: "Cart #1", scope: "per request", children: [
                GraphNode(requested: "Checkout", instance: "Checkout #1", children: [GraphNode(requested: "Cart", kind: .cycle)]),
                GraphNode(requested: "Analytics", instance: "Analytics #1", scope: "singleton", kind: .shared),
            ]),
        ], notes: ["a <note>"]),
        ObjectGraph(title: "Swinject", roots: []),
    ])

    @Test(arguments: [Figure.marbles(diagram()), .lifetimes(chart), .graph(graph)])
    func eachFigureIsWellFormedSelfContainedSVG(_ figure: Figure) {
        let html = FigureSVG.html(figure)
        let structure = HTMLStructure(html)
        #expect(structure.problems == [], "\(html)")
        #expect(structure.externalReferences.isEmpty)
        #expect(structure.all("svg").count == 1)
        #expect(!html.contains("<script"))
        #expect(html.hasPrefix("<figure class=\"figure\"><figcaption>"))
    }

    @Test func marblesAreDrawnWithShapesFromTheRecording() {
        let html = FigureSVG.html(.marbles(Self.diagram()))
        let structure = HTMLStructure(html)
        #expect(structure.all("rect").filter { $0.attributes["class"] == "marble" }.count == 5, "four keystrokes and one weather")
        #expect(structure.all("path").contains { $0.attributes["class"] == "failed" })
        #expect(html.contains(">text &lt;field&gt; &amp; co</text>"), "names are escaped")
        #expect(html.contains(">Moscow</text>") && html.contains(">12°C</text>"))
        #expect(html.contains("<figcaption>typing &quot;Moscow&quot;</figcaption>") || html.contains("<figcaption>typing \"Moscow\"</figcaption>"))
    }

    @Test func aLeakedBarEndsInAnArrowAndNamesItsLine() {
        let html = FigureSVG.html(.lifetimes(Self.chart))
        let structure = HTMLStructure(html)
        // The leak's holder is named, so it is drawn as a leak (an object merely alive is not).
        #expect(structure.all("rect").filter { $0.attributes["class"] == "bar alive held" }.count == 1)
        #expect(structure.all("path").filter { $0.attributes["class"] == "alive-end held" }.count == 1)
        let expected = FigureSVG.html(.lifetimes(LifetimeChart(axis: .steps, end: 2, bars: [LifetimeBar(name: "Screen", born: 1)])))
        #expect(HTMLStructure(expected).all("rect").filter { $0.attributes["class"] == "bar alive" }.count == 1)
        #expect(html.contains("still alive, held by B.swift:3  x.assign(to: \\.y, on: self)"))
    }

    @Test func aCycleIsDrawnAsALoopBack() {
        let html = FigureSVG.html(.graph(Self.graph))
        let structure = HTMLStructure(html)
        #expect(structure.all("path").filter { $0.attributes["class"] == "loop" }.count == 1)
        #expect(structure.all("rect").filter { $0.attributes["class"] == "node shared" }.count == 1)
        #expect(html.contains("(nothing resolved)"))
    }

    @Test func aStepsOutputShowsTextAndPicturesInOrder() {
        let output = "before\n" + Figure.lifetimes(Self.chart).marker + "after\n"
        let record = StepRecord(
            lesson: "x", lessonTitle: "X", number: 1, count: 1, id: "s", title: "S", text: "t", tryIt: nil, code: [], output: output
        )
        let html = StepHTML.body(record)
        #expect(HTMLStructure(html).problems == [])
        let before = html.range(of: "<samp>before</samp>")!, svg = html.range(of: "<svg")!, after = html.range(of: "<samp>after</samp>")!
        #expect(before.lowerBound < svg.lowerBound && svg.lowerBound < after.lowerBound)
        #expect(!html.contains("\u{FFFC}"), "no marker reaches the page")
    }

    @Test func markdownHandoutsDrawTheTextPicture() {
        let output = Figure.lifetimes(Self.chart).marker
        let markdown = Figure.drawing(output, style: FigureStyle(width: 80, unicode: true))
        #expect(markdown.hasPrefix("after back\nWeatherVC #1     ━"))
        #expect(!markdown.contains("\u{FFFC}"))
    }
}

