import Testing
@testable import PlaygroundKit

/// Figure captions in the language being read: titles are translated, what was measured is not.
@Suite struct FigureCaptionTests {
    static let table = ["Two view models, one provider": "Две вью-модели, один провайдер", "after the fix": "после исправления"]

    @Test func translatesTitlesAndPanelsButNotWhatRan() {
        let chart = Figure.lifetimes(LifetimeChart(title: "Two view models, one provider", axis: .steps, end: 2, bars: [LifetimeBar(name: "after the fix", born: 1)]))
        guard case .lifetimes(let translated) = chart.translatingCaptions(Self.table) else { Issue.record("not a chart"); return }
        #expect(translated.title == "Две вью-модели, один провайдер")
        #expect(translated.bars.map(\.name) == ["after the fix"])
        let graph = Figure.graph(ObjectGraphFigure(title: "unknown", panels: [ObjectGraph(title: "after the fix", roots: [], notes: ["after the fix"])]))
        guard case .graph(let figure) = graph.translatingCaptions(Self.table) else { Issue.record("not a graph"); return }
        #expect(figure.title == "unknown")
        #expect(figure.panels.map(\.title) == ["после исправления"])
        #expect(figure.panels.map(\.notes) == [["after the fix"]])
        #expect(graph.captions == ["unknown", "after the fix"])
    }

    @Test func translatesMarkersInOutputAndLeavesTextAlone() {
        let figure = Figure.marbles(MarbleDiagram(title: "after the fix", streams: [], end: .zero))
        let output = "after the fix\n" + figure.marker + "done\n"
        let translated = Figure.translatingCaptions(in: output, Self.table)
        #expect(translated.hasPrefix("after the fix\n"))
        #expect(translated.hasSuffix("done\n"))
        #expect(Figure.pieces(of: translated) == [.text("after the fix\n"), .figure(.marbles(MarbleDiagram(title: "после исправления", streams: [], end: .zero))), .text("done\n")])
        #expect(Figure.translatingCaptions(in: output, [:]) == output)
    }
}
