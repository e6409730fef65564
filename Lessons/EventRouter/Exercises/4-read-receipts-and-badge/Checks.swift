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
        Check("the user's own messages never count in the badge") {
            let rig = Rig()
            rig.send("Lunch?", to: "bob", id: "u1")
            rig.send("At noon?", to: "bob", id: "u2")
            rig.receive("Sure", from: "bob", id: "b1")
            try expectEqual(rig.icon.badge, 1, "two of the user's own messages, sent but not read by bob, counted in the badge: count only messages whose sender is not .user")
        },
    ]
}
