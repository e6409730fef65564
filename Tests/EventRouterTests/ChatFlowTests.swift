import PlaygroundKit
import Testing
@testable import EventRouter

@Suite struct ChatFlowTests {
    @Test func pushAndWebSocketBecomeTheSameEvent() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")  // the socket is connected while the chat is open
        var start = app.router.history.count
        app.pushNotifications.received(notification: PushNotification(title: "bob", body: "Lunch?"))
        let fromPush = app.router.history[start]
        start = app.router.history.count
        #expect(app.webSocket.receive(frame: ChatWebSocket.Frame(type: "message", from: "bob", text: "Lunch?").json))
        let fromSocket = app.router.history[start]
        #expect(fromPush == fromSocket)
        #expect(fromPush == .message(.received(message: message(from: "bob", "Lunch?"), contact: "bob")))
        #expect(app.model.chat(with: "bob")?.messages.count == 4)
    }

    @Test(arguments: ["not json", #"{"type":"message","from":"bob"}"#, #"{"type":"typing","from":"bob"}"#])
    func badFramesAreDropped(frame: String) {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        let count = app.router.history.count
        #expect(!app.webSocket.receive(frame: frame))
        #expect(app.router.history.count == count)
    }

    @Test func readFrameMarksTheUsersMessagesRead() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "carol")
        app.openChat?.sendTapped("hey")
        #expect(app.webSocket.receive(frame: ChatWebSocket.Frame(type: "read", from: "carol", text: nil).json))
        #expect(app.model.chat(with: "carol")?.messages.last?.state == .read)
    }

    @Test func botRepliesAfterThreeVirtualSecondsNotBefore() {
        let (app, clock) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.openChat?.sendTapped("ping")
        let mine = { app.model.chat(with: "bob")!.messages.last { $0.sender == .user }!.state }
        #expect(mine() == .sending)
        clock.advance(by: .milliseconds(499))
        #expect(mine() == .sending)
        clock.advance(by: .milliseconds(1))
        #expect(mine() == .sent)
        clock.advance(by: .milliseconds(500))
        #expect(mine() == .read)
        clock.advance(by: .milliseconds(1999))
        #expect(app.model.chat(with: "bob")!.messages.count == 3)
        clock.advance(by: .milliseconds(1))
        #expect(app.model.chat(with: "bob")!.messages.last?.text == "You said “ping”. Tell me more!")
        // The chat is on screen: the reply is read at once, and no notice is shown.
        #expect(app.unreadCounts["bob"] == 0)
        #expect(app.banner.shown.isEmpty)
    }

    @Test func replyForAClosedChatRaisesItsBadgeAndANotice() {
        let (app, clock) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.openChat?.sendTapped("ping")
        app.back()
        clock.advance(by: .seconds(3))
        #expect(app.unreadCounts["bob"] == 1)
        #expect(app.banner.shown == ["bob: You said “ping”. Tell me more!"])
    }

    @Test func openingAChatMarksItReadAndRoutesTheReceipt() {
        let (app, _) = loadedApp()
        #expect(app.unreadCounts == ["alice": 1, "bob": 0, "carol": 2])
        let start = app.router.history.count
        _ = app.chatsScreen.tap(contact: "carol")
        #expect(app.unreadCounts["carol"] == 0)
        #expect(app.events(since: start) == [
            "MessageEvent.userReads(messagesSentBy: carol)",
            "MessageEvent.userRead(2 messages, sentBy: carol)",
        ])
        #expect(app.chatsScreen.title == "Chats (1 unread)")
    }

    @Test func noticeOnlyForChatsNotOnScreen() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.pushNotifications.received(notification: PushNotification(title: "bob", body: "here"))
        #expect(app.banner.shown.isEmpty)
        #expect(app.unreadCounts["bob"] == 0)
        app.pushNotifications.received(notification: PushNotification(title: "alice", body: "there"))
        #expect(app.banner.shown == ["alice: there"])
        #expect(app.unreadCounts["alice"] == 2)
        #expect(app.render().first == "[notice] alice: there")
    }

    @Test func noticeWhenOnlyTheListIsOnScreen() {
        let (app, _) = loadedApp()
        app.pushNotifications.received(notification: PushNotification(title: "carol", body: "hi"))
        #expect(app.banner.shown == ["carol: hi"])
    }

    @Test func mvcPushHandlerLosesTheChatWhenItIsNotLast() {
        let model = ChatModel()
        model.merge([Chat(contact: "bob", messages: [])])
        let navigation = NavigationController()
        let chat = MVCChatViewController(chat: model.chat(with: "bob")!)
        navigation.push(MVCChatsViewController())
        navigation.presentModally(chat)
        let push = MVCPushNotificationController(model: model, navigation: navigation)
        #expect(push.received(notification: PushNotification(title: "bob", body: "x"), at: LessonClock.defaultStart))
        #expect(chat.chat.messages.isEmpty)
        #expect(model.chat(with: "bob")?.messages.count == 1)
    }
}
