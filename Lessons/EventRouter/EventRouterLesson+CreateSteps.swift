import Foundation
import LessonKit

/// Steps 36 to 41: creating a chat, from the + button to the server's answer.
extension EventRouterLesson {
    // @step create-chat
    func createChat(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        let news = routedNews(app)
        // @snippet step-create-chat
        app.chatsScreen.addTapped()  // the list's + button
        weak let createScreen = app.createScreen
        _ = app.createScreen?.createTapped(name: "dave")
        clock.advance(by: .seconds(1))
        for event in news() { print("routed: \(event)") }
        print("navigation: \(app.navigation.path)")
        print("the new-chat screen alive: \(createScreen != nil)")
        // @end step-create-chat
    }

    // @step create-waits
    func createWaits(_ ctx: LessonContext) throws {
        let (app, clock) = runningApp()
        let news = routedNews(app)
        // @snippet step-create-waits
        app.chatsScreen.addTapped()
        _ = app.createScreen?.createTapped(name: "zed")  // nobody by that name
        print("at creating, the model's chats:", app.model.contacts)
        clock.advance(by: .seconds(1))
        for event in news() { print("routed: \(event)") }
        print("after the refusal:", app.model.contacts)
        // @end step-create-waits
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
        let failed = MVCCreateChatView.State.failed(reason: "no such user")
        for state in [.idle, .creating, failed] {
            view.show(state)
            print("Create", view.isCreateEnabled ? "on: " : "off:", view.render())
        }
        // @end step-mvc-create
    }

    // @step create-flags
    func createFlags(_ ctx: LessonContext) throws {
        // @snippet step-create-flags
        let errors: [String?] = [nil, nil, "no such user"]
        for (isSending, error) in zip([false, true, false], errors) {
            let shown = CreateChatViewModelBuilder.build(
                isSending: isSending, error: error, router: nil)
            let create = shown.isCreateEnabled ? "on" : "off"
            print("busy \(shown.shouldShowBusy), error \(shown.shouldShowError)",
                  "\"\(shown.errorText)\", Create \(create)")
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
        print("Create tapped with zed:", screen.view.render())
        let again = screen.createTapped(name: "zed")
        print("Create tapped again:", again ? "sent" : "nothing")
        clock.advance(by: .seconds(1))
        print("after 1s:", screen.view.render().last!)
        // @end step-create-screen
    }
}
