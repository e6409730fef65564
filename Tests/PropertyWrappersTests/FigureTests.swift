import Foundation
@testable import PlaygroundKit
import Testing
@testable import PropertyWrappers

/// Step 12's lifetimes: the closed screen dies, though its view model's event still exists.
@Suite struct FigureTests {
    @Test func ordersScreenDiesWhenClosedAndTheViewModelLivesOn() throws {
        let context = LessonContext()
        let step = try #require(PropertyWrappersLesson(context: context).steps.first { $0.id == "screen-closes" })
        let (text, error) = LessonOutput.capture { try step.action(context) }
        if let error { throw error }
        let charts = Figure.pieces(of: text).compactMap { piece -> LifetimeChart? in
            if case .figure(.lifetimes(let chart)) = piece { return chart }
            return nil
        }
        let chart = try #require(charts.first)
        #expect(charts.count == 1)
        #expect(chart.bars.map(\.name) == ["OrdersVM #1", "OrdersVC #1"])
        #expect(chart.bars.map(\.born) == [0, 0])
        #expect(chart.bars.map(\.died) == [nil, 1000])
        #expect(chart.bars.allSatisfy { $0.heldBy == nil })
        #expect(chart.end == 2000)
    }
}

/// The watchers go onto the context's tracker.
@Suite struct LiveLifetimeTests {
    @Test func watchersAreTrackedAndAnUnsubscribedOneDies() throws {
        let scripted = openLesson()
        for line in ["subscribe ann safe", "unsubscribe ann"] { #expect(!scripted.send(line).failed, "\(line)") }
        let chart = try #require(scripted.shell.current?.context.lifetimes.chart())
        #expect(chart.bars.map(\.name) == ["Watcher #1 (log)", "Watcher #2 (ann)"])
        #expect(chart.bars.map { $0.died != nil } == [false, true])
    }
}
