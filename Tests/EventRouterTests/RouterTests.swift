import PlaygroundKit
import Testing
@testable import EventRouter

@Suite struct RouterTests {
    @Test func routerUpdatesTheModelBeforeTheHandlerTellsListeners() {
        let model = ChatModel()
        let handler = ChatEventHandler(model: model, clock: LessonClock())
        let router = ChatEventRouter(model: model, handler: handler)
        let listener = RecordingListListener()
        var seenByListener: [Int] = []
        listener.onUpdate = { _ in seenByListener.append(model.chat(with: "bob")?.messages.count ?? 0) }
        handler.add(listener: listener)
        router.route(.received(message: message(from: "bob", "one"), contact: "bob"))
        router.route(.received(message: message(from: "bob", "two"), contact: "bob"))
        #expect(seenByListener == [0, 1, 2])
        #expect(listener.lists.last?.items.first?.unreadBadge == "(2)")
        withExtendedLifetime(listener) {}
    }

    @Test func everyEventGoesThroughTheRouterHistory() {
        let (app, clock) = loadedApp()
        #expect(app.events(since: 0) == ["ChatEvent.started", "ChatEvent.loaded(3 chats)"])
        _ = app.chatsScreen.tap(contact: "alice")
        app.openChat?.sendTapped("hi")
        clock.advance(by: .seconds(3))
        #expect(app.events(since: 2) == [
            "MessageEvent.userReads(messagesSentBy: alice)",
            "MessageEvent.userRead(1 message, sentBy: alice)",
            "MessageEvent.sending(\"hi\", to: alice)",
            "MessageEvent.sent(\"hi\", to: alice)",
            "MessageEvent.otherRead(reader: alice)",
            "MessageEvent.received(\"You said “hi”. Tell me more!\", from: alice)",
            "MessageEvent.userReads(messagesSentBy: alice)",
            "MessageEvent.userRead(1 message, sentBy: alice)",
        ])
    }

    @Test func startedShowsBusyUntilLoaded() {
        let clock = LessonClock()
        let app = ChatApp(clock: clock)
        let listener = RecordingListListener()
        app.handler.add(listener: listener)
        #expect(listener.lists.map(\.shouldShowBusy) == [true])
        clock.advance(by: .milliseconds(499))
        #expect(listener.lists.count == 1)
        clock.advance(by: .milliseconds(1))
        #expect(listener.lists.map(\.shouldShowBusy) == [true, false])
        #expect(listener.lists.last?.items.map(\.contact) == ["alice", "bob", "carol"])
        withExtendedLifetime(listener) {}
    }

    @Test func readingNothingNewRoutesNoSecondEvent() {
        let (app, _) = loadedApp()
        let start = app.router.history.count
        app.router.route(.userReads(messagesSentBy: "bob"))
        #expect(app.events(since: start) == ["MessageEvent.userReads(messagesSentBy: bob)"])
    }
}
