import CellKit
import LessonKit
@testable import EventRouter

/// A chat list screen that keeps every list it is handed.
final class ListSpy: ChatListListening {
    var lists: [ChatListViewModel] = []
    var onUpdate: () -> Void = {}

    func updated(list: ChatListViewModel) {
        lists.append(list)
        onUpdate()
    }

    func badge(of contact: String) -> String? {
        lists.last?.items.first { $0.contact == contact }?.unreadBadge
    }
}

/// A chat screen for one contact that keeps every view model it is handed.
final class ChatSpy: ChatListening {
    let contact: String
    var chats: [ChatViewModel] = []

    init(contact: String) {
        self.contact = contact
    }

    func updated(chat: ChatViewModel) {
        chats.append(chat)
    }
}

/// Your push controller, router and handler over the lesson's three sample chats (alice 1
/// unread, bob 0, carol 2), with a chat list and bob's and alice's chats on screen.
struct PushRig {
    let clock = LessonClock()
    let model = ChatModel()
    let handler: MessageHandler
    let push: PushController
    let list = ListSpy()
    let bob = ChatSpy(contact: "bob")
    let alice = ChatSpy(contact: "alice")

    init() {
        model.merge(ChatBot.sampleChats(before: clock.now))
        handler = MessageHandler(model: model, clock: clock)
        push = PushController(router: MessageRouter(model: model, handler: handler), clock: clock)
        handler.add(listener: list)
        handler.add(listener: bob)
        handler.add(listener: alice)
        clock.advance(by: .seconds(300))
    }

    func notify(_ contact: String, _ text: String) {
        push.received(notification: PushNotification(title: contact, body: text))
    }

    func keepScreensAlive() {
        extendLifetime(list)
        extendLifetime(bob)
        extendLifetime(alice)
    }
}

func checks() -> [Check] {
    [
        Check("a push from bob lands in the model as bob's message") {
            let rig = PushRig()
            rig.notify("bob", "Lunch?")
            guard let last = rig.model.chat(with: "bob")?.messages.last, last.text == "Lunch?" else {
                try fail("bob's chat in the model has no \"Lunch?\": PushController makes a Message from the notification and routes .received, and the router puts it in the model with model.append(_:to:)")
            }
            try expectEqual(last.sender, .other(name: "bob"), "the message is from bob, the notification's title")
            try expectEqual(last.sendDate, rig.clock.now, "the message was sent now: use clock.now")
            try expect(last.state != .read, "a message that just arrived is not read yet: make it .sent")
            rig.keepScreensAlive()
        },
        Check("the chat list shows bob's unread message") {
            let rig = PushRig()
            let before = rig.list.lists.count
            rig.notify("bob", "Lunch?")
            try expect(rig.list.lists.count > before, "the chat list was not told: in updated(contact:), hand every live chat list a fresh list from buildList()")
            try expectEqual(rig.list.badge(of: "bob"), "(1)", "bob's row should show one unread message")
            try expectEqual(rig.list.lists.last?.title, "Chats (4 unread)", "the list's title should count bob's message too")
            rig.keepScreensAlive()
        },
        Check("bob's open chat shows the message") {
            let rig = PushRig()
            let before = rig.bob.chats.count
            rig.notify("bob", "Lunch?")
            try expect(rig.bob.chats.count > before, "bob's chat screen was not told: in updated(contact:), hand every chat screen whose contact is bob a fresh view model of bob's chat")
            let line = rig.bob.chats.last?.lines.last ?? ""
            try expect(line.hasSuffix("bob: Lunch?"), "the last line on bob's screen should be his \"Lunch?\", not \"\(line)\"")
            rig.keepScreensAlive()
        },
        Check("alice's open chat is not told about bob's message") {
            let rig = PushRig()
            let before = rig.alice.chats.count
            rig.notify("bob", "Lunch?")
            try expectEqual(rig.alice.chats.count, before, "alice's chat screen was handed a view model for bob's message: only the screens showing the message's contact are told")
            rig.keepScreensAlive()
        },
        Check("the model has the message before any screen is told") {
            let rig = PushRig()
            var modelHadIt: [Bool] = []
            rig.list.onUpdate = { [model = rig.model] in
                modelHadIt.append(model.chat(with: "bob")?.messages.last?.text == "Lunch?")
            }
            rig.notify("bob", "Lunch?")
            try expect(!modelHadIt.isEmpty, "the chat list was not told about the push")
            try expect(modelHadIt.allSatisfy { $0 }, "the chat list was told before the model had bob's message, so it was handed the old list: the router updates the model first, then tells the handler")
            rig.keepScreensAlive()
        },
        Check("every push counts: bob twice, then dave, who has no chat yet") {
            let rig = PushRig()
            rig.notify("bob", "Lunch?")
            rig.notify("bob", "At 1?")
            rig.notify("dave", "Hi, it's Dave")
            try expectEqual(rig.list.badge(of: "bob"), "(2)", "after two pushes bob's row should show two unread messages")
            try expectEqual(rig.list.badge(of: "dave"), "(1)", "a push from dave should start his chat, with a row in the list")
            let shown = rig.bob.chats.last
            try expectEqual(shown?.title, "bob", "bob's screen was last handed another contact's chat: only the screens showing the message's contact are told")
            let lines = shown?.lines.suffix(2) ?? []
            try expect(lines.first?.hasSuffix("bob: Lunch?") == true && lines.last?.hasSuffix("bob: At 1?") == true, "bob's screen should end with both of his messages, not with \(Array(lines))")
            rig.keepScreensAlive()
        },
    ]
}
