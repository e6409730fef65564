import Foundation
import LessonKit

/// The server, played by a bot as in the article's demo app: it holds the chats the app
/// fetches, makes new ones, and every contact reads your message after a second and answers
/// two seconds later.
final class ChatBot {
    private let clock: LessonClock
    /// Weak: the app holds them.
    private weak var webSocket: ChatWebSocket?
    private weak var pushNotifications: PushNotificationController?
    private(set) var chats: [Chat]

    init(clock: LessonClock, webSocket: ChatWebSocket, pushNotifications: PushNotificationController) {
        self.clock = clock
        self.webSocket = webSocket
        self.pushNotifications = pushNotifications
        chats = Self.sampleChats(before: clock.now)
    }

    /// `fail` sets it: the server takes the next POST /messages and never answers.
    var dropsNextMessage = false

    /// POST /messages, on the server's side: it answers half a second later, and
    /// the bot reads the message and replies. A dropped one gets nothing at all.
    func post(_ message: Message, to contact: String, answer: @escaping () -> Void) {
        guard !dropsNextMessage else {
            dropsNextMessage = false
            return
        }
        clock.schedule(after: .milliseconds(500), label: "POST /messages answers", answer)
        receive(message, to: contact)
    }

    // @snippet chat-bot
    private func receive(_ message: Message, to contact: String) {
        let read = ChatWebSocket.Frame(type: "read", from: contact, text: nil)
        let reply = ChatWebSocket.Frame(
            type: "message", from: contact,
            text: "You said “\(message.text.preview(24))”. Tell me more!",
            id: newMessageId())
        clock.schedule(after: .seconds(1), label: "\(contact) reads") {
            [weak self] in self?.send(read)
        }
        clock.schedule(after: .seconds(3), label: "\(contact) replies") {
            [weak self] in self?.send(reply)
        }
    }
    // @end chat-bot

    /// How many messages the server has given an id (`newMessageId`).
    private var messagesSent = 0

    /// Read receipts for chats whose socket was closed when they were due.
    private(set) var heldReceipts: [String] = []

    // @snippet server-sends
    /// Over the chat's socket if it is connected. If not, a message goes out
    /// as a push notification, and a read receipt waits until the chat
    /// connects again.
    private func send(_ frame: ChatWebSocket.Frame) {
        guard let webSocket else { return }
        if webSocket.isConnected(to: frame.from) {
            webSocket.receive(frame: frame.json)
        } else if let text = frame.text {
            pushNotifications?.received(notification: PushNotification(
                title: frame.from, body: text, messageId: frame.id))
        } else if !heldReceipts.contains(frame.from) {
            heldReceipts.append(frame.from)
        }
    }
    // @end server-sends

    // @snippet server-delivers
    /// The app connected a chat's socket: a receipt held for it goes out now.
    func connected(to contact: String) {
        guard let index = heldReceipts.firstIndex(of: contact) else { return }
        heldReceipts.remove(at: index)
        let read = ChatWebSocket.Frame(type: "read", from: contact, text: nil)
        webSocket?.receive(frame: read.json)
    }
    // @end server-delivers

    /// Everyone who uses the app: a chat can be made with them, and only with them.
    static let users = ["alice", "bob", "carol", "dave", "erin"]

    /// Why the server would not make a chat.
    struct Refusal: Error, Equatable {
        let reason: String
    }

    /// POST /chats, on the server's side.
    func createChat(with name: String) -> Result<Chat, Refusal> {
        guard let contact = Self.users.first(where: { $0.lowercased() == name.lowercased() }) else {
            return .failure(Refusal(reason: "no user called '\(name.preview(24))'"))
        }
        guard !chats.contains(where: { $0.contact == contact }) else {
            return .failure(Refusal(reason: "you already have a chat with \(contact)"))
        }
        let chat = Chat(contact: contact, messages: [])
        chats.append(chat)
        return .success(chat)
    }
}

extension ChatBot {
    /// The server's id for a new message: `m1`, `m2`...
    func newMessageId() -> String {
        messagesSent += 1
        return "m\(messagesSent)"
    }

    /// Three chats: alice's newest message unread, bob's all read, two of carol's from
    /// yesterday unread.
    static func sampleChats(before now: Date) -> [Chat] {
        func message(_ sender: Message.Sender, _ text: String, minutesAgo: Double, _ state: Message.State) -> Message {
            Message(sender: sender, text: text, state: state, sendDate: now.addingTimeInterval(-minutesAgo * 60))
        }
        let alice = Message.Sender.other(name: "alice"), bob = Message.Sender.other(name: "bob")
        let carol = Message.Sender.other(name: "carol")
        return [
            Chat(contact: "alice", messages: [
                message(alice, "Are we still on for tonight?", minutesAgo: 45, .read),
                message(.user, "Yes! 7 pm at the usual place", minutesAgo: 44, .read),
                message(alice, "Great, I'll book a table for four people", minutesAgo: 40, .sent),
            ]),
            Chat(contact: "bob", messages: [
                message(bob, "The build is green again", minutesAgo: 150, .read),
                message(.user, "Thanks, merging now", minutesAgo: 148, .read),
            ]),
            Chat(contact: "carol", messages: [
                message(carol, "Thanks for the photos!", minutesAgo: 60 * 20, .sent),
                message(carol, "The one with the dog is my favourite", minutesAgo: 60 * 20 - 1, .sent),
            ]),
        ]
    }
}
