import Foundation
import LessonKit

/// Steps 20 to 23: pushes and WebSocket frames, each step on an app and a clock of its own.
extension EventRouterLesson {
    /// A loaded app on a clock of its own: the server answers GET /chats at once.
    func runningApp() -> (app: ChatApp, clock: LessonClock) {
        let clock = LessonClock()
        let app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        return (app, clock)
    }

    /// What the app routes from now on, each event once: `news()` returns those since the
    /// last call.
    func routedNews(_ app: ChatApp) -> () -> [ChatEventRouter.Routed] {
        var seen = app.router.history.count
        return {
            defer { seen = app.router.history.count }
            return Array(app.router.history[seen...])
        }
    }

    // @step push-mvvm
    func pushMVVM(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        let news = routedNews(app)
        // @snippet step-push-mvvm
        let push = PushNotification(title: "carol", body: "See you at 8")
        app.pushNotifications.received(notification: push)
        for event in news() { print("routed: \(event)") }
        print("in-app notices:", app.banner.shown)
        // @end step-push-mvvm
    }

    // @step converge
    func converge(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")  // its screen connects the socket
        let news = routedNews(app)
        // @snippet step-converge
        let push = PushNotification(title: "bob", body: "Lunch?")
        app.pushNotifications.received(notification: push)
        let fromPush = news()[0]
        clock.advance(by: .seconds(1))
        let frame = ChatWebSocket.Frame.message("Lunch?", from: "bob")
        app.webSocket.receive(frame: frame.json)
        let fromSocket = news()[0]
        print("from the push at 0s:      ", fromPush)
        print("from the WebSocket at 1s: ", fromSocket)
        print("the same event, time aside:", "\(fromPush)" == "\(fromSocket)")
        // @end step-converge
    }

    // @step idempotent
    func idempotent(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        // @snippet step-idempotent
        let id = app.server.newMessageId()  // one message, sent both ways
        let push = PushNotification(title: "carol", body: "Lunch?", messageId: id)
        let frame = ChatWebSocket.Frame.message("Lunch?", from: "carol", id: id)
        app.pushNotifications.received(notification: push)
        _ = app.chatsScreen.tap(contact: "carol")  // her screen connects the socket
        app.webSocket.receive(frame: frame.json)
        let copies = app.model.chat(with: "carol")!.messages.filter { $0.id == id }
        print("carol's chat holds \"Lunch?\" \(copies.count) time(s)")
        print("in-app notices:", app.banner.shown)
        // @end step-idempotent
    }

    // @step idempotent-marbles
    func idempotentMarbles(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        let marbles = ChatMarbles(
            app: app, recorder: MarbleRecorder(clock: clock), inputs: ["push", "WebSocket"],
            chatLine: "bob's chat", contact: { "bob" })
        _ = app.chatsScreen.tap(contact: "bob")
        // @snippet step-idempotent-marbles
        let id = app.server.newMessageId()
        let push = PushNotification(title: "bob", body: "Lunch?", messageId: id)
        marbles.arrived(ChatMarbles.label(push), on: "push")
        app.pushNotifications.received(notification: push)
        clock.advance(by: .seconds(1))
        let frame = ChatWebSocket.Frame.message("Lunch?", from: "bob", id: id)
        marbles.arrived(ChatMarbles.label(frame: frame.json), on: "WebSocket")
        app.webSocket.receive(frame: frame.json)
        let title = "A push at 0s, a frame at 1s: the second changes nothing"
        draw(.marbles(marbles.diagram(title: title)))
        // @end step-idempotent-marbles
    }
}
