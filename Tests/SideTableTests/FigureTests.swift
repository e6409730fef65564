import Foundation
@testable import PlaygroundKit
import Testing
@testable import SideTable

/// Step cycle-free's lifetimes: the article's handler keeps its view model, this lesson's does not.
@Suite struct FigureTests {
    func chart(ofStep id: String) throws -> LifetimeChart {
        let context = LessonContext()
        let step = try #require(SideTableLesson(context: context).steps.first { $0.id == id })
        let (text, error) = LessonOutput.capture { try step.action(context) }
        if let error { throw error }
        let charts = Figure.pieces(of: text).compactMap { piece -> LifetimeChart? in
            if case .figure(.lifetimes(let chart)) = piece { return chart }
            return nil
        }
        #expect(charts.count == 1)
        return try #require(charts.first)
    }

    @Test func cycleKeepsTheArticlesViewModelAndNamesTheCapture() throws {
        let chart = try chart(ofStep: "cycle-free")
        #expect(chart.axis == .clock)
        #expect(chart.bars.map(\.name) == ["OrdersVM #1 (article's)", "OrdersVM #2 (lesson's)"])
        let (leaked, fixed) = (chart.bars[0], chart.bars[1])
        #expect(leaked.born == 0)
        #expect(leaked.died == nil)
        #expect(leaked.heldBy?.code == "this.viewModelChanged(viewModel)")
        #expect(leaked.heldBy?.file == "Lessons/SideTable/Handlers.swift")
        #expect(fixed.born == 0)
        #expect(fixed.died == 1000, "the probe looks at 1s")
        #expect(chart.end == 1000)
        // The line named is the line in the file.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let held = try #require(leaked.heldBy)
        let text = try String(contentsOf: root.appendingPathComponent(held.file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == held.code })
        #expect(lines[held.line - 1].trimmingCharacters(in: .whitespaces) == held.code, "\(held)")
    }
}

/// What the commands name goes onto the context's tracker.
@Suite struct LiveLifetimeTests {
    @Test func namedObjectsAreTrackedAndDroppedOnesDie() throws {
        let scripted = openLesson()
        for line in ["load", "drop alice"] { #expect(!scripted.send(line).failed, "\(line)") }
        let chart = try #require(scripted.shell.current?.context.lifetimes.chart())
        #expect(chart.bars.map(\.name) == ["Owner #1 (alice)", "Owner #2 (bob)", "OrdersVC #1 (vc)", "OrdersVM #1 (vm1)"])
        #expect(chart.bars.map { $0.died != nil } == [true, false, false, false])
    }
}
