import ConsoleViews
import Foundation
import LessonKit

extension EventRouterLesson {
    // @step mvc-pain
    func mvcPain(_ ctx: LessonContext) throws {
        // @snippet step-mvc
        mvcPush(ctx) { navigation, chat in navigation.push(chat) }  // bob's chat on top
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
    private func mvcPush(_ ctx: LessonContext, layout: (NavigationController, MVCChatViewController) -> Void) {
        let model = ChatModel()
        let first = Message(sender: .other(name: "bob"), text: "Hi!", state: .read, sendDate: ctx.clock.now)
        model.merge([Chat(contact: "bob", messages: [first])])
        let navigation = NavigationController()
        let chatList = MVCChatsViewController()
        let chatScreen = MVCChatViewController(chat: model.chat(with: "bob")!)
        navigation.push(chatList)
        layout(navigation, chatScreen)

        let push = MVCPushNotificationController(model: model, navigation: navigation)
        let shown = push.received(notification: PushNotification(title: "bob", body: "Lunch?"), at: ctx.clock.now)
        print(navigation.path)
        print("  system notification shown: \(shown), chat list updates: \(chatList.updates)")
        print("  bob's screen shows \(chatScreen.chat.messages.count) of the model's \(model.chat(with: "bob")!.messages.count) messages")
    }

    // @step events
    func events(_ ctx: LessonContext) throws {
        // @snippet step-events
        let lunch = Message(sender: .other(name: "bob"), text: "Lunch?", state: .sent, sendDate: ctx.clock.now)
        let events: [MessageEvent] = [.received(message: lunch, contact: "bob"), .otherRead(reader: "bob")]
        for event in events {
            // The associated values come out typed, with nothing optional to unwrap.
            if case .received(let message, let contact) = event {
                print("\(event): \(contact) wrote \"\(message.text)\" at \(message.sendDate)")
            } else {
                print(event)
            }
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
            print("\(chats[0].contact): \(chats[0].messages.count) messages in the array, \(routed[0].messages.count) in the event")
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
            print("  the model has \(model.chat(with: "bob")?.messages.count ?? 0) message(s) from bob")
        }
        handler.add(listener: screen)

        let lunch = Message(sender: .other(name: "bob"), text: "Lunch?", state: .sent, sendDate: ctx.clock.now)
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

    // @step handler
    func handler(_ ctx: LessonContext) throws {
        let model = ChatModel()
        let handler = ChatEventHandler(model: model, clock: ctx.clock)
        let router = ChatEventRouter(model: model, handler: handler)
        router.route(.loaded(chats: ChatBot.sampleChats(before: ctx.clock.now)))
        // @snippet step-handler
        let ann = ProbeListener(name: "ann")
        handler.add(listener: ann)  // ann gets the list at once
        router.route(.userReads(messagesSentBy: "alice"))
        extendLifetime(ann)
        // @end step-handler
    }

    // @step weak-lists
    func weakLists(_ ctx: LessonContext) throws {
        let model = ChatModel()
        let handler = ChatEventHandler(model: model, clock: ctx.clock)
        let router = ChatEventRouter(model: model, handler: handler)
        router.route(.loaded(chats: ChatBot.sampleChats(before: ctx.clock.now)))
        // @snippet step-weak-lists
        let ann = ProbeListener(name: "ann")
        var bob: ProbeListener? = ProbeListener(name: "bob")
        weak let probe = bob
        handler.add(listener: ann)
        handler.add(listener: bob!)
        extendLifetime(bob)

        bob = nil
        print("bob alive:", probe != nil)
        let entries = { handler.listenerReport[0].entries.map { $0.isAlive ? "alive" : "dead" } }
        print("list entries:", entries())
        router.route(.userReads(messagesSentBy: "alice"))
        print("list entries:", entries())
        extendLifetime(ann)
        // @end step-weak-lists
    }

    // @step article-list
    func articleList(_ ctx: LessonContext) throws {
        // @snippet step-article-list
        let clock = LessonClock()
        let lifetimes = LifetimeTracker(clock: clock)
        let articles = ArticleChatEventHandler()
        var lists = ListenerList<any ChatListListening>()  // what ChatEventHandler keeps
        var screen: ProbeListener? = ProbeListener(name: "screen")
        var other: ProbeListener? = ProbeListener(name: "other")
        weak let probe = screen
        let holder = HoldingLine.find("chatListListening.append(weakListener)", in: Self.declarations)
        lifetimes.track(screen!, as: "in the article's list", heldBy: holder)
        lifetimes.track(other!, as: "in a ListenerList")
        articles.add(listener: screen!)
        lists.add(other!)
        clock.advance(by: .seconds(1))
        screen = nil
        other = nil
        lifetimes.check()
        print("released by its owner; alive:", probe != nil)
        print("entries in the article's list:", articles.count)
        clock.advance(by: .seconds(1))
        print("alive in the ListenerList:", lists.alive().count)
        draw(.lifetimes(lifetimes.chart(title: "Both let go by their owner at 1s")))
        // @end step-article-list
    }

    // @step builders
    func builders(_ ctx: LessonContext) throws {
        // @snippet step-builders
        let now = ctx.clock.now
        let noisy = Chat(contact: "team", messages: (1...12).map { number in
            Message(sender: .other(name: "team"), text: "ping \(number)", state: .sent, sendDate: now)
        })
        var taps: [String] = []
        for chat in ChatBot.sampleChats(before: now) + [noisy] {
            let item = ChatListItemViewModelBuilder.build(for: chat, now: now) { contact in taps.append(contact) }
            print("\(item.contact): badge \"\(item.unreadBadge)\", date \"\(item.lastMessageDate)\", message \"\(item.message)\"")
            item.itemTapped()
        }
        print("the taps asked to show:", taps)
        // @end step-builders
    }

    // @step list-builder
    func listBuilder(_ ctx: LessonContext) throws {
        // @snippet step-list-builder
        let chats = ChatBot.sampleChats(before: ctx.clock.now)
        let list = ChatListViewModelBuilder.build(
            for: chats, isLoading: false, now: ctx.clock.now, showChat: { _ in }, addChat: {})
        print("\(list.title):", list.items.map(\.contact).joined(separator: ", "))
        // @end step-list-builder
    }

    // @step screens
    func screens(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let app = ChatApp(clock: clock)
        // @snippet step-screens
        print(app.render().joined(separator: "\n"))
        clock.advance(by: .milliseconds(500))
        print(app.listSummary)
        // @end step-screens
    }

    // @step chat-seen
    func chatSeen(_ ctx: LessonContext) throws {
        let clock = LessonClock()
        let app = ChatApp(clock: clock)
        clock.advance(by: .milliseconds(500))
        // @snippet step-chat-seen
        _ = app.chatsScreen.tap(contact: "alice")
        print(app.render().joined(separator: "\n"))
        weak let chatScreen = app.openChat
        app.back()
        print(app.listSummary)
        print("alice's chat screen alive after close:", chatScreen != nil)
        print("routed:")
        for event in app.router.history { print("  \(event)") }
        // @end step-chat-seen
    }
}
