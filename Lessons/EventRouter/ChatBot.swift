import Foundation
import LessonKit

// @snippet chat-bot
/// The server, played by a bot as in the article's demo app: it holds the chats the app
/// fetches, and every contact reads your message after a second and answers two seconds
/// later, over the WebSocket.
final class ChatBot {
    private let clock: LessonClock
    /// Weak: the app holds the socket.
    private weak var webSocket: ChatWebSocket?
    let chats: [Chat]

    init(clock: LessonClock, webSocket: ChatWebSocket) {
        self.clock = clock
        self.webSocket = webSocket
        chats = Self.sampleChats(before: clock.now)
    }

    func receive(_ message: Message, to contact: String) {
        let read = ChatWebSocket.Frame(type: "read", from: contact, text: nil)
        let reply = ChatWebSocket.Frame(type: "message", from: contact, text: "You said “\(message.text.preview(24))”. Tell me more!")
        clock.schedule(after: .seconds(1), label: "\(contact) reads") { [weak self] in
            self?.webSocket?.receive(frame: read.json)
        }
        clock.schedule(after: .seconds(3), label: "\(contact) replies") { [weak self] in
            self?.webSocket?.receive(frame: reply.json)
        }
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
// @end chat-bot
