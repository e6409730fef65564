// @snippet chat-event
/// Everything that happens to the list of chats: loading it, and adding a
/// chat to it. The article's five cases; `creating` names a contact where
/// the article's names a `Chat`: the chat exists once the server agrees.
enum ChatEvent: Equatable {
    /// The app started: show what the model has, ask the server for more.
    case started
    /// The server answered.
    case loaded(chats: [Chat])
    /// The user asked for a chat with `contact`; no answer yet.
    case creating(contact: String)
    /// The server made the chat.
    case created(chat: Chat)
    /// The server refused, and says why.
    case createChatFailed(reason: String)
}
// @end chat-event

extension ChatEvent: CustomStringConvertible {
    var description: String {
        switch self {
        case .started: "ChatEvent.started"
        case .loaded(let chats): "ChatEvent.loaded(\(chats.count) chats)"
        case .creating(let contact): "ChatEvent.creating(contact: \(contact))"
        case .created(let chat): "ChatEvent.created(chat: \(chat.contact))"
        case .createChatFailed(let reason): "ChatEvent.createChatFailed(reason: \"\(reason)\")"
        }
    }
}
