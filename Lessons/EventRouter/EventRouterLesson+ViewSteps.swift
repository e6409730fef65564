import Foundation
import LessonKit

/// Steps 13 to 19: view models and their builders, and the screens that only listen.
extension EventRouterLesson {
    // @step builders
    func builders(_ ctx: LessonContext) throws {
        let alice = ChatBot.sampleChats(before: ctx.clock.now)[0]
        // @snippet step-builders
        var taps: [String] = []
        let row = ChatListItemViewModelBuilder.build(
            for: alice, now: ctx.clock.now,
            showChat: { contact in taps.append(contact) })  // the app's showChat
        print(row.contact, row.unreadBadge, row.lastMessageDate, row.message)
        row.itemTapped()
        print("the tap asked to show:", taps)
        // @end step-builders
    }

    // @step item-builder
    func itemBuilder(_ ctx: LessonContext) throws {
        let now = ctx.clock.now
        let team = Chat(contact: "team", messages: (1...12).map { number in
            Message(sender: .other(name: "team"), text: "ping \(number)", state: .sent, sendDate: now)
        })
        // @snippet step-item-builder
        for chat in ChatBot.sampleChats(before: now) + [team] {  // team: 12 unread
            let row = ChatListItemViewModelBuilder.build(
                for: chat, now: now, showChat: { _ in })
            print(row.contact, row.unreadBadge, row.lastMessageDate, row.message)
        }
        // @end step-item-builder
    }

    // @step list-builder
    func listBuilder(_ ctx: LessonContext) throws {
        // @snippet step-list-builder
        let chats = ChatBot.sampleChats(before: ctx.clock.now)
        let list = ChatListViewModelBuilder.build(
            for: chats, isLoading: false, now: ctx.clock.now,
            showChat: { _ in }, addChat: {})
        print("\(list.title):", list.items.map(\.contact).joined(separator: ", "))
        // @end step-list-builder
    }

    // @step list-cost
    func listCost(_ ctx: LessonContext) throws {
        let (handler, router) = loadedHandler(ctx)
        // @snippet step-list-cost
        let screen = ProbeListener(name: "screen")
        var lists: [ChatListViewModel] = []
        screen.onUpdate = { lists.append($0) }
        handler.add(listener: screen)
        router.route(.userReads(messagesSentBy: "alice"))
        let rows = lists.map { $0.items.map { "\($0.unreadBadge) \($0.message)" } }
        let changed = zip(rows[0], rows[1]).filter { $0 != $1 }.count
        print("rows built again: \(rows[1].count), rows that changed: \(changed)")
        extendLifetime(screen)
        // @end step-list-cost
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
        // @end step-chat-seen
    }

    // @step nested-route
    func nestedRoute(_ ctx: LessonContext) throws {
        let (app, _) = runningApp()
        // @snippet step-nested-route
        let seen = app.router.history.count
        _ = app.chatsScreen.tap(contact: "alice")  // her screen routes userReads
        for event in app.router.history[seen...] { print("routed:", event) }
        print("alice's screen shows:", app.openChat!.view.render().last!)
        print("the list says:", app.listSummary)
        // @end step-nested-route
    }
}
