import ConsoleViews
import Foundation
import LessonKit

/// Steps 31 to 35: the WebSocket's life, and what the server holds for a closed chat.
extension EventRouterLesson {
    // @step socket
    func socket(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        // @snippet step-socket
        _ = app.chatsScreen.tap(contact: "bob")  // bob's screen connects
        print("connected to bob:", app.webSocket.isConnected(to: "bob"))
        // @end step-socket
    }

    // @step socket-chart
    func socketChart(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        // @snippet step-socket-chart
        let lifetimes = LifetimeTracker(clock: clock)
        _ = app.chatsScreen.tap(contact: "bob")
        lifetimes.track(app.openChat!, as: "ChatViewController")
        lifetimes.track(app.openChat!.socket!, as: "its Connection")
        clock.advance(by: .milliseconds(500))
        app.back()
        lifetimes.check()
        print("closed; connected to bob:", app.webSocket.isConnected(to: "bob"))
        let frame = ChatWebSocket.Frame.message("Hi?", from: "bob").json
        print("the frame becomes an event:", app.webSocket.receive(frame: frame))
        clock.advance(by: .milliseconds(500))
        draw(.lifetimes(lifetimes.chart(title: "Bob's chat, closed at 500ms")))
        // @end step-socket-chart
    }

    // @step socket-trade
    func socketTrade(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        let connected = { app.webSocket.isConnected(to: "bob") }
        // @snippet step-socket-trade
        _ = app.chatsScreen.tap(contact: "bob")
        app.navigation.push(ProfileViewController(contact: "bob"))  // over the chat
        print("on top: \(app.navigation.path); connected to bob:", connected())
        app.navigation.pop()
        let kept = app.openChat  // say, by a closure that captured the screen
        app.back()
        print("closed, but kept alive; connected to bob:", connected())
        extendLifetime(kept)
        // @end step-socket-trade
    }

    // @step server-holds
    func serverHolds(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.openChat?.sendTapped("Lunch?")
        let news = routedNews(app)
        // @snippet step-server-holds
        app.back()  // bob reads at 1s and answers at 3s, his chat closed
        clock.advance(by: .seconds(3))
        for event in news() { print("routed: \(event)") }
        print("in-app notices:", app.banner.shown)
        print("the server holds read receipts for:", app.server.heldReceipts)
        // @end step-server-holds
    }

    // @step server-delivers
    func serverDelivers(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.openChat?.sendTapped("Lunch?")
        app.back()
        clock.advance(by: .seconds(3))
        let news = routedNews(app)
        // @snippet step-server-delivers
        _ = app.chatsScreen.tap(contact: "bob")  // connects bob's chat again
        for event in news() { print("routed: \(event)") }
        print("the server holds read receipts for:", app.server.heldReceipts)
        print("bob's screen ends:")
        for line in app.openChat!.view.render().suffix(2) { print(" ", line) }
        // @end step-server-delivers
    }
}
