import Foundation
@testable import PlaygroundKit
import Testing
@testable import EventRouter

/// The pictures: the marbles of a push and a frame and of the bot, the lifetimes of the
/// article's list and of the chat screen's connection, and what the learner's commands put on
/// the context's recorder and tracker.
@Suite struct FigureTests {
    /// The figures a step drew, in order.
    func figures(_ step: (EventRouterLesson) -> (LessonContext) throws -> Void) throws -> [Figure] {
        let context = LessonContext()
        let lesson = EventRouterLesson(context: context)
        let (text, error) = LessonOutput.capture { try step(lesson)(context) }
        if let error { throw error }
        return Figure.pieces(of: text).compactMap { piece in
            if case .figure(let figure) = piece { return figure }
            return nil
        }
    }

    func marbles(_ step: (EventRouterLesson) -> (LessonContext) throws -> Void) throws -> MarbleDiagram {
        let drawn = try figures(step)
        guard drawn.count == 1, case .marbles(let diagram) = drawn[0] else {
            Issue.record("expected one marble diagram, got \(drawn)")
            throw CancellationError()
        }
        return diagram
    }

    func lifetimes(_ step: (EventRouterLesson) -> (LessonContext) throws -> Void) throws -> LifetimeChart {
        let drawn = try figures(step)
        guard drawn.count == 1, case .lifetimes(let chart) = drawn[0] else {
            Issue.record("expected one lifetime chart, got \(drawn)")
            throw CancellationError()
        }
        return chart
    }

    func values(_ stream: MarbleStream) -> [String] {
        stream.events.compactMap { if case .value(let label) = $0.kind { label } else { nil } }
    }

    @Test func convergeDrawsBothSourcesAndTheSecondCopyChangesNothing() throws {
        let diagram = try marbles(EventRouterLesson.idempotentMarbles)
        #expect(diagram.streams.map(\.name) == ["push", "WebSocket", "router", "chat list", "bob's chat", "notice"])
        let lines = Dictionary(uniqueKeysWithValues: diagram.streams.map { ($0.name, $0) })
        #expect(values(lines["push"]!) == ["bob: Lunch?"])
        #expect(values(lines["WebSocket"]!) == ["bob: Lunch?"])
        // The frame brings the message the push brought (the same id): routed, and that is all.
        #expect(values(lines["router"]!) == ["received(bob)", "userReads(bob)", "userRead(bob)", "received(bob)"])
        #expect(values(lines["chat list"]!) == ["bob(1)", "bob"])
        #expect(values(lines["bob's chat"]!) == ["unread", "read"])
        // Bob's chat is on screen: no notice.
        #expect(lines["notice"]!.events.isEmpty)
        // The push at 0s, the frame at 1s; at each moment, the order things happened in.
        #expect(diagram.events.map(\.time) == Array(repeating: .zero, count: 8) + Array(repeating: .seconds(1), count: 2))
        let order = diagram.events.map { event in diagram.streams.first { $0.events.contains(event) }!.name }
        #expect(order == [
            "push", "router", "chat list", "bob's chat", "router", "router", "chat list", "bob's chat",
            "WebSocket", "router",
        ])
    }

    @Test func botDrawsEachAnswerAtItsMoment() throws {
        let diagram = try marbles(EventRouterLesson.botMarbles)
        let router = diagram.streams.first { $0.name == "router" }!
        let routed = router.events.compactMap { event -> String? in
            guard case .value(let label) = event.kind else { return nil }
            return "\(label)@\(event.time.playgroundFormatted)"
        }
        #expect(routed == [
            "sending(bob)@0s", "sent(bob)@500ms", "otherRead(bob)@1s",
            "received(bob)@3s", "userReads(bob)@3s", "userRead(bob)@3s",
        ])
        #expect(values(diagram.streams.first { $0.name == "you send" }!) == ["Lunch at noon?"])
        let chat = diagram.streams.first { $0.name == "bob's chat" }!
        #expect(values(chat) == ["… sending", "✓ sent", "✓✓ read by bob", "unread", "read"])
        #expect(diagram.end == .seconds(3))
    }

    @Test func articleListHoldsItsListenerAndTheListenerListDoesNot() throws {
        let chart = try lifetimes(EventRouterLesson.weakBox)
        #expect(chart.axis == .clock)
        #expect(chart.bars.map(\.name) == ["article's list", "ListenerList"])
        let (article, fixed) = (chart.bars[0], chart.bars[1])
        #expect(article.died == nil)
        #expect(article.heldBy?.code == "chatListListening.append(weakListener)")
        #expect(article.heldBy?.file == "Lessons/EventRouter/ArticleChatEventHandler.swift")
        #expect(fixed.died == 1000)
        #expect(chart.end == 2000)
    }

    @Test func socketChartEndsTheFirstScreenWithItsConnection() throws {
        let chart = try lifetimes(EventRouterLesson.socketChart)
        #expect(chart.bars.map(\.name) == ["ChatViewController", "its Connection"])
        #expect(chart.bars.map(\.born) == [0, 0])
        #expect(chart.bars.map(\.died) == [500, 500])
        #expect(chart.end == 1000)
    }

    /// The line a chart names is the line in the file, snippet markers above it counted.
    @Test func holdingLinesPointAtTheirFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for chart in [try lifetimes(EventRouterLesson.weakBox)] {
            for held in chart.bars.compactMap(\.heldBy) {
                let text = try String(contentsOf: root.appendingPathComponent(held.file), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == held.code }, "\(held)")
                #expect(lines[held.line - 1].trimmingCharacters(in: .whitespaces) == held.code, "\(held)")
            }
        }
    }

    @Test func aFailedSendAndItsRetryAreDrawn() throws {
        let scripted = openLesson()
        for line in ["chat bob", "fail", "send hello", "advance 2s", "retry", "advance 500ms"] {
            #expect(!scripted.send(line).failed, "\(line)")
        }
        let context = try #require(scripted.shell.current?.context)
        let lines = Dictionary(uniqueKeysWithValues: context.marbles.diagram().streams.map { ($0.name, $0) })
        #expect(values(lines["send"]!) == ["hello", "retry"])
        #expect(values(lines["router"]!).suffix(3) == ["failedSending(bob)", "sending(bob)", "sent(bob)"])
        #expect(values(lines["open chat"]!).suffix(4) == ["… sending", "(!) not sent", "… sending", "✓ sent"])
    }

    @Test func commandsRecordOntoTheContextsMarbles() throws {
        let scripted = openLesson()
        for line in ["chat bob", "push bob Lunch?", "ws bob hi", "send hello", "advance 3s", "close", "ws bob late", "push carol hey"] {
            #expect(!scripted.send(line).failed, "\(line)")
        }
        let context = try #require(scripted.shell.current?.context)
        let diagram = context.marbles.diagram()
        #expect(diagram.streams.map(\.name) == ["push", "ws", "send", "router", "chat list", "open chat", "notice"])
        let lines = Dictionary(uniqueKeysWithValues: diagram.streams.map { ($0.name, $0) })
        #expect(values(lines["push"]!) == ["bob: Lunch?", "carol: hey"])
        #expect(values(lines["ws"]!) == ["bob: hi", "bob: late"])
        #expect(values(lines["send"]!) == ["hello"])
        let router = lines["router"]!.events.compactMap { event -> String? in
            guard case .value(let label) = event.kind else { return nil }
            return "\(label)@\(event.time.playgroundFormatted)"
        }
        // The frame after `close` is dropped: nothing routed for it.
        #expect(router == [
            "received(bob)@0s", "userReads(bob)@0s", "userRead(bob)@0s",
            "received(bob)@0s", "userReads(bob)@0s", "userRead(bob)@0s",
            "sending(bob)@0s", "sent(bob)@500ms", "otherRead(bob)@1s",
            "received(bob)@3s", "userReads(bob)@3s", "userRead(bob)@3s",
            "received(carol)@3s",
        ])
        #expect(values(lines["notice"]!) == ["carol: hey"])
        #expect(values(lines["open chat"]!) == ["unread", "read", "unread", "read", "… sending", "✓ sent", "✓✓ read by bob", "unread", "read"])
    }

    @Test func commandsTrackTheScreensTheyOpen() throws {
        let scripted = openLesson()
        for line in ["chat bob", "close", "chat alice"] { _ = scripted.send(line) }
        let chart = try #require(scripted.shell.current?.context.lifetimes.chart())
        #expect(chart.bars.map(\.name) == [
            "ChatViewController #1 (bob)", "Connection #1 (bob)", "ChatViewController #2 (alice)", "Connection #2 (alice)",
        ])
        #expect(chart.bars.map { $0.died != nil } == [true, true, false, false])
    }
}
