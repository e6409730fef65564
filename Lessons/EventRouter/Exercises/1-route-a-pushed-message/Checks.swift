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
            try expectEqual(last.state, .sent, "the server sent the pushed message, so it is .sent (not .sending, which is the user's own still on its way)")
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
        Check("a change in a chat the model does not have refreshes the lists and tells no chat screen") {
            let rig = PushRig()
            let before = (rig.list.lists.count, rig.bob.chats.count, rig.alice.chats.count)
            rig.handler.updated(contact: "zoe")
            try expectEqual(rig.list.lists.count, before.0 + 1, "updated(contact: \"zoe\") should hand the chat list a fresh list even though the model has no chat with zoe: the list does not depend on her chat")
            try expect(rig.bob.chats.count == before.1 && rig.alice.chats.count == before.2, "nobody shows zoe's chat, yet a chat screen was told")
            rig.keepScreensAlive()
        },
        Check("the handler keeps no closed screen alive") {
            let rig = PushRig()
            var list: ListSpy? = ListSpy(), chat: ChatSpy? = ChatSpy(contact: "bob")
            weak let listProbe = list, chatProbe = chat
            rig.handler.add(listener: list!)
            rig.handler.add(listener: chat!)
            rig.notify("bob", "Lunch?")
            (list, chat) = (nil, nil)
            rig.notify("bob", "At 1?")
            try expect(listProbe == nil && chatProbe == nil, "a chat list and a chat screen were closed, and the handler still keeps one alive: hand out view models to the listeners alive() gives, and keep no screen of your own")
            rig.keepScreensAlive()
        },
        exploredPushes(),
    ]
}

/// One step of an explored sequence: a push, or a screen opened or closed.
enum Step {
    case push(from: String, text: String)
    /// A chat screen for `contact`, or the chat list when `contact` is nil.
    case open(String?)
    /// The oldest open screen of that kind is closed (its owner lets it go).
    case close(String?)

    var words: String {
        switch self {
        case .push(let from, let text): "a push from \(from): \(text)"
        case .open(let contact?): "open \(contact)'s chat"
        case .open(nil): "open a chat list"
        case .close(let contact?): "close \(contact)'s chat"
        case .close(nil): "close a chat list"
        }
    }
}

func exploredPushes() -> Check {
    Check("whatever is pushed and whichever screens are open, each open screen is told once per push that concerns it, with what the model has") {
        let contacts = ["bob", "alice", "dave"]
        try explore(operation: { random in
            let contact: String? = random.chance(30) ? nil : random.pick(contacts)
            switch random.int(in: 0...5) {
            case 0...2: return Step.push(from: random.pick(contacts), text: random.pick(["Lunch?", "At 1?", "Hi"]))
            case 3...4: return .open(contact)
            default: return .close(contact)
            }
        }, describe: \.words) { steps in
            let rig = PushRig()
            var lists: [ListSpy] = [], chats: [ChatSpy] = []
            var unread = ["alice": 1, "bob": 0, "carol": 2], last: [String: String] = [:]
            for step in steps {
                switch step {
                case .open(nil):
                    lists.append(ListSpy())
                    rig.handler.add(listener: lists.last!)
                    try expectEqual(lists.last!.lists.count, 1, "a chat list that opens should be handed the current list at once, once")
                case .open(let contact?):
                    chats.append(ChatSpy(contact: contact))
                    rig.handler.add(listener: chats.last!)
                    try expectEqual(chats.last!.chats.count, unread[contact] == nil ? 0 : 1, "a chat screen that opens should be handed its chat at once, if the model has one")
                case .close(nil):
                    if !lists.isEmpty { lists.removeFirst() }
                case .close(let contact?):
                    if let index = chats.firstIndex(where: { $0.contact == contact }) { chats.remove(at: index) }
                case .push(let from, let text):
                    let before = (lists.map(\.lists.count), chats.map(\.chats.count))
                    rig.notify(from, text)
                    unread[from, default: 0] += 1
                    last[from] = text
                    let total = unread.values.reduce(0, +), count = unread[from]!
                    for (list, count0) in zip(lists, before.0) {
                        try expectEqual(list.lists.count, count0 + 1, "each open chat list should be handed one fresh list per push")
                        try expectEqual(list.lists.last?.title, "Chats (\(total) unread)", "the list's title should count every unread message")
                        try expectEqual(list.badge(of: from), count > 9 ? "(9+)" : "(\(count))", "the pushing contact's row should count their unread messages")
                    }
                    for (chat, count0) in zip(chats, before.1) {
                        try expectEqual(chat.chats.count, count0 + (chat.contact == from ? 1 : 0), "each chat screen should be handed one fresh chat per push to its own contact, and none for others (a chat list and bob's and alice's chats are open from the start, besides those the steps open)")
                        if let text = last[chat.contact], chat.contact == from {
                            try expect(chat.chats.last?.lines.last?.hasSuffix("\(from): \(text)") == true, "a chat screen should end with the message just pushed")
                        }
                    }
                }
            }
            rig.keepScreensAlive()
            extendLifetime(lists)
            extendLifetime(chats)
        }
    }
}
