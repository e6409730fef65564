import PlaygroundKit
import Testing
@testable import EventRouter

@Suite struct HandlerTests {
    func makeHandler() -> (ChatEventHandler, ChatEventRouter) {
        let model = ChatModel()
        let handler = ChatEventHandler(model: model, clock: LessonClock())
        let router = ChatEventRouter(model: model, handler: handler)
        router.route(.loaded(chats: ChatBot.sampleChats(before: LessonClock.defaultStart)))
        return (handler, router)
    }

    @Test func newListenerGetsTheCurrentStateAtOnce() {
        let (handler, _) = makeHandler()
        let list = RecordingListListener()
        handler.add(listener: list)
        #expect(list.lists.count == 1)
        #expect(list.lists[0].title == "Chats (3 unread)")
        let chat = RecordingChatListener(contact: "bob")
        handler.add(listener: chat)
        #expect(chat.chats.count == 1)
        #expect(chat.chats[0].lines.first == "15:11 bob: The build is green again")
        withExtendedLifetime((list, chat)) {}
    }

    @Test func noticeListenerGetsNothingOnSigningUp() {
        let (handler, _) = makeHandler()
        let banner = RecordingNoticeListener()
        handler.add(listener: banner)
        #expect(banner.notices.isEmpty)
        withExtendedLifetime(banner) {}
    }

    @Test func deadListenersAreSkippedAndRemoved() {
        let (handler, router) = makeHandler()
        let kept = RecordingListListener()
        var dropped: RecordingListListener? = RecordingListListener()
        weak let probe = dropped
        handler.add(listener: kept)
        handler.add(listener: dropped!)
        withExtendedLifetime(dropped) {}
        dropped = nil
        #expect(probe == nil)
        #expect(handler.listenerReport[0].entries.map(\.isAlive) == [true, false])
        router.route(.userReads(messagesSentBy: "alice"))
        #expect(handler.listenerReport[0].entries.map(\.isAlive) == [true])
        #expect(kept.lists.count == 2)
        withExtendedLifetime(kept) {}
    }

    @Test func removedListenerHearsNoMore() {
        let (handler, router) = makeHandler()
        let list = RecordingListListener()
        handler.add(listener: list)
        handler.remove(listener: list)
        router.route(.userReads(messagesSentBy: "alice"))
        #expect(list.lists.count == 1)
        #expect(handler.listenerReport[0].entries.isEmpty)
    }

    @Test func handlerDoesNotKeepScreensAlive() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        weak let screen = app.openChat
        #expect(screen != nil)
        app.back()
        #expect(screen == nil)
        #expect(app.handler.listenerReport[1].entries.map(\.name) == ["ChatViewController(bob)"])
        #expect(app.handler.listenerReport[1].entries.map(\.isAlive) == [false])
    }

    @Test func articlesListHoldsItsListenersStrongly() {
        let handler = ArticleChatEventHandler()
        var listener: RecordingListListener? = RecordingListListener()
        weak let probe = listener
        handler.add(listener: listener!)
        listener = nil
        #expect(probe != nil)
    }
}
