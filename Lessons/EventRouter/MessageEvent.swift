// @snippet message-event
/// Everything that happens to messages, whichever way the news came.
enum MessageEvent: Equatable {
    /// The user's message: on its way, then taken by the server, or not.
    case sending(message: Message, contact: String)
    case sent(message: Message, contact: String)
    case failedSending(message: Message, contact: String, reason: String)
    /// A message from the other side: a push and a frame both become this.
    case received(message: Message, contact: String)
    /// The user looks at a chat, and so these messages are read now.
    case userReads(messagesSentBy: String)
    case userRead(othersMessages: [Message], sentBy: String)
    /// The other side read what the user sent (the article's: one message).
    case otherRead(reader: String)
}
// @end message-event

extension MessageEvent: CustomStringConvertible {
    var description: String {
        switch self {
        case .sending(let message, let contact):
            "MessageEvent.sending(\"\(message.text)\", to: \(contact))"
        case .sent(let message, let contact):
            "MessageEvent.sent(\"\(message.text)\", to: \(contact))"
        case .failedSending(let message, let contact, let reason):
            "MessageEvent.failedSending(\"\(message.text)\", to: \(contact), reason: \"\(reason)\")"
        case .received(let message, let contact):
            "MessageEvent.received(\"\(message.text)\", from: \(contact))"
        case .userReads(let contact):
            "MessageEvent.userReads(messagesSentBy: \(contact))"
        case .userRead(let messages, let contact):
            "MessageEvent.userRead(\(messages.count) message\(messages.count == 1 ? "" : "s"), sentBy: \(contact))"
        case .otherRead(let reader):
            "MessageEvent.otherRead(reader: \(reader))"
        }
    }
}
