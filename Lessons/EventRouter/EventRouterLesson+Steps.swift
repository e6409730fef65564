import ConsoleViews
import Foundation
import LessonKit

/// Steps 1 to 8: the MVC push handler, the events, the router and the handler.
extension EventRouterLesson {
    // @step mvc-pain
    func mvcPain(_ ctx: LessonContext) throws {
        // @snippet step-mvc
        mvcPush(ctx) { navigation, chat in navigation.push(chat) }  // bob's on top
        // @end step-mvc
    }

    // @step mvc-fragile
    func mvcFragile(_ ctx: LessonContext) throws {
        // @snippet step-mvc-fragile
        mvcPush(ctx) { navigation, chat in
            navigation.push(chat)
            navigation.push(ProfileViewController(contact: "bob"))
        }
        mvcPush(ctx) { navigation, chat in navigation.presentModally(chat) }
        // @end step-mvc-fragile
    }

    /// The MVC app with bob's chat open on a stack `layout` builds, and a push from bob.
    private func mvcPush(
        _ ctx: LessonContext, layout: (NavigationController, MVCChatViewController) -> Void
    ) {
        let model = ChatModel()
        let first = Message(sender: .other(name: "bob"), text: "Hi!", state: .read, sendDate: ctx.clock.now)
        model.merge([Chat(contact: "bob", messages: [first])])
        let navigation = NavigationController()
        let chatList = MVCChatsViewController()
        let chatScreen = MVCChatViewController(chat: model.chat(with: "bob")!)
        navigation.push(chatList)
        layout(navigation, chatScreen)

        let push = MVCPushNotificationController(model: model, navigation: navigation)
        let notification = PushNotification(title: "bob", body: "Lunch?")
        let shown = push.received(notification: notification, at: ctx.clock.now)
        let inModel = model.chat(with: "bob")!.messages.count
        print(navigation.path)
        print("  system notification shown: \(shown), chat list updates: \(chatList.updates)")
        print("  bob's screen shows \(chatScreen.chat.messages.count) of the model's \(inModel) messages")
    }

    // @step events
    func events(_ ctx: LessonContext) throws {
        // @snippet step-events
        let lunch = Message(sender: .other(name: "bob"), text: "Lunch?",
                            state: .sent, sendDate: ctx.clock.now)
        let event = MessageEvent.received(message: lunch, contact: "bob")
        // The associated values come out typed, with nothing optional to unwrap.
        if case .received(let message, let contact) = event {
            print("\(contact) wrote \"\(message.text)\" at \(message.sendDate)")
        }
        // @end step-events
    }

    // @step chat-events
    func chatEvents(_ ctx: LessonContext) throws {
        // @snippet step-chat-events
        var chats = ChatBot.sampleChats(before: ctx.clock.now)
        let event = ChatEvent.loaded(chats: chats)
        chats[0].messages.removeAll()  // the sender changes its array after routing
        if case .loaded(let routed) = event {
            print("\(chats[0].contact): \(chats[0].messages.count) messages",
                  "in the array, \(routed[0].messages.count) in the event")
        }
        // @end step-chat-events
    }

    // @step router
    func router(_ ctx: LessonContext) throws {
        let model = ChatModel()
        let handler = ChatEventHandler(model: model, clock: ctx.clock)
        let router = ChatEventRouter(model: model, handler: handler)
        // @snippet step-router
        let screen = ProbeListener(name: "screen")
        screen.onUpdate = { _ in
            let count = model.chat(with: "bob")?.messages.count ?? 0
            print("  the model has \(count) message(s) from bob")
        }
        handler.add(listener: screen)

        let lunch = Message(sender: .other(name: "bob"), text: "Lunch?",
                            state: .sent, sendDate: ctx.clock.now)
        router.route(.received(message: lunch, contact: "bob"))
        extendLifetime(screen)  // held by nothing else: see step 9
        // @end step-router
    }

    // @step router-reads
    func routerReads(_ ctx: LessonContext) throws {
        let model = ChatModel()
        let router = ChatEventRouter(model: model, handler: ChatEventHandler(model: model, clock: ctx.clock))
        let lunch = Message(sender: .other(name: "bob"), text: "Lunch?", state: .sent, sendDate: ctx.clock.now)
        router.route(.received(message: lunch, contact: "bob"))
        // @snippet step-router-reads
        router.route(.userReads(messagesSentBy: "bob"))
        router.route(.userReads(messagesSentBy: "bob"))  // nothing new to read
        for event in router.history { print("routed:", event) }
        // @end step-router-reads
    }

    // @step one-router
    func oneRouter(_ ctx: LessonContext) throws {
        // @snippet step-one-router
        // One router, one handler, one model, made at launch and handed around.
        let app = ChatApp(clock: LessonClock())
        print("the app's one router saw:", app.router.history.map(\.description))
        // @end step-one-router
    }

    /// A handler and a router over a model loaded with the sample chats.
    func loadedHandler(_ ctx: LessonContext) -> (ChatEventHandler, ChatEventRouter) {
        let model = ChatModel()
        let handler = ChatEventHandler(model: model, clock: ctx.clock)
        let router = ChatEventRouter(model: model, handler: handler)
        router.route(.loaded(chats: ChatBot.sampleChats(before: ctx.clock.now)))
        return (handler, router)
    }

    // @step handler
    func handler(_ ctx: LessonContext) throws {
        let (handler, router) = loadedHandler(ctx)
        // @snippet step-handler
        let ann = ProbeListener(name: "ann")
        handler.add(listener: ann)  // ann gets the list at once
        router.route(.userReads(messagesSentBy: "alice"))
        extendLifetime(ann)
        // @end step-handler
    }
}
