// @snippet message-event
/// Everything that happens to messages. None of the cases says where it came from: a push
/// notification and a WebSocket frame both become `received`.
enum MessageEvent: Equatable {
    /// The user sent a message; the server does not have it yet.
    case sending(message: Message, contact: String)
    /// The server has it.
    case sent(message: Message, contact: String)
    /// A message from the other side, from wherever it came.
    case received(message: Message, contact: String)
    /// The user is looking at a chat (opened it, or it is open when a message arrives).
    case userReads(messagesSentBy: String)
    /// ...and so these messages are read now.
    case userRead(othersMessages: [Message], sentBy: String)
    /// The other side read what the user sent. (The article's case names one message; a read
    /// receipt here covers all of them, as in most chat apps.)
    case otherRead(reader: String)
}
// @end message-event

extension MessageEvent: CustomStringConvertible {
    var description: String {
        switch self {
        case .sending(let message, let contact): "MessageEvent.sending(\"\(message.text)\", to: \(contact))"
        case .sent(let message, let contact): "MessageEvent.sent(\"\(message.text)\", to: \(contact))"
        case .received(let message, let contact): "MessageEvent.received(\"\(message.text)\", from: \(contact))"
        case .userReads(let contact): "MessageEvent.userReads(messagesSentBy: \(contact))"
        case .userRead(let messages, let contact):
            "MessageEvent.userRead(\(messages.count) message\(messages.count == 1 ? "" : "s"), sentBy: \(contact))"
        case .otherRead(let reader): "MessageEvent.otherRead(reader: \(reader))"
        }
    }
}
