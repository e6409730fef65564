import ConsoleViews
import PlaygroundKit
import Testing
@testable import EventRouter

/// Creating a chat: `creating`, then `created` or `createChatFailed`, routed like every other
/// event, and a new-chat screen driven by busy and error flags.
@Suite struct CreateChatTests {
    /// A loaded app with the new-chat screen on top, as the list's + button leaves it.
    func appOnNewChatScreen() -> (app: ChatApp, clock: LessonClock, screen: CreateChatViewController) {
        let (app, clock) = loadedApp()
        app.chatsScreen.addTapped()
        return (app, clock, app.createScreen!)
    }

    @Test func builderTurnsWhatHappenedIntoFlags() {
        let idle = CreateChatViewModelBuilder.build(isSending: false, error: nil, router: nil)
        #expect(!idle.shouldShowBusy && !idle.shouldShowError && idle.errorText == "" && idle.isCreateEnabled)
        let busy = CreateChatViewModelBuilder.build(isSending: true, error: nil, router: nil)
        #expect(busy.shouldShowBusy && !busy.shouldShowError && !busy.isCreateEnabled)
        let failed = CreateChatViewModelBuilder.build(isSending: false, error: "no such user", router: nil)
        #expect(!failed.shouldShowBusy && failed.shouldShowError && failed.isCreateEnabled)
        #expect(failed.errorText == "Could not create the chat: no such user.")
        #expect(idle.title == "New chat")
    }

    @Test func builtCreateBlockRoutesCreating() {
        let (app, _) = loadedApp()
        let start = app.router.history.count
        CreateChatViewModelBuilder.build(isSending: false, error: nil, router: app.router).create("dave")
        #expect(app.router.history[start...] == [.chat(.creating(contact: "dave"))])
    }

    @Test func plusButtonShowsTheNewChatScreenOverTheList() {
        let (app, _) = loadedApp()
        _ = app.chatsScreen.tap(contact: "bob")
        app.chatsScreen.addTapped()
        #expect(app.navigation.path == "Chats (3 unread) > New chat")
        #expect(app.createScreen?.render() == Screen.frame(title: "New chat", ["[ contact name ]"]))
    }

    @Test func newListenerStartsIdle() {
        let (app, _) = loadedApp()
        let listener = RecordingCreateListener()
        app.handler.add(listener: listener)
        #expect(listener.flags == ["busy false, error none, create on"])
        withExtendedLifetime(listener) {}
    }

    @Test func createdIsRoutedAfterOneVirtualSecondAndOpensTheChat() {
        let (app, clock, screen) = appOnNewChatScreen()
        let listener = RecordingCreateListener()
        app.handler.add(listener: listener)
        let start = app.router.history.count
        #expect(screen.createTapped(name: "dave"))
        #expect(app.events(since: start) == ["ChatEvent.creating(contact: dave)"])
        #expect(screen.view.render() == ["[ dave ]", "(creating the chat…)"])
        // No chat in the model until the server agrees.
        #expect(app.model.contacts == ["alice", "bob", "carol"])
        clock.advance(by: .milliseconds(999))
        #expect(app.router.history.count == start + 1)
        clock.advance(by: .milliseconds(1))
        #expect(app.events(since: start) == ["ChatEvent.creating(contact: dave)", "ChatEvent.created(chat: dave)"])
        #expect(app.model.chat(with: "dave") == Chat(contact: "dave", messages: []))
        #expect(listener.flags == [
            "busy false, error none, create on", "busy true, error none, create off", "busy false, error none, create on",
        ])
        // The chat took the new-chat screen's place, and its socket connected.
        #expect(app.navigation.path == "Chats (3 unread) > dave")
        #expect(app.openChat?.view.render() == ["(no messages yet)"])
        #expect(app.webSocket.isConnected(to: "dave"))
        withExtendedLifetime(listener) {}
    }

    @Test func theListShowsTheNewChat() {
        let (app, clock, screen) = appOnNewChatScreen()
        _ = screen.createTapped(name: "Erin")
        clock.advance(by: .seconds(1))
        app.back()
        #expect(app.chatsScreen.render().contains { $0.hasPrefix("│ erin ") })
        #expect(app.model.contacts.last == "erin")
    }

    @Test(arguments: [
        ("zed", "no user called 'zed'"),
        ("bob", "you already have a chat with bob"),
    ])
    func refusalShowsTheErrorAndLeavesTheModelAlone(name: String, reason: String) {
        let (app, clock, screen) = appOnNewChatScreen()
        let before = app.model.chats
        _ = screen.createTapped(name: name)
        clock.advance(by: .seconds(1))
        #expect(app.router.history.last == .chat(.createChatFailed(reason: reason)))
        #expect(app.model.chats == before)
        #expect(screen.view.render() == ["[ \(name) ]", "Could not create the chat: \(reason)."])
        #expect(screen.isCreateEnabled)
        #expect(app.createScreen === screen)
    }

    @Test func createIsOffWhileTheServerAnswers() {
        let (app, clock, screen) = appOnNewChatScreen()
        _ = screen.createTapped(name: "dave")
        let count = app.router.history.count
        #expect(!screen.createTapped(name: "erin"))
        #expect(app.router.history.count == count)
        #expect(screen.view.render() == ["[ dave ]", "(creating the chat…)"])
        clock.advance(by: .seconds(1))
        #expect(app.model.chat(with: "erin") == nil)
    }

    @Test func retryAfterARefusalClearsTheError() {
        let (app, clock, screen) = appOnNewChatScreen()
        _ = screen.createTapped(name: "zed")
        clock.advance(by: .seconds(1))
        _ = screen.createTapped(name: "dave")
        #expect(screen.view.render() == ["[ dave ]", "(creating the chat…)"])
        clock.advance(by: .seconds(1))
        #expect(app.openChat?.contact == "dave")
    }

    /// The user left the new-chat screen before the server answered: the chat appears in the
    /// list, but nobody is pulled into it.
    @Test func createdAfterTheUserLeftOpensNothing() {
        let (app, clock) = loadedApp()
        app.chatsScreen.addTapped()
        weak let probe = app.createScreen
        _ = app.createScreen?.createTapped(name: "dave")
        app.back()
        #expect(probe == nil)
        clock.advance(by: .seconds(1))
        #expect(app.router.history.last == .chat(.created(chat: Chat(contact: "dave", messages: []))))
        #expect(app.navigation.path == "Chats (3 unread)")
        #expect(app.model.contacts.contains("dave"))
    }

    /// The flags replace the MVC view's enum without changing what the user sees.
    @Test func mvcEnumAndMVVMFlagsDrawTheSameScreen() {
        let (app, clock, screen) = appOnNewChatScreen()
        let mvc = MVCCreateChatView()
        let same = { screen.view.render() == mvc.render() && screen.isCreateEnabled == mvc.isCreateEnabled }
        #expect(same())
        _ = screen.createTapped(name: "zed")
        mvc.nameField.type("zed")
        mvc.show(.creating)
        #expect(same())
        clock.advance(by: .seconds(1))
        mvc.show(.failed(reason: "no user called 'zed'"))
        #expect(same())
        mvc.show(.idle)
        #expect(mvc.render() == ["[ zed ]"])
        withExtendedLifetime(app) {}
    }
}
