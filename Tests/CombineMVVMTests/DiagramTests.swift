import Foundation
import PlaygroundKit
import Testing
import TestSupport
@testable import CombineMVVM
@testable import PlaygroundKit

/// The pictures are drawn from what really ran: the debounce step's marble diagrams of the real
/// `TempViewModel` chain on its test scheduler, the lifetime charts of the retain-cycle steps,
/// and the live view model's streams the learner's own commands drive (`ctx.marbles`).
@Suite struct DiagramTests {
    /// The figures a step drew, in order.
    func figures(of step: (CombineMVVMLesson) -> (LessonContext) throws -> Void) -> [Figure] {
        let context = LessonContext()
        let lesson = CombineMVVMLesson(context: context)
        let (text, error) = LessonOutput.capture { try step(lesson)(context) }
        #expect(error == nil)
        return Figure.pieces(of: text).compactMap { piece in
            if case .figure(let figure) = piece { figure } else { nil }
        }
    }

    func marbles(_ figures: [Figure]) -> [MarbleDiagram] {
        figures.compactMap { if case .marbles(let diagram) = $0 { diagram } else { nil } }
    }

    func charts(_ figures: [Figure]) -> [LifetimeChart] {
        figures.compactMap { if case .lifetimes(let chart) = $0 { chart } else { nil } }
    }

    @Test func oneBurstOfTypingMakesOneRequest() throws {
        let diagrams = marbles(figures(of: CombineMVVMLesson.debounce))
        try #require(diagrams.count == 1)
        let burst = diagrams[0]
        #expect(burst.streams.map(\.name) == chainLines)
        #expect(values(burst, "$city") == ["M@0", "Mo@100", "Mos@200", "Moscow@300"])
        #expect(values(burst, "debounce(500ms)") == ["Moscow@800"])
        #expect(values(burst, "removeDuplicates") == ["Moscow@800"])
        #expect(values(burst, "request") == ["Moscow@800"], "exactly one request")
        #expect(values(burst, "currentWeather") == ["7°C@1000"])
        #expect(burst.end == .milliseconds(1300))
        // At one instant, in the order they happened: debounce, removeDuplicates, the request.
        let atDebounce = burst.events.filter { $0.time == .milliseconds(800) }.map(\.order)
        #expect(atDebounce == atDebounce.sorted() && atDebounce.count == 3)
    }

    @Test func moscowAgainGetsThroughDebounceAndStopsAtRemoveDuplicates() throws {
        let diagrams = marbles(figures(of: CombineMVVMLesson.removeDuplicates))
        try #require(diagrams.count == 1)
        let again = diagrams[0]
        #expect(again.streams.map(\.name) == chainLines)
        #expect(values(again, "$city") == ["Mosco@1000", "Moscow@1100"])
        #expect(values(again, "debounce(500ms)") == ["Moscow@1600"])
        #expect(values(again, "removeDuplicates").isEmpty, "the duplicate is dropped")
        #expect(values(again, "request").isEmpty, "no second request")
        #expect(values(again, "currentWeather").isEmpty)
    }

    @Test func aPauseLetsAHalfTypedCityThroughAndOnlyNeighboursAreDuplicates() throws {
        let diagrams = marbles(figures(of: CombineMVVMLesson.debounceLimits))
        try #require(diagrams.count == 1)
        let between = diagrams[0]
        #expect(values(between, "request") == ["Mosc@500", "Moscow@1100", "London@2100", "Moscow@3100"])
        #expect(values(between, "currentWeather") == ["placeholder@700", "7°C@1300", "15°C@2300", "7°C@3300"])
    }

    @Test func theLeakingViewModelsBarNeverEndsAndNamesTheAssignLine() throws {
        let chart = try #require(charts(figures(of: CombineMVVMLesson.retainCycle)).first)
        #expect(chart.axis == .clock)
        #expect(chart.end == 2000)
        let bar = try #require(chart.bars.first)
        #expect(chart.bars.count == 1)
        #expect(bar.name == "TempViewModel" && bar.born == 0 && bar.died == nil)
        let holding = try #require(bar.heldBy)
        #expect(holding.file == "Lessons/CombineMVVM/TempViewModel.swift")
        #expect(holding.code == ".assign(to: \\.currentWeather, on: self)")
        // The line number is the real one: the file holds that code on that line.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent(holding.file), encoding: .utf8)
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[holding.line - 1].trimmingCharacters(in: .whitespaces) == holding.code)
    }

    @Test func theFixedViewModelsBarEndsWithTheScope() throws {
        let chart = try #require(charts(figures(of: CombineMVVMLesson.fixedLifetime)).first)
        #expect(chart.end == 2000)
        #expect(chart.bars == [LifetimeBar(name: "FixedTempViewModel", born: 0, died: 1000)])
    }

    @Test func theLiveViewModelsAreTrackedInTheLessonsLifetimes() throws {
        let shell = openLesson()
        let lifetimes = try liveLesson(shell).context.lifetimes
        var chart = lifetimes.chart()
        #expect(chart.bars.map(\.name) == ["TempViewModel #1"])
        #expect(chart.bars[0].died == nil)
        #expect(chart.bars[0].heldBy?.code == ".assign(to: \\.currentWeather, on: self)")
        shell.send("run 2")
        APIKey.$environment.withValue([APIKey.variable: "not-a-real-key"]) {
            #expect(!shell.send("service live").failed)
        }
        chart = lifetimes.chart()
        // Where on the steps axis: the step last run, as the shell counts them.
        let step = try liveLesson(shell).context.step
        #expect(chart.bars.map(\.name) == ["TempViewModel #1", "TempViewModel #2"])
        #expect(chart.bars[0].died == step, "replaced by service, its cycle broken")
        #expect(chart.bars[1].born == step && chart.bars[1].died == nil)
        // The new view model's lines are recorded too, told apart from the first one's.
        shell.send("type Oslo")
        let diagram = try liveLesson(shell).context.marbles.diagram()
        #expect(diagram.streams.map(\.name) == chainLines + chainLines.map { $0 + " #2" })
        #expect(values(diagram, "$city #2").last == "Oslo@0")
    }
}
