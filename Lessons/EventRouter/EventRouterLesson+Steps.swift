import ConsoleViews
import Foundation
import PlaygroundKit

extension EventRouterLesson {
    public var steps: [Step] {
        [
            mvcPain, events, router, handler, articleList, builders, screens, converge, bot,
            notices, numbers,
        ]
    }

    var mvcPain: Step {
        Step(
            "MVC: who needs this push notification?",
            text: """
                A chat app hears news from more than the user. A push notification arrives, a WebSocket frame arrives, a request comes back, and each time the news must reach the right screens: the open chat should show the message, the chat list should update its row, and the system notification should stay quiet if the user is already looking at that chat.

                In the article's MVC version the push handler does all of that itself. It updates the model, then digs through the navigation controller's stack: is the LAST screen a `ChatViewController` for this contact? Then hand it the message and suppress the notification. Then walk the whole stack for screens that conform to `UpdatedChatDelegate` and tell them the chat changed. The author's verdict: the push handler has to know far too much about the app.

                It is fragile as well, and the step shows how. The same push from bob arrives three times, with bob's chat on screen each time but the stack built three ways. (Screens here are console views with UIKit's names; `NavigationController` is a small stand-in for UIKit's.) With a profile pushed over the chat, the chat is no longer the last screen; presented modally, it is not in `viewControllers` at all. Either way the user gets a system notification for the chat they are reading, and the chat screen, which keeps its own copy of the messages, silently falls behind the model.
                """,
            code: [Code.navigationController, Code.mvcChatViewController, Code.pushNotification, Code.mvcPushNotificationController, Code.stepMvc]
        ) { ctx in
            // @snippet step-mvc
            let layouts: [(NavigationController, MVCChatViewController) -> Void] = [
                { navigation, chat in navigation.push(chat) },
                { navigation, chat in
                    navigation.push(chat)
                    navigation.push(ProfileViewController(contact: "bob"))
                },
                { navigation, chat in navigation.presentModally(chat) },
            ]
            for layout in layouts {
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
            // @end step-mvc
        }
    }

    var events: Step {
        Step(
            "Events are enums with associated values",
            text: """
                The article's way out: everything that happens becomes an event, and every event takes the same road through the app. An event is an enum, usually with associated values: the case names what happened, the values carry exactly what is needed to handle it. No optionals, no dictionary of "user info" to dig in.

                The app has two: `ChatEvent` for the list of chats, `MessageEvent` for messages. The article advises keeping each enum small; ten cases or more is a sign it covers more than one subject.

                Note what the cases do not say: where the news came from. `received(message:contact:)` is the same event whether a push notification, a WebSocket frame or a plain request brought it. Step 8 proves it.

                This lesson's `Message` and `Chat` are structs, where the article's `Chat` is a class. An event then carries a snapshot: nobody can change the chats inside `loaded(chats:)` after it was routed. (The article's `otherRead` names one message; here a read receipt covers everything the user sent, as in most chat apps.)
                """,
            code: [Code.message, Code.chat, Code.chatEvent, Code.messageEvent, Code.stepEvents]
        ) { ctx in
            // @snippet step-events
            let lunch = Message(sender: .other(name: "bob"), text: "Lunch?", state: .sent, sendDate: ctx.clock.now)
            let events: [MessageEvent] = [
                .received(message: lunch, contact: "bob"),
                .userReads(messagesSentBy: "bob"),
                .userRead(othersMessages: [lunch], sentBy: "bob"),
                .otherRead(reader: "bob"),
            ]
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
    }

    var router: Step {
        Step(
            "The event router: the one way in",
            text: """
                The event router is the entry point for every event in the app. Whoever has the values an event needs may create it and route it: a screen, a push, a socket, a network callback. The router does two things, always in this order: it updates the model, then it forwards to the event handler, which updates the screens. Only the router (and, in the article, the endpoints) changes the model, so there is one place to look when the model changed.

                Two things Swift adds to the article's picture:
                - The router `switch`es over the enum, so an event nobody routes does not compile. The article's own `ChatEventRouter` listing forgets `started`; below, the compiler's words for that.
                - The article's router and handler are classes with `static` functions over `static var` lists. Swift 6 refuses such a global: any thread could touch it at any time. Here the app creates one router, one handler and one model, and hands them to whoever needs them (step 7 shows the wiring).

                The step routes a message from bob, then "the user reads bob's messages", to a handler with one listener. The listener checks the model each time it is told, which proves the order: the model already has the message when the screens hear of it. Note the second event: the router handles `userReads` by marking messages read, and routes the outcome, `userRead`, as an event of its own.
                """,
            code: [Code.chatModel, Code.chatEventRouter, Code.Rejected.unroutedEvent, Code.Rejected.staticListeners, Code.probeListener, Code.stepRouter]
        ) { ctx in
            // @snippet step-router
            let model = ChatModel()
            let handler = ChatEventHandler(model: model, clock: ctx.clock)
            let router = ChatEventRouter(model: model, handler: handler)
            let screen = ProbeListener(name: "screen")
            screen.onUpdate = { _ in
                print("  the model has \(model.chat(with: "bob")?.messages.count ?? 0) message(s) from bob")
            }
            handler.add(listener: screen)

            let lunch = Message(sender: .other(name: "bob"), text: "Lunch?", state: .sent, sendDate: ctx.clock.now)
            router.route(.received(message: lunch, contact: "bob"))
            router.route(.userReads(messagesSentBy: "bob"))
            print("routed:", router.history.map(\.description).joined(separator: ", "))
            extendLifetime(screen)  // held by nothing else: see step 4
            // @end step-router
        }
    }

    var handler: Step {
        Step(
            "The event handler: weak lists, fresh view models",
            text: """
                The event handler is where screens sign up. It keeps a list per kind of listener (the chat list, a chat, the in-app notice), and each time the router calls it, it builds fresh view models from the model and hands one to every live listener of that kind. It keeps no other state.

                Its lists hold listeners weakly, as the article asks: a screen that is gone must not be kept alive by the handler, nor keep being updated. `ListenerList` stores each listener in an entry with a `weak var`; a dead entry is skipped and removed the next time the list is told something. The listener protocols are class-bound (`AnyObject`), which is what allows a weak reference to them at all.

                A new listener gets the current state at once: `add(listener:)` hands it a view model built right then, so no screen starts out blank and waits for the next event. (The article does this for one of its lists; here every list that has state does. A notice is news, not state, so the notice list gets nothing on signing up.)

                The step signs up two listeners, lets go of the second and proves with a weak probe that it died, then routes an event: only the live one hears it, and the dead entry is gone afterwards. As in lesson `events`, the step keeps its first listener alive with `extendLifetime`: an optimized build may end an object's life right after its last use.
                """,
            code: [Code.listening, Code.listenerList, Code.chatEventHandler, Code.stepHandler]
        ) { ctx in
            // @snippet step-handler
            let model = ChatModel()
            let handler = ChatEventHandler(model: model, clock: ctx.clock)
            let router = ChatEventRouter(model: model, handler: handler)
            router.route(.loaded(chats: ChatBot.sampleChats(before: ctx.clock.now)))

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
            // @end step-handler
        }
    }

    var articleList: Step {
        Step(
            "Beyond the article: its weak list holds on",
            text: """
                The article's handler looks weak too: `add(listener:)` makes a `weak var weakListener = listener` and appends it to `[ChatListListening?]`. But `weak` belongs to the local variable, not to the value. The array's elements are plain optionals, strong references, so appending copies a strong reference into the list. The local is weak; the list is not.

                In the article that list is `static`: it lives as long as the app, and so does every chat list screen that ever signed up. Each one keeps receiving view models, and its `remove(listener:)` must be called by hand, which the weak list was meant to make unnecessary.

                The step adds a listener to the article's list, lets go of it, and checks a probe. A weak reference in Swift lives only in a variable or a stored property marked `weak`; to keep weak references in a collection, wrap each in a box with a weak stored property, as `ListenerList`'s `Entry` does.
                """,
            code: [Code.articleChatEventHandler, Code.stepArticleList]
        ) { _ in
            // @snippet step-article-list
            let handler = ArticleChatEventHandler()
            var screen: ProbeListener? = ProbeListener(name: "screen")
            weak let probe = screen
            handler.add(listener: screen!)
            screen = nil
            print("released by its owner; alive:", probe != nil)
            print("entries in the article's list:", handler.count)
            // @end step-article-list
        }
    }

    var builders: Step {
        Step(
            "View-model builders: strings ready to show",
            text: """
                In the article's MVC version the chat list cell formats its own date, counts unread messages and picks the last message text from a `Chat`: the model is not what the view needs, so the view bridges the gap. In MVVM that gap is the view model's job, and here the view models are immutable structs: `let` properties only, every value a finished string, every action a block. A screen cannot change what it was handed (below, the compiler's words), and it has nothing left to decide.

                A view-model builder makes them. `ChatListItemViewModelBuilder` turns a `Chat` into a row:
                - the last message, with "You: " when the user wrote it, cut to 28 characters with "…";
                - the date: the time if it is today, else the day, from the lesson's clock, in UTC with fixed English month names, so every machine prints the same;
                - the unread badge as text: "" for none, "(2)", and "(9+)" past nine. The article passes the count as an `Int` and leaves that decision to the cell;
                - `itemTapped`: a block that calls on somebody else at once and holds no logic. In the article it pushes the chat screen itself; here it calls the app's `showChat`.

                Because the strings are made off the view, they could be made off the main thread too, a benefit the article points out. The price, also the article's: a full view model is built and sent on every change, and often it sets the same text and blocks again.

                The step builds the rows of the three sample chats, and of a noisy one with twelve unread messages, then taps each row.
                """,
            code: [Code.chatListItemViewModel, Code.dateRenderer, Code.chatListItemViewModelBuilder, Code.Rejected.mutableViewModel, Code.stepBuilders]
        ) { ctx in
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
    }

    var screens: Step {
        Step(
            "Screens that only listen",
            text: """
                With the router, the handler and the builders in place, a screen has little left to do. `ChatsViewController` signs up with the handler in `viewDidLoad` and shows whatever list it is handed; a tap calls the row's block. `ChatViewController` does the same for one contact's chat, and has one more rule: a chat on screen is a chat seen, so when its view model has unread messages it calls the view model's `markRead` block, which routes `userReads`.

                That call happens while the handler is still telling listeners about the previous event: a nested route, like the nested raise in lesson `events`. The handler therefore tells the chat lists first and the chat screens last, so that nobody after them gets a view model built before the nested event changed the model.

                `ChatApp` wires everything once, at launch: model, handler, router, endpoint, socket, push controller, the server's bot, the navigation stack. The article reaches all of these through statics. At launch the app routes `started`: the list shows a busy line while GET /chats is under way, and the endpoint routes `loaded` when the server answers, 500 ms later on the step's own clock. Then the user taps alice, whose last message is unread: the chat screen appears, marks it read, and the router's history shows the receipt as events. Back on the list, alice's badge is gone.

                Nobody unregisters the chat screen when it is closed: the navigation stack lets go of it, and the handler's weak list forgets it.
                """,
            code: [Code.chatsViewController, Code.chatViewController, Code.chatViewModel, Code.chatApp, Code.stepScreens]
        ) { _ in
            // @snippet step-screens
            let clock = LessonClock()
            let app = ChatApp(clock: clock)
            print(app.render().joined(separator: "\n"))
            clock.advance(by: .milliseconds(500))
            print(app.render().joined(separator: "\n"))

            _ = app.chatsScreen.tap(contact: "alice")
            print(app.render().joined(separator: "\n"))
            weak let chatScreen = app.openChat
            app.closeChat()
            print(app.render().joined(separator: "\n"))
            print("alice's chat screen alive after close:", chatScreen != nil)
            print("routed:")
            for event in app.router.history { print("  \(event)") }
            // @end step-screens
        }
    }

    var converge: Step {
        Step(
            "A push and a WebSocket frame: one event",
            text: """
                Now the push notification of step 1, in the MVVM app. `PushNotificationController` makes a `Message` from the notification and routes `received`. That is all: it no longer looks for screens, and it no longer decides about notices.

                `ChatWebSocket` receives JSON frames from the server. A "message" frame becomes `received` as well, and a "read" frame becomes `otherRead`. The router cannot tell where an event came from, and does not need to: adding a third source (a background fetch, say) means making the same event once more, and touching nothing else.

                The step feeds the same message from bob to the app twice, once by push and once by WebSocket, and compares the two events the router saw. Neither finds bob's chat on screen, so each also shows an in-app notice (step 10).
                """,
            code: [Code.pushNotificationController, Code.chatWebSocket, Code.noticeViewModel, Code.noticeBanner, Code.stepConverge]
        ) { _ in
            // @snippet step-converge
            let clock = LessonClock()
            let app = ChatApp(clock: clock, fetchDelay: .zero)
            clock.advance(by: .zero)

            app.pushNotifications.received(notification: PushNotification(title: "bob", body: "Lunch?"))
            let fromPush = app.router.history.last!
            let frame = ChatWebSocket.Frame(type: "message", from: "bob", text: "Lunch?").json
            print("WebSocket frame:", frame)
            app.webSocket.receive(frame: frame)
            let fromSocket = app.router.history.last!

            print("from the push:     ", fromPush)
            print("from the WebSocket:", fromSocket)
            print("the same event:", fromPush == fromSocket)
            print("in-app notices:", app.banner.shown)
            print(app.render().joined(separator: "\n"))
            // @end step-converge
        }
    }

    var bot: Step {
        Step(
            "A running chat: the bot answers later",
            text: """
                The article's demo app has no real server; a chatbot answers instead, "with a small asynchronous pause before returning". Here the pauses are virtual: `ChatEndpoint` and `ChatBot` schedule their answers on a `LessonClock`, and nothing happens until the clock is advanced.

                Sending is one more event. The chat screen calls its view model's `send` block, which routes `sending`: the router stores the message (… on screen) and hands it to the endpoint. Half a second later the server confirms and the endpoint routes `sent` (✓). A second after sending, bob's read receipt arrives over the WebSocket as `otherRead` (✓✓); at three seconds, his reply arrives as `received`. The step advances its own clock one second at a time and prints what was routed in each.

                Bob's chat is on screen, so his reply is read at once: the screen routes `userReads` from inside the handler's call, the router marks the reply read and routes `userRead`. The lesson's live app does the same on the lesson's clock: after step 11, try `chat bob`, `send hello`, then `advance 1s` three times.
                """,
            code: [Code.chatEndpoint, Code.chatBot, Code.stepBot]
        ) { _ in
            // @snippet step-bot
            let clock = LessonClock()
            let app = ChatApp(clock: clock, fetchDelay: .zero)
            clock.advance(by: .zero)
            _ = app.chatsScreen.tap(contact: "bob")
            var seen = app.router.history.count

            let reportRouted = {
                if seen == app.router.history.count { print("  nothing routed") }
                for event in app.router.history[seen...] { print("  routed: \(event)") }
                seen = app.router.history.count
            }
            app.openChat?.sendTapped("Lunch at noon?")
            reportRouted()
            for _ in 1...3 {
                clock.advance(by: .seconds(1))
                print("after \(clock.elapsed.playgroundFormatted):")
                reportRouted()
            }
            print(app.render().joined(separator: "\n"))
            // @end step-bot
        }
    }

    var notices: Step {
        Step(
            "Unread counts, read receipts, and a notice for another chat",
            text: """
                One more of the app's features: an in-app notice when a message arrives for a chat other than the one on screen. In MVC this was the push handler's digging. Here the handler knows who listens: before it tells anyone about a `received` event, it checks whether a live chat screen for that contact is among its listeners. If there is one, the message is on screen (and read at once); if not, it builds a `NoticeViewModel` and hands it to the notice listeners, here the app's banner.

                The step opens bob's chat, then a WebSocket frame arrives from bob and a push from carol. Bob's message is read at once and gets no notice; carol's gets a notice and raises her badge to three. The same happens in the live app with `ws bob hi` and `push carol hi` while bob's chat is open.

                The decision is made before anyone is told, because telling bob's screen makes it mark the message read, and from then on the message would look as if it had never needed attention.
                """,
            code: [Code.stepNotices]
        ) { _ in
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
            app.closeChat()
            print(app.render().joined(separator: "\n"))
            // @end step-notices
        }
    }

    var numbers: Step {
        Step(
            "What it costs: the article's numbers",
            text: """
                More classes for the same app: is it more code? The author counted both versions of his app with `cloc`. These are his figures, not a measurement of this lesson:

                    Pattern  Files  Blank  Comment  Code
                    MVC         30    386      217  1807
                    MVVM        51    442      359  1981

                Code lines grew by 9 percent (the exact figure is 9.6), while the average file shrank from 60 lines of code to 39. The largest files of MVC shrank the most: the views to 74 percent of their size, the view controllers to 53 percent. Much of the added code is helpers that attach blocks to buttons instead of `@IBAction`s and delegates.

                The article's list of downsides is fair:
                - A full view model is built and sent on every change, often setting the same text and the same blocks again.
                - Blocks need helper extensions to hook up to buttons and gestures.
                - Event enums can grow large in complex apps and are hard to split.

                What the article leaves out: its statics. Swift 6 refuses them as shared mutable state (step 3), and they also make the app impossible to run twice in one process. This lesson's steps each build a fresh `ChatApp` on a clock of their own; with statics they would all share one. And its "weak" list is not weak (step 5).

                Try the live app, loaded when the lesson opened: `screen`, `chat alice`, `send hi`, `advance 3s`, `close`, `push carol hello`, `ws bob hi`, `listeners`.
                """,
            code: [Code.clocFigures, Code.stepNumbers]
        ) { _ in
            // @snippet step-numbers
            let mvc = ClocFigures.mvc, mvvm = ClocFigures.mvvm
            let growth = (Double(mvvm.code) / Double(mvc.code) - 1) * 100
            print("code lines: \(mvc.code) → \(mvvm.code), +\(String(format: "%.1f", growth))%")
            print("files: \(mvc.files) → \(mvvm.files)")
            print("average file: \(Int(mvc.averageFileSize.rounded())) → \(Int(mvvm.averageFileSize.rounded())) lines of code")
            // @end step-numbers
        }
    }
}
