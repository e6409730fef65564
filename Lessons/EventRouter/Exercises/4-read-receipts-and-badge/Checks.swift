import CellKit
import Foundation
@testable import EventRouter

/// The server and the icon, as the checks see them.
final class Server: ReceiptSending {
    private(set) var receipts: [String] = []
    func sendReadReceipt(ids: [String], to contact: String) {
        receipts.append("\(contact): \(ids.joined(separator: ","))")
    }
}

final class Icon: BadgeShowing {
    var badge = 0
}

struct Rig {
    let server = Server()
    let icon = Icon()
    let router: ReadRouter

    init() {
        router = ReadRouter(model: ChatModel(), server: server, badge: icon)
    }

    /// A message from `contact`, as the server delivers it, with the server's id.
    func receive(_ text: String, from contact: String, id: String) {
        let message = Message(sender: .other(name: contact), text: text, state: .sent, sendDate: Date(timeIntervalSince1970: 0), id: id)
        router.route(.received(message: message, contact: contact))
    }

    /// The user's own message to `contact`, delivered to the server.
    func send(_ text: String, to contact: String, id: String) {
        router.model.append(Message(sender: .user, text: text, state: .sent, sendDate: Date(timeIntervalSince1970: 0), id: id), to: contact)
    }
}

func checks() -> [Check] {
    [
        Check("each received message raises the badge") {
            let rig = Rig()
            rig.receive("Lunch?", from: "bob", id: "b1")
            rig.receive("At noon", from: "bob", id: "b2")
            rig.receive("Hi", from: "alice", id: "a1")
            try expectEqual(rig.icon.badge, 3, "three unread messages arrived, two from bob and one from alice: the badge should say 3")
            try expectEqual(rig.router.model.chat(with: "bob")?.messages.count, 2, "bob's messages should be in the model")
        },
        Check("the same message brought twice counts once") {
            let rig = Rig()
            rig.receive("Lunch?", from: "bob", id: "b1")
            rig.receive("Lunch?", from: "bob", id: "b1")
            try expectEqual(rig.icon.badge, 1, "a push and a WebSocket frame brought the same message (id b1), and the badge says \(rig.icon.badge): count the model's unread messages, not arrivals")
        },
        Check("opening bob's chat sends one receipt with his unread messages' ids, and the badge drops by them") {
            let rig = Rig()
            rig.receive("Lunch?", from: "bob", id: "b1")
            rig.receive("At noon", from: "bob", id: "b2")
            rig.receive("Hi", from: "alice", id: "a1")
            rig.router.route(.userReads(messagesSentBy: "bob"))
            try expectEqual(rig.server.receipts, ["bob: b1,b2"], "the user read bob's two messages: send the server one receipt with their ids, in order")
            try expectEqual(rig.icon.badge, 1, "after bob's chat was read only alice's message is unread: set the badge again")
        },
        Check("opening a chat with nothing new sends no receipt") {
            let rig = Rig()
            rig.receive("Lunch?", from: "bob", id: "b1")
            rig.router.route(.userReads(messagesSentBy: "bob"))
            rig.router.route(.userReads(messagesSentBy: "bob"))
            rig.router.route(.userReads(messagesSentBy: "carol"))
            try expectEqual(rig.server.receipts, ["bob: b1"], "reading a chat with nothing unread sent receipts \(rig.server.receipts): send one only when markRead(sentBy:) returned messages")
        },
        Check("the other side's receipt changes no badge and is never answered") {
            let rig = Rig()
            rig.send("Lunch?", to: "bob", id: "u1")
            rig.receive("Sure", from: "bob", id: "b1")
            rig.router.route(.otherRead(reader: "bob"))
            try expectEqual(rig.server.receipts, [], "bob's receipt was answered with a receipt: two apps doing that would ping-pong for ever")
            try expectEqual(rig.icon.badge, 1, "bob reading the user's message changed the badge: only messages from others count")
            try expect(rig.router.model.chat(with: "bob")?.messages.first?.state == .read, "bob read the user's message, so it should be marked read in the model")
        },
        Check("the other side's receipt leaves their messages to the user unread") {
            let rig = Rig()
            rig.receive("Lunch?", from: "bob", id: "b1")
            rig.send("Sure", to: "bob", id: "u1")
            rig.router.route(.otherRead(reader: "bob"))
            let bobs = rig.router.model.chat(with: "bob")?.messages.filter { $0.sender != .user } ?? []
            try expect(bobs.allSatisfy { $0.state != .read }, "bob read the user's message, and his own \"Lunch?\" became read: the user has not opened his chat, so mark only the user's messages (markYoursRead(by:))")
            rig.router.route(.userReads(messagesSentBy: "bob"))
            try expectEqual(rig.server.receipts, ["bob: b1"], "when the user then opens bob's chat, his \"Lunch?\" is news and should be answered with a receipt")
        },
        Check("the user's own messages never count in the badge") {
            let rig = Rig()
            rig.send("Lunch?", to: "bob", id: "u1")
            rig.send("At noon?", to: "bob", id: "u2")
            rig.receive("Sure", from: "bob", id: "b1")
            try expectEqual(rig.icon.badge, 1, "two of the user's own messages, sent but not read by bob, counted in the badge: count only messages whose sender is not .user")
        },
        exploredReading(),
    ]
}

/// One step of an explored sequence: an event routed, or the user's own message added to the model.
enum Step {
    case receive(from: String, id: String)
    case send(to: String, id: String)
    case userReads(String)
    case otherRead(String)

    var words: String {
        switch self {
        case .receive(let from, let id): "a message \(id) from \(from) arrives"
        case .send(let to, let id): "the user sends \(id) to \(to)"
        case .userReads(let contact): "the user opens \(contact)'s chat"
        case .otherRead(let contact): "\(contact) reads the user's messages"
        }
    }
}

/// What the contract says: each message by contact, whether it is the user's, and whether read.
struct ReadingModel {
    var chats: [String: [(id: String, isUsers: Bool, isRead: Bool)]] = [:]
    var receipts: [String] = []
    var badge: Int { chats.values.joined().count { !$0.isUsers && !$0.isRead } }

    mutating func apply(_ step: Step) {
        switch step {
        case .receive(let contact, let id), .send(let contact, let id):
            if chats[contact]?.contains(where: { $0.id == id }) == true { return }
            var isUsers = false
            if case .send = step { isUsers = true }
            chats[contact, default: []].append((id, isUsers, false))
        case .userReads(let contact):
            guard var messages = chats[contact] else { return }
            let unread = messages.indices.filter { !messages[$0].isUsers && !messages[$0].isRead }
            for index in unread { messages[index].isRead = true }
            if !unread.isEmpty { receipts.append("\(contact): " + unread.map { messages[$0].id }.joined(separator: ",")) }
            chats[contact] = messages
        case .otherRead(let contact):
            guard var messages = chats[contact] else { return }
            for index in messages.indices where messages[index].isUsers { messages[index].isRead = true }
            chats[contact] = messages
        }
    }
}

func exploredReading() -> Check {
    Check("whatever arrives, is sent and is read, the badge counts the unread messages from others and each receipt answers news") {
        let contacts = ["bob", "alice"]
        try explore(operation: { random in
            let contact = random.pick(contacts)
            switch random.int(in: 0...7) {
            case 0...3: return Step.receive(from: contact, id: "\(contact.prefix(1))\(random.int(in: 1...3))")
            case 4: return .send(to: contact, id: "u\(random.int(in: 1...3))")
            case 5...6: return .userReads(contact)
            default: return .otherRead(contact)
            }
        }, describe: \.words) { steps in
            let rig = Rig()
            var model = ReadingModel()
            for step in steps {
                switch step {
                case .receive(let from, let id): rig.receive("Hi", from: from, id: id)
                case .send(let to, let id): rig.send("Hi", to: to, id: id)
                case .userReads(let contact): rig.router.route(.userReads(messagesSentBy: contact))
                case .otherRead(let contact): rig.router.route(.otherRead(reader: contact))
                }
                model.apply(step)
                try expectEqual(rig.server.receipts, model.receipts, "the receipts sent so far are not one per chat read with news in it, with the ids of what was unread")
                try expectEqual(rig.icon.badge, model.badge, "the badge should count the messages from others, in all chats, not yet read")
                for (contact, messages) in model.chats {
                    let states = rig.router.model.chat(with: contact)?.messages.map { "\($0.id ?? "?") \($0.state == .read ? "read" : "unread")" }
                    try expectEqual(states, messages.map { "\($0.id) \($0.isRead ? "read" : "unread")" }, "\(contact)'s messages are not marked read as they should be")
                }
            }
        }
    }
}
