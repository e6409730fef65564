import PlaygroundKit
import Testing
@testable import EventRouter

/// A message the server never answers: the endpoint's timeout routes `failedSending` through
/// the router, the chat and the list show it, and Retry sends the same message again.
@Suite struct SendFailureTests {
    /// bob's chat open, and a message to him the server drops.
    func droppedMessage() -> (app: ChatApp, clock: LessonClock, start: Int) {
        let (app, clock) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.server.dropsNextMessage = true
        let start = app.router.history.count
        app.openChat?.sendTapped("Lunch?")
        return (app, clock, start)
    }

    func mine(_ app: ChatApp) -> [Message] {
        app.model.chat(with: "bob")!.messages.filter { $0.sender == .user && $0.text == "Lunch?" }
    }

    @Test func noAnswerIsAFailureAtTwoVirtualSeconds() {
        let (app, clock, start) = droppedMessage()
        clock.advance(by: .milliseconds(1999))
        #expect(app.events(since: start) == ["MessageEvent.sending(\"Lunch?\", to: bob)"])
        #expect(mine(app).map(\.state) == [.sending])
        clock.advance(by: .milliseconds(1))
        #expect(app.events(since: start).last == "MessageEvent.failedSending(\"Lunch?\", to: bob, reason: \"no answer in 2s\")")
        #expect(mine(app).map(\.state) == [.failed(reason: "no answer in 2s")])
        // The bot never got it: no read receipt, no reply, ever.
        clock.advance(by: .seconds(10))
        #expect(app.router.history.count == start + 2)
    }

    @Test func theFailureIsRoutedAsAnEventLikeAnyOther() {
        let (app, clock, start) = droppedMessage()
        clock.advance(by: .seconds(2))
        let failed = app.router.history[start + 1]
        guard case .message(.failedSending(let message, let contact, let reason)) = failed else {
            Issue.record("expected failedSending, got \(failed)")
            return
        }
        #expect(message.text == "Lunch?")
        #expect(message.state == .sending)
        #expect(contact == "bob")
        #expect(reason == "no answer in 2s")
    }

    @Test func theChatAndTheListShowIt() {
        let (app, clock, _) = droppedMessage()
        clock.advance(by: .seconds(2))
        let lines = app.openChat!.view.render()
        #expect(lines.contains("17:41 you: Lunch? (!)"))
        #expect(lines.last == "(!) not sent: no answer in 2s  [ Retry ]")
        #expect(app.openChat!.canRetry)
        #expect(app.chatsScreen.rows.first { $0.contact == "bob" }?.message == "Not sent: Lunch?")
        // A screen opened later shows it too: the reason is in the model.
        app.back()
        _ = app.chatsScreen.tap(contact: "bob")
        #expect(app.openChat!.view.render().last == "(!) not sent: no answer in 2s  [ Retry ]")
    }

    @Test func retrySendsTheSameMessageOnceMore() {
        let (app, clock, _) = droppedMessage()
        clock.advance(by: .seconds(2))
        let start = app.router.history.count
        app.openChat?.retryTapped()
        #expect(app.events(since: start) == ["MessageEvent.sending(\"Lunch?\", to: bob)"])
        #expect(mine(app).map(\.state) == [.sending])  // in its place, not a second copy
        #expect(!app.openChat!.canRetry)
        clock.advance(by: .milliseconds(500))
        #expect(mine(app).map(\.state) == [.sent])
        #expect(app.chatsScreen.rows.first { $0.contact == "bob" }?.message == "You: Lunch?")
        clock.advance(by: .milliseconds(500))
        #expect(mine(app).map(\.state) == [.read])  // this time the bot got it
    }

    @Test func aReadReceiptDoesNotCoverAFailedMessage() {
        let (app, clock, _) = droppedMessage()
        clock.advance(by: .seconds(2))
        app.openChat?.sendTapped("Still there?")
        clock.advance(by: .seconds(1))  // bob reads what reached the server
        #expect(mine(app).map(\.state) == [.failed(reason: "no answer in 2s")])
        #expect(app.model.chat(with: "bob")!.messages.last?.state == .read)
    }

    @Test func failAndRetryCommands() {
        let shell = openLesson()
        shell.send("chat bob")
        #expect(shell.send("retry").text.plain.contains("no Retry on bob's screen"))
        #expect(!shell.send("fail").failed)
        #expect(shell.send("send hello").text.plain.contains("│ 17:41 you: hello …"))
        let failed = shell.send("advance 2s").text.plain
        #expect(failed.hasPrefix("routed: MessageEvent.failedSending(\"hello\", to: bob, reason: \"no answer in 2s\")\n"))
        #expect(failed.contains("│ 17:41 you: hello (!)"))
        #expect(failed.contains("│ (!) not sent: no answer in 2s  [ Retry ]"))
        let retried = shell.send("retry").text.plain
        #expect(retried.hasPrefix("routed: MessageEvent.sending(\"hello\", to: bob)\n"))
        #expect(shell.send("advance 500ms").text.plain.contains("│ 17:41 you: hello ✓"))
        #expect(shell.send("close").text.plain.contains("Not sent") == false)
    }
}
