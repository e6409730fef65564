// @snippet chat-event
/// Everything that happens to the list of chats. The article's has more cases (creating a
/// chat, and its failure); this app needs two.
enum ChatEvent: Equatable {
    /// The app started: show what the model has, and ask the server for the rest.
    case started
    /// The server answered.
    case loaded(chats: [Chat])
}
// @end chat-event

extension ChatEvent: CustomStringConvertible {
    var description: String {
        switch self {
        case .started: "ChatEvent.started"
        case .loaded(let chats): "ChatEvent.loaded(\(chats.count) chats)"
        }
    }
}
