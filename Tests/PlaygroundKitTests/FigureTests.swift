import Foundation
@testable import PlaygroundKit
import Testing
import TestSupport

/// Lifetimes and object graphs drawn as text, figures carried in output, and the `marbles` and
/// `lifetimes` commands.
@Suite struct FigureTests {
    final class Screen {}

    @Test func weakProbesNoteWhenAnObjectWentAway() {
        let clock = LessonClock()
        let tracker = LifetimeTracker(clock: clock)
        var screen: Screen? = Screen()
        let kept = Screen()
        tracker.track(screen!, as: "Screen #1")
        tracker.track(kept, as: "Screen #2", heldBy: HoldingLine(file: "Lessons/X/Y.swift", line: 7, code: "self.keep = screen"))
        tracker.track(kept, as: "again")
        clock.advance(by: .seconds(1))
        screen = nil
        clock.advance(by: .seconds(1))
        let chart = tracker.chart(title: "screens")
        #expect(chart.axis == .clock)
        #expect(chart.end == 2000)
        #expect(chart.bars.map(\.name) == ["Screen #1", "Screen #2"], "an object is tracked once")
        // Found gone at the first check after it went, alive still for the other.
        #expect(chart.bars[0].born == 0 && chart.bars[0].died == 2000)
        #expect(chart.bars[1].died == nil)
        withExtendedLifetime(kept) {}
    }

    @Test(arguments: [40, 80, 200])
    func aLeakedBarNeverEndsAndNamesItsLine(_ width: Int) {
        let chart = LifetimeChart(title: "after back", axis: .clock, end: 2000, bars: [
            LifetimeBar(name: "WeatherVC #1", born: 0, died: 1000),
            LifetimeBar(name: "TempViewModel #1", born: 0, heldBy: HoldingLine(file: "Lessons/CombineMVVM/ForgetfulTempViewModel.swift", line: 31, code: ".assign(to: \\.currentWeather, on: self)")),
        ])
        let lines = LifetimeText.lines(chart, style: FigureStyle(width: width))
        #expect(lines[0] == "after back")
        #expect(lines[1].hasPrefix("WeatherVC #1 ") && lines[1].hasSuffix("┥"))
        #expect(lines[2].hasPrefix("TempViewModel #1 ━") && lines[2].hasSuffix("▶"))
        #expect(lines[2].count <= width)
        if width >= 100 {
            #expect(lines[3].contains("└─ still alive, held by ForgetfulTempViewModel.swift:31  .assign(to: \\.currentWeather, on: self)"))
        } else {
            // Too wide for one row: the line of code on a row of its own, under the place.
            #expect(lines[3].hasSuffix("└─ still alive, held by ForgetfulTempViewModel.swift:31"))
            #expect(lines[4].hasSuffix("   .assign(to: \\.currentWeather, on: self)"))
            #expect(lines[4].count <= width || lines[4].hasPrefix(String(repeating: " ", count: 17) + "   ."))
        }
        // The freed bar is shorter than the leaked one.
        #expect(lines[1].count < lines[2].count)
        let ascii = LifetimeText.lines(chart, style: FigureStyle(width: width, unicode: false))
        #expect(ascii.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        #expect(ascii[2].hasSuffix(">") && ascii[1].hasSuffix("|"))
        #expect(ascii.last?.hasPrefix("time") == true && ascii.last?.contains("1s") == true)
    }

    @Test func stepsAreCellsOfTheAxis() {
        let chart = LifetimeChart(axis: .steps, end: 4, bars: [LifetimeBar(name: "VM", born: 1, died: 3)])
        let lines = LifetimeText.lines(chart, style: FigureStyle(width: 40, unicode: false))
        #expect(lines == ["VM    ============|", "step  1     2     3     4"])
    }

    static let graph = ObjectGraph(title: "Container", roots: [
        GraphNode(requested: "OrdersVM", instance: "OrdersVM #1", scope: "per request", children: [
            GraphNode(requested: "IOrdersProvider", instance: "OrdersProviderMock #1", scope: "singleton", substitution: "mock"),
            GraphNode(requested: "Analytics", instance: "Analytics #1", scope: "singleton"),
        ]),
        GraphNode(requested: "Cart", instance: "Cart #1", scope: "per request", children: [
            GraphNode(requested: "Analytics", instance: "Analytics #1", scope: "singleton", kind: .shared),
            GraphNode(requested: "Checkout", instance: "Checkout #1", children: [GraphNode(requested: "Cart", kind: .cycle)]),
        ]),
    ], notes: ["IOrdersProvider → OrdersProviderMock: a mock"])

    @Test func aGraphIsATreeWithSharedNodesAndLoops() {
        let lines = GraphText.lines(ObjectGraphFigure(panels: [Self.graph]), style: FigureStyle(width: 80))
        #expect(lines == [
            "Container",
            "OrdersVM #1 (per request)",
            "├─ IOrdersProvider → OrdersProviderMock #1 (singleton) [mock]",
            "└─ Analytics #1 (singleton)",
            "Cart #1 (per request)",
            "├─ Analytics #1 (singleton) ↑ same instance",
            "└─ Checkout #1",
            "   └─ Cart ↺ back to Cart: a cycle",
            "  IOrdersProvider → OrdersProviderMock: a mock",
        ])
        let ascii = GraphText.lines(ObjectGraphFigure(panels: [Self.graph]), style: FigureStyle(width: 80, unicode: false))
        #expect(ascii[2] == "|- IOrdersProvider -> OrdersProviderMock #1 (singleton) [mock]")
        #expect(ascii[7] == "   `- Cart <- back to Cart: a cycle")
    }

    @Test func panelsSitSideBySideWhenTheyFit() {
        let small = ObjectGraph(title: "Swinject", roots: [GraphNode(requested: "A", children: [GraphNode(requested: "B")])])
        let figure = ObjectGraphFigure(panels: [small, small])
        #expect(GraphText.lines(figure, style: FigureStyle(width: 40)) == ["Swinject    Swinject", "A           A", "└─ B        └─ B"])
        let wide = ObjectGraphFigure(panels: [Self.graph, small])
        let stacked = GraphText.lines(wide, style: FigureStyle(width: 40))
        #expect(stacked.contains("") && stacked.last == "└─ B")
        #expect(stacked.allSatisfy { $0.count <= 40 })
    }

    @Test func aFigureTravelsInOutputAndComesBackWhole() throws {
        let figure = Figure.graph(ObjectGraphFigure(panels: [Self.graph]))
        let output = "before\n" + figure.marker + "after\n"
        #expect(Figure.pieces(of: output) == [.text("before\n"), .figure(figure), .text("after\n")])
        #expect(!figure.marker.dropLast().contains("\n"), "one line")
        let cut = "x\n" + String(figure.marker.prefix(30)) + "\ny\n"
        #expect(Figure.pieces(of: cut) == [.text("x\n"), .text("(a picture that could not be read: 22 bytes)\n"), .text("y\n")])
        #expect(Figure.pieces(of: "") == [])
        #expect(Figure.drawing(output, style: FigureStyle(width: 80)).hasPrefix("before\nContainer\nOrdersVM #1"))
    }

    @Test func styledTextDrawsAFigureAtTheWidthThereIs() {
        var text = StyledText()
        text.output("a\n" + Figure.graph(ObjectGraphFigure(panels: [Self.graph])).marker + "b\n", indent: "    ")
        let plain = text.plain
        #expect(plain.hasPrefix("    a\n    Container\n    OrdersVM #1 (per request)\n    |- IOrdersProvider -> "), "no terminal, no colour: ASCII")
        #expect(plain.hasSuffix("    b\n"))
        let coloured = text.rendered(color: true)
        #expect(coloured.contains("├─ IOrdersProvider"))
        let narrow = text.rendered(color: false, layout: TerminalLayout(width: 40, unicode: true))
        #expect(narrow.contains("    ├─ IOrdersProvider → OrdersProvider…"), "drawn at the terminal's width, cut, not folded")
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(!text.isEmpty)
    }

    @Test func holdingLinesAreFoundInTheRealSource() {
        let declarations = [Snippet(name: "Leaky", file: "Lessons/X/Leaky.swift", lines: 10...13, text: "final class Leaky {\n    init() {\n        handler = { self.go() }\n    }")]
        let found = HoldingLine.find("handler = {", in: declarations)
        #expect(found == HoldingLine(file: "Lessons/X/Leaky.swift", line: 12, code: "handler = { self.go() }"))
        #expect(found?.description == "Leaky.swift:12  handler = { self.go() }")
        #expect(HoldingLine.find("handler", in: declarations, type: "Other") == nil)
    }

    // MARK: - The commands

    @Test func marblesDrawsWhatTheLearnersCommandsRecorded() {
        let shell = Shell(catalog: .testing)
        #expect(shell.handle("marbles").error == .needsLesson(command: "marbles"))
        _ = shell.handle("open fake")
        _ = shell.handle("bump 2")
        _ = shell.handle("advance 1s")
        _ = shell.handle("bump 1")
        let drawn = shell.handle("marbles")
        #expect(drawn.error == nil)
        let lines = drawn.text.plain.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("bumps 1-2-"), "\(lines)")
        #expect(lines[0].hasSuffix("3--"))
        #expect(lines[1].hasPrefix("time  0s") && lines[1].hasSuffix("1s"))
        #expect(lines[2] == "(virtual time since the lesson opened or `marbles clear`)")
        #expect(shell.handle("marbles clear").text.plain == "Cleared: `marbles` draws what happens from now on (1s).\n")
        _ = shell.handle("bump 1")
        #expect(shell.handle("marbles").text.plain.hasPrefix("bumps 4-"))
        let bad = shell.handle("marbles all")
        #expect(bad.text.plain.contains("'marbles' takes 'clear' or nothing, not 'all'"))
        #expect(shell.completions(for: "marbles ") == ["clear"])
    }

    @Test func marblesSaysWhenNothingWasRecorded() {
        let shell = Shell(catalog: .testing)
        _ = shell.handle("open other")
        let text = shell.handle("marbles").text.plain
        #expect(text.hasPrefix("Nothing recorded yet in other."))
    }

    @Test func lifetimesDrawsTheObjectsAlongTheSteps() {
        let shell = Shell(catalog: .testing)
        _ = shell.handle("open fake")
        _ = shell.handle("next")
        _ = shell.handle("next")
        let lines = shell.handle("lifetimes").text.plain.split(separator: "\n").map(String.init)
        // The counter lives from the opening on; the first step's receipt went with the step.
        #expect(lines[0].hasPrefix("Counter #1 ====") && lines[0].hasSuffix(">"), "\(lines)")
        #expect(lines[1].contains("`- still alive, held by FakeLesson.swift:1  let counter = Counter()"))
        #expect(lines[2].hasPrefix("Receipt #1") && lines[2].hasSuffix("|"))
        #expect(lines[3].hasPrefix("step") && lines[3].contains("0") && lines[3].contains("2"))
        #expect(lines[4] == "(checked with weak references after every step and command)")
        #expect(shell.handle("lifetimes clear").text.plain == "Cleared the objects that went away; the live ones stay.\n")
        #expect(!shell.handle("lifetimes").text.plain.contains("Receipt"))
        #expect(shell.handle("lifetimes now").text.plain.contains("'lifetimes' takes 'clear' or nothing, not 'now'"))
        _ = shell.handle("open other")
        #expect(shell.handle("lifetimes").text.plain.hasPrefix("Nothing tracked yet in other"))
    }
}

extension FigureTests {
    @Test func holdingLinesSkipTheMarkersTheTextLeftOut() {
        // Lines 3-9 of the file; 4 and 6 are markers the text leaves out.
        let declaration = Snippet(
            name: "Leaky", file: "Lessons/X/Leaky.swift", lines: 3...9,
            text: "final class Leaky {\n    init() {\n        handler = { self.go() }\n    }\n}", omitted: [4, 6]
        )
        #expect(HoldingLine.find("handler = {", in: [declaration])?.line == 7)
        #expect(declaration.fileLine(ofTextLine: 0) == 3)
        #expect(declaration.fileLine(ofTextLine: 1) == 5)
    }
}

extension FigureTests {
    /// Before the first step the axis says step 0 and nothing later.
    @Test func beforeTheFirstStepTheAxisIsStepZero() {
        let chart = LifetimeChart(axis: .steps, end: 0, bars: [LifetimeBar(name: "VM", born: 0)])
        let lines = LifetimeText.lines(chart, style: FigureStyle(width: 30, unicode: false))
        #expect(lines.last == "step  0")
        #expect(lines[0].hasPrefix("VM    ===") && lines[0].hasSuffix(">"))
    }
}

extension FigureTests {
    @Test func aSubstituteWhoseNameStartsLikeTheRequestKeepsItsArrow() {
        let node = GraphNode(requested: "OrdersProvider", instance: "OrdersProviderMock #2", scope: "singleton", substitution: "mock")
        let figure = ObjectGraphFigure(panels: [ObjectGraph(title: "Mock", roots: [node], notes: ["ContainerMock (OrdersProvider → OrdersProviderMock)"])])
        let lines = GraphText.lines(figure, style: FigureStyle(width: 80))
        #expect(lines[1] == "OrdersProvider → OrdersProviderMock #2 (singleton) [mock]")
        let ascii = GraphText.lines(figure, style: FigureStyle(width: 80, unicode: false))
        #expect(ascii == ["Mock", "OrdersProvider -> OrdersProviderMock #2 (singleton) [mock]", "  ContainerMock (OrdersProvider -> OrdersProviderMock)"])
    }
}

extension FigureTests {
    /// Made and freed within one step: still one cell of bar, then its end.
    @Test func aLifeWithinOneStepIsStillABar() {
        let chart = LifetimeChart(axis: .steps, end: 2, bars: [LifetimeBar(name: "VC", born: 1, died: 1)])
        let lines = LifetimeText.lines(chart, style: FigureStyle(width: 30, unicode: false))
        #expect(lines[0] == "VC    =|")
    }
}
