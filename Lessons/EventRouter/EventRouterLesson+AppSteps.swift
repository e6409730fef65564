import Foundation
import LessonKit

/// Steps 10 to 14: the app running, each step on an app and a clock of its own.
extension EventRouterLesson {
    // @step converge
    func converge(_ ctx: LessonContext) throws {
        // @snippet step-converge
        let clock = LessonClock()
        let app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        let marbles = ChatMarbles(
            app: app, recorder: MarbleRecorder(clock: clock), inputs: ["push notification", "WebSocket"],
            chatLine: "bob's chat", contact: { "bob" })
        _ = app.chatsScreen.tap(contact: "bob")  // its screen connects the socket (step 13)

        var start = app.router.history.count
        let id = app.server.newMessageId()  // one message, which the server sends both ways
        let notification = PushNotification(title: "bob", body: "Lunch?", messageId: id)
        marbles.arrived(ChatMarbles.label(notification), on: "push notification")
        app.pushNotifications.received(notification: notification)
        let fromPush = app.router.history[start]
        clock.advance(by: .seconds(1))
        let frame = ChatWebSocket.Frame(type: "message", from: "bob", text: "Lunch?", id: id).json
        print("WebSocket frame:", frame)
        start = app.router.history.count
        marbles.arrived(ChatMarbles.label(frame: frame), on: "WebSocket")
        app.webSocket.receive(frame: frame)
        let fromSocket = app.router.history[start]

        print("from the push at 0s:      ", fromPush)
        print("from the WebSocket at 1s: ", fromSocket)
        print("the same event, but for its time:", fromPush.description == fromSocket.description)
        draw(.marbles(marbles.diagram(title: "A push at 0s, a frame at 1s: one message, and the second changes nothing")))
        print(app.render().joined(separator: "\n"))
        // @end step-converge
    }

    // @step bot
    func bot(_ ctx: LessonContext) throws {
        // @snippet step-bot
        let clock = LessonClock()
        let app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        let marbles = ChatMarbles(
            app: app, recorder: MarbleRecorder(clock: clock), inputs: ["you send"],
            chatLine: "bob's chat", contact: { "bob" })
        _ = app.chatsScreen.tap(contact: "bob")
        var seen = app.router.history.count

        let report = {
            for event in app.router.history[seen...] { print("  routed: \(event)") }
            seen = app.router.history.count
            let line = app.openChat?.view.render().first { $0.contains("you: Lunch at noon?") }
            print("  on screen: \(line ?? "nothing")")
        }
        marbles.arrived("Lunch at noon?", on: "you send")
        app.openChat?.sendTapped("Lunch at noon?")
        print("at 0s:")
        report()
        for delay: Duration in [.milliseconds(500), .milliseconds(500), .seconds(2)] {
            clock.advance(by: delay)
            print("after \(clock.elapsed.playgroundFormatted):")
            report()
        }
        draw(.marbles(marbles.diagram(title: "Sent at 0s; the server and the bot answer on the virtual clock")))
        print(app.render().joined(separator: "\n"))
        // @end step-bot
    }

    // @step notices
    func notices(_ ctx: LessonContext) throws {
        // @snippet step-notices
        let clock = LessonClock()
        let app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        _ = app.chatsScreen.tap(contact: "bob")
        let seen = app.router.history.count

        app.webSocket.receive(frame: ChatWebSocket.Frame(type: "message", from: "bob", text: "Running late").json)
        app.pushNotifications.received(notification: PushNotification(title: "carol", body: "Call me when you can"))
        for event in app.router.history[seen...] { print("routed: \(event)") }
        print("in-app notices:", app.banner.shown)
        print(app.render().joined(separator: "\n"))
        app.back()
        print(app.render().joined(separator: "\n"))
        // @end step-notices
    }

    // @step socket
    func socket(_ ctx: LessonContext) throws {
        // @snippet step-socket
        let clock = LessonClock()
        let app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        var seen = app.router.history.count
        let reportRouted = {
            for event in app.router.history[seen...] { print("  routed: \(event)") }
            seen = app.router.history.count
        }

        let lifetimes = LifetimeTracker(clock: clock)
        let track = { (number: Int) in
            lifetimes.track(app.openChat!, as: "ChatViewController #\(number)")
            lifetimes.track(app.openChat!.socket!, as: "its Connection #\(number)")
        }

        _ = app.chatsScreen.tap(contact: "bob")
        track(1)
        weak let screen = app.openChat
        weak let connection = app.openChat?.socket
        print("bob's chat is open; connected to it:", app.webSocket.isConnected(to: "bob"))
        app.openChat?.sendTapped("Lunch at noon?")
        clock.advance(by: .milliseconds(500))
        reportRouted()

        app.back()
        lifetimes.check()
        print("closed; screen alive: \(screen != nil), connection alive: \(connection != nil)")
        let frame = ChatWebSocket.Frame(type: "message", from: "bob", text: "Still there?").json
        print("a frame for the closed chat becomes an event:", app.webSocket.receive(frame: frame))

        clock.advance(by: .milliseconds(2500))  // bob reads at 1s and answers at 3s
        print("the server holds read receipts for:", app.server.heldReceipts)
        print("bob's answer came as a push:")
        reportRouted()
        print("  in-app notices: \(app.banner.shown)")

        _ = app.chatsScreen.tap(contact: "bob")
        track(2)
        print("bob's chat again; on connecting, the server sends the receipt it held:")
        reportRouted()
        print("socket log:")
        for line in app.webSocket.log { print("  \(line.text)") }
        clock.advance(by: .seconds(1))  // bob's chat stays open
        draw(.lifetimes(lifetimes.chart(title: "Bob's chat: closed at 500ms, opened again at 3s, open at 4s")))
        print(app.render().joined(separator: "\n"))
        // @end step-socket
    }

    // @step create-chat
    func createChat(_ ctx: LessonContext) throws {
        // @snippet step-create-chat
        let clock = LessonClock()
        let app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        let start = app.router.history.count

        app.chatsScreen.addTapped()  // the list's + button
        weak let createScreen = app.createScreen
        _ = app.createScreen?.createTapped(name: "dave")
        clock.advance(by: .seconds(1))
        for event in app.router.history[start...] { print("routed: \(event)") }
        print("navigation: \(app.navigation.path); the new-chat screen alive: \(createScreen != nil)")
        print(app.render().joined(separator: "\n"))
        app.back()
        print(app.render().joined(separator: "\n"))
        // @end step-create-chat
    }

    // @step create-flags
    func createFlags(_ ctx: LessonContext) throws {
        // @snippet step-create-flags
        let clock = LessonClock()
        let app = ChatApp(clock: clock, fetchDelay: .zero)
        clock.advance(by: .zero)
        app.chatsScreen.addTapped()
        let screen = app.createScreen!
        let show = { (moment: String) in
            print("\(moment) Create is \(screen.isCreateEnabled ? "on" : "off")")
            print(screen.render().joined(separator: "\n"))
        }

        show("waiting for a name:")
        _ = screen.createTapped(name: "zed")
        show("Create tapped with zed:")
        print("Create tapped again:", screen.createTapped(name: "zed") ? "sent" : "nothing happens")
        clock.advance(by: .seconds(1))
        show("after 1s, the server's answer:")
        for event in app.router.history.suffix(2) { print("routed: \(event)") }
        // @end step-create-flags
    }

    // @step off-main
    func offMain(_ ctx: LessonContext) throws {
        // @snippet step-off-main
        let clock = LessonClock()
        let queues = VirtualQueues(clock: clock)
        let screen = onMainActor { OffMainListScreen() }
        let chats = ChatBot.sampleChats(before: clock.now)   // a snapshot: values, Sendable
        queues.offMain(after: .milliseconds(30)) {
            print("background: building \(chats.count) rows")
            return chats.map { OffMainRow.build(for: $0) { contact in print("main: open", contact) } }
        } then: { rows in
            screen.updated(rows: rows)
        }
        clock.advance(by: .milliseconds(30))
        onMainActor { screen.rows.first?.itemTapped() }
        // @end step-off-main
    }

    // @step numbers
    func numbers(_ ctx: LessonContext) throws {
        // @snippet step-numbers
        let mvc = ClocFigures.mvc, mvvm = ClocFigures.mvvm
        let growth = (Double(mvvm.code) / Double(mvc.code) - 1) * 100
        print("code lines: \(mvc.code) → \(mvvm.code), +\(String(format: "%.1f", growth))%")
        print("files: \(mvc.files) → \(mvvm.files)")
        print("average file: \(Int(mvc.averageFileSize.rounded())) → \(Int(mvvm.averageFileSize.rounded())) lines of code")
        // @end step-numbers
    }
}
