import Foundation
import LessonKit

/// Steps 15 to 21: the app running, each step on an app and a clock of its own.
extension EventRouterLesson {
    /// A loaded app on a clock of its own: the server answers GET /chats at once.
    func runningApp() -> (app: ChatApp, clock: LessonClock) {
        let clock = LessonClock()
        let app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        return (app, clock)
    }

    /// Prints what was routed since the last call, and the line of the open chat that shows `text`.
    func reporter(_ app: ChatApp, line text: String) -> () -> Void {
        var seen = app.router.history.count
        return {
            for event in app.router.history[seen...] { print("  routed: \(event)") }
            seen = app.router.history.count
            let line = app.openChat?.view.render().first { $0.contains("you: \(text)") }
            print("  on screen: \(line ?? "nothing")")
        }
    }

    // @step push-mvvm
    func pushMVVM(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        let seen = app.router.history.count
        // @snippet step-push-mvvm
        app.pushNotifications.received(notification: PushNotification(title: "carol", body: "See you at 8"))
        for event in app.router.history[seen...] { print("routed: \(event)") }
        print("in-app notices:", app.banner.shown)
        // @end step-push-mvvm
    }

    // @step converge
    func converge(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        // @snippet step-converge
        _ = app.chatsScreen.tap(contact: "bob")  // its screen connects the socket (step 22)
        let id = app.server.newMessageId()  // one message, which the server sends both ways
        var start = app.router.history.count
        app.pushNotifications.received(notification: PushNotification(title: "bob", body: "Lunch?", messageId: id))
        let fromPush = app.router.history[start]
        clock.advance(by: .seconds(1))
        let frame = ChatWebSocket.Frame(type: "message", from: "bob", text: "Lunch?", id: id).json
        start = app.router.history.count
        app.webSocket.receive(frame: frame)
        let fromSocket = app.router.history[start]
        print("from the push at 0s:      ", fromPush)
        print("from the WebSocket at 1s: ", fromSocket)
        print("the same event, but for its time:", fromPush.description == fromSocket.description)
        // @end step-converge
    }

    // @step idempotent
    func idempotent(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        // @snippet step-idempotent
        let marbles = ChatMarbles(
            app: app, recorder: MarbleRecorder(clock: clock), inputs: ["push notification", "WebSocket"],
            chatLine: "bob's chat", contact: { "bob" })
        _ = app.chatsScreen.tap(contact: "bob")
        let id = app.server.newMessageId()
        let notification = PushNotification(title: "bob", body: "Lunch?", messageId: id)
        marbles.arrived(ChatMarbles.label(notification), on: "push notification")
        app.pushNotifications.received(notification: notification)
        clock.advance(by: .seconds(1))
        let frame = ChatWebSocket.Frame(type: "message", from: "bob", text: "Lunch?", id: id).json
        marbles.arrived(ChatMarbles.label(frame: frame), on: "WebSocket")
        app.webSocket.receive(frame: frame)
        draw(.marbles(marbles.diagram(title: "A push at 0s, a frame at 1s: one message, and the second changes nothing")))
        print("bob's chat holds \"Lunch?\"", app.model.chat(with: "bob")!.messages.filter { $0.text == "Lunch?" }.count, "time(s)")
        // @end step-idempotent
    }

    // @step send
    func send(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        // @snippet step-send
        let report = reporter(app, line: "Lunch at noon?")
        app.openChat?.sendTapped("Lunch at noon?")
        print("at 0s:")
        report()
        clock.advance(by: .milliseconds(500))
        print("after 500ms:")
        report()
        // @end step-send
    }

    // @step bot
    func bot(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.openChat?.sendTapped("Lunch at noon?")
        clock.advance(by: .milliseconds(500))
        // @snippet step-bot
        let report = reporter(app, line: "Lunch at noon?")
        for delay: Duration in [.milliseconds(500), .seconds(2)] {
            clock.advance(by: delay)
            print("after \(clock.elapsed.playgroundFormatted):")
            report()
        }
        // @end step-bot
    }

    // @step bot-marbles
    func botMarbles(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        let marbles = ChatMarbles(
            app: app, recorder: MarbleRecorder(clock: clock), inputs: ["you send"],
            chatLine: "bob's chat", contact: { "bob" })
        _ = app.chatsScreen.tap(contact: "bob")
        // @snippet step-bot-marbles
        marbles.arrived("Lunch at noon?", on: "you send")
        app.openChat?.sendTapped("Lunch at noon?")
        clock.advance(by: .seconds(3))
        draw(.marbles(marbles.diagram(title: "Sent at 0s; the server and the bot answer on the virtual clock")))
        // @end step-bot-marbles
    }

    // @step notices
    func notices(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        let seen = app.router.history.count
        // @snippet step-notices
        app.webSocket.receive(frame: ChatWebSocket.Frame(type: "message", from: "bob", text: "Running late").json)
        app.pushNotifications.received(notification: PushNotification(title: "carol", body: "Call me when you can"))
        for event in app.router.history[seen...] { print("routed: \(event)") }
        print("in-app notices:", app.banner.shown)
        // @end step-notices
    }
}
