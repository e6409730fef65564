import Foundation
import LessonKit

/// Steps 24 to 30: sending, the bot's answers, a failed send and its retry, and notices.
extension EventRouterLesson {
    /// Prints what was routed since the last call, and the line of the open chat that shows
    /// `text`.
    func reporter(_ app: ChatApp, line text: String) -> () -> Void {
        let news = routedNews(app)
        return {
            for event in news() { print("  routed: \(event)") }
            let line = app.openChat?.view.render().first { $0.contains("you: \(text)") }
            print("  on screen: \(line ?? "nothing")")
        }
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
        app.openChat?.sendTapped("Hi")
        clock.advance(by: .milliseconds(500))
        // @snippet step-bot
        let report = reporter(app, line: "Hi")
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
        let title = "Sent at 0s; the server and the bot answer on the virtual clock"
        draw(.marbles(marbles.diagram(title: title)))
        // @end step-bot-marbles
    }

    // @step send-fails
    func sendFails(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        let news = routedNews(app)
        // @snippet step-send-fails
        app.server.dropsNextMessage = true  // what the `fail` command does
        app.openChat?.sendTapped("Hi")
        clock.advance(by: .seconds(2))
        for event in news() { print("routed:", event) }
        // @end step-send-fails
    }

    /// bob's chat open, with a message to him that the server dropped.
    func failedSend() -> (app: ChatApp, clock: LessonClock) {
        let (app, clock) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.server.dropsNextMessage = true
        app.openChat?.sendTapped("Hi")
        clock.advance(by: .seconds(2))
        return (app, clock)
    }

    // @step failed-shown
    func failedShown(_ ctx: LessonContext) throws {
        let (app, _) = failedSend()
        // @snippet step-failed-shown
        print(app.render().joined(separator: "\n"))
        let row = app.chatsScreen.rows.first { $0.contact == "bob" }!
        print("bob's row in the list:", row.message)
        // @end step-failed-shown
    }

    // @step retry
    func retry(_ ctx: LessonContext) throws {
        let (app, clock) = failedSend()
        let news = routedNews(app)
        let row = { app.chatsScreen.rows.first { $0.contact == "bob" }!.message }
        // @snippet step-retry
        app.openChat?.retryTapped()
        clock.advance(by: .milliseconds(500))
        for event in news() { print("routed:", event) }
        print("bob's row in the list:", row())
        // @end step-retry
    }

    // @step notices
    func notices(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        let news = routedNews(app)
        // @snippet step-notices
        let frame = ChatWebSocket.Frame.message("Running late", from: "bob")
        app.webSocket.receive(frame: frame.json)
        let push = PushNotification(title: "carol", body: "Call me when you can")
        app.pushNotifications.received(notification: push)
        for event in news() { print("routed: \(event)") }
        print("in-app notices:", app.banner.shown)
        // @end step-notices
    }
}
