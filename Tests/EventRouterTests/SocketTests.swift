import PlaygroundKit
import Testing
@testable import EventRouter

/// The WebSocket is connected while a chat screen lives, and only then.
@Suite struct SocketTests {
    @Test func openingAChatConnectsAndClosingItDisconnects() {
        let (app, _) = loadedApp()
        #expect(!app.webSocket.isConnected(to: "bob"))
        _ = app.chatsScreen.tap(contact: "bob")
        #expect(app.webSocket.isConnected(to: "bob"))
        weak let screen = app.openChat
        weak let connection = app.openChat?.socket
        #expect(connection != nil)
        app.back()
        #expect(screen == nil)
        #expect(connection == nil)
        #expect(!app.webSocket.isConnected(to: "bob"))
        #expect(app.webSocket.log.map(\.text) == ["connected to bob's chat", "disconnected from bob's chat"])
    }

    /// It is the screen's life, not the pop, that ends the connection: a screen something still
    /// holds stays connected, and disconnects when it is let go.
    @Test func aScreenKeptAliveKeepsItsConnection() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        var kept = app.openChat
        app.back()
        #expect(app.webSocket.isConnected(to: "bob"))
        withExtendedLifetime(kept) {}
        kept = nil
        #expect(!app.webSocket.isConnected(to: "bob"))
    }

    @Test func switchingChatsMovesTheConnection() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.showChat("carol")
        #expect(!app.webSocket.isConnected(to: "bob"))
        #expect(app.webSocket.isConnected(to: "carol"))
        #expect(app.webSocket.log.map(\.text) == [
            "connected to bob's chat", "disconnected from bob's chat", "connected to carol's chat",
        ])
    }

    @Test func aFrameForAClosedChatReachesNobody() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        let listener = RecordingChatListener(contact: "bob")
        app.handler.add(listener: listener)
        weak let screen = app.openChat
        app.back()
        #expect(screen == nil)
        let start = app.router.history.count
        let told = listener.chats.count

        let delivered = app.webSocket.receive(frame: ChatWebSocket.Frame(type: "message", from: "bob", text: "late").json)
        #expect(!delivered)
        #expect(app.router.history.count == start)
        #expect(listener.chats.count == told)
        #expect(app.model.chat(with: "bob")?.messages.count == 2)
        #expect(app.webSocket.log.last?.text == "dropped a frame from bob: no chat screen, no connection")
        withExtendedLifetime(listener) {}
    }

    @Test func aFrameForAnotherChatThanTheOpenOneIsDropped() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        #expect(!app.webSocket.receive(frame: ChatWebSocket.Frame(type: "read", from: "carol", text: nil).json))
    }

    /// With the chat closed, the server sends bob's answer as a push, and keeps his read
    /// receipt until his chat connects again.
    @Test func serverPushesTheAnswerAndHoldsTheReceipt() {
        let (app, clock) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.openChat?.sendTapped("ping")
        app.back()
        let start = app.router.history.count
        clock.advance(by: .seconds(3))
        #expect(app.events(since: start) == [
            "MessageEvent.sent(\"ping\", to: bob)",
            "MessageEvent.received(\"You said “ping”. Tell me more!\", from: bob)",
        ])
        #expect(app.server.heldReceipts == ["bob"])
        let mine = { app.model.chat(with: "bob")!.messages.last { $0.sender == .user }!.state }
        #expect(mine() == .sent)

        let reopened = app.router.history.count
        _ = app.chatsScreen.tap(contact: "bob")
        #expect(app.server.heldReceipts.isEmpty)
        #expect(mine() == .read)
        #expect(app.events(since: reopened) == [
            "MessageEvent.otherRead(reader: bob)",
            "MessageEvent.userReads(messagesSentBy: bob)",
            "MessageEvent.userRead(1 message, sentBy: bob)",
        ])
    }

    @Test func aReceiptIsHeldOnceHoweverManyAreDue() {
        let (app, clock) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.openChat?.sendTapped("one")
        app.openChat?.sendTapped("two")
        app.back()
        clock.advance(by: .seconds(1))
        #expect(app.server.heldReceipts == ["bob"])
    }
}
