import ConsoleViews
import Foundation
import LessonKit

/// Steps 22 to 31: the socket's life, creating a chat, and what the article's way costs.
extension EventRouterLesson {
    // @step socket
    func socket(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        // @snippet step-socket
        let lifetimes = LifetimeTracker(clock: clock)
        _ = app.chatsScreen.tap(contact: "bob")
        lifetimes.track(app.openChat!, as: "ChatViewController")
        lifetimes.track(app.openChat!.socket!, as: "its Connection")
        weak let screen = app.openChat
        weak let connection = app.openChat?.socket
        print("bob's chat is open; connected to it:", app.webSocket.isConnected(to: "bob"))
        clock.advance(by: .milliseconds(500))

        app.back()
        lifetimes.check()
        print("closed; screen alive: \(screen != nil), connection alive: \(connection != nil)")
        let frame = ChatWebSocket.Frame(type: "message", from: "bob", text: "Still there?").json
        print("a frame for the closed chat becomes an event:", app.webSocket.receive(frame: frame))
        clock.advance(by: .milliseconds(500))
        draw(.lifetimes(lifetimes.chart(title: "Bob's chat, closed at 500ms")))
        // @end step-socket
    }

    // @step socket-trade
    func socketTrade(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        // @snippet step-socket-trade
        _ = app.chatsScreen.tap(contact: "bob")
        app.navigation.push(ProfileViewController(contact: "bob"))  // covers the chat
        print("on top: \(app.navigation.path); connected to bob:", app.webSocket.isConnected(to: "bob"))
        app.navigation.pop()
        let kept = app.openChat  // say, by a closure that captured the screen
        app.back()
        print("closed, but kept alive; connected to bob:", app.webSocket.isConnected(to: "bob"))
        extendLifetime(kept)
        // @end step-socket-trade
    }

    // @step server-holds
    func serverHolds(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.openChat?.sendTapped("Lunch at noon?")
        // @snippet step-server-holds
        app.back()  // bob reads at 1s and answers at 3s, his chat closed
        var seen = app.router.history.count
        clock.advance(by: .seconds(3))
        print("the server holds read receipts for:", app.server.heldReceipts)
        for event in app.router.history[seen...] { print("routed: \(event)") }
        print("in-app notices:", app.banner.shown)

        seen = app.router.history.count
        _ = app.chatsScreen.tap(contact: "bob")
        print("bob's chat again; on connecting, the server sends the receipt it held:")
        for event in app.router.history[seen...] { print("routed: \(event)") }
        // @end step-server-holds
    }

    // @step create-chat
    func createChat(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        // @snippet step-create-chat
        let start = app.router.history.count
        app.chatsScreen.addTapped()  // the list's + button
        weak let createScreen = app.createScreen
        _ = app.createScreen?.createTapped(name: "dave")
        clock.advance(by: .seconds(1))
        for event in app.router.history[start...] { print("routed: \(event)") }
        print("navigation: \(app.navigation.path); the new-chat screen alive: \(createScreen != nil)")
        app.back()
        print(app.listSummary)
        // @end step-create-chat
    }

    // @step create-opens
    func createOpens(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        // @snippet step-create-opens
        app.chatsScreen.addTapped()
        _ = app.createScreen?.createTapped(name: "erin")
        app.back()  // the user leaves before the server answers
        clock.advance(by: .seconds(1))
        print("routed:", app.router.history.last!)
        print("navigation:", app.navigation.path)
        // @end step-create-opens
    }

    // @step mvc-create
    func mvcCreate(_ ctx: LessonContext) throws {
        // @snippet step-mvc-create
        let view = MVCCreateChatView()
        for state: MVCCreateChatView.State in [.idle, .creating, .failed(reason: "no such user")] {
            view.show(state)
            print("\(state): Create \(view.isCreateEnabled ? "on" : "off"); shows", view.render().joined(separator: " | "))
        }
        // @end step-mvc-create
    }

    // @step create-flags
    func createFlags(_ ctx: LessonContext) throws {
        // @snippet step-create-flags
        let moments: [(isSending: Bool, error: String?)] = [(false, nil), (true, nil), (false, "no such user")]
        for (isSending, error) in moments {
            let viewModel = CreateChatViewModelBuilder.build(isSending: isSending, error: error, router: nil)
            print("busy \(viewModel.shouldShowBusy), error \(viewModel.shouldShowError) \"\(viewModel.errorText)\",",
                  "Create \(viewModel.isCreateEnabled ? "on" : "off")")
        }
        // @end step-create-flags
    }

    // @step create-screen
    func createScreen(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        // @snippet step-create-screen
        app.chatsScreen.addTapped()
        let screen = app.createScreen!
        _ = screen.createTapped(name: "zed")
        print("Create tapped with zed:", screen.view.render().joined(separator: " | "))
        print("Create tapped again:", screen.createTapped(name: "zed") ? "sent" : "nothing happens")
        clock.advance(by: .seconds(1))
        print("after 1s:", screen.view.render().joined(separator: " | "))
        // @end step-create-screen
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
