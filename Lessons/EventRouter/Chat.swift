/// A conversation with one contact. The article's `Chat` is a class; a struct here, so that
/// `loaded(chats:)` hands the model a copy and not an object someone else may still change.
struct Chat: Equatable {
    let contact: String
    var messages: [Message]

    /// The other side's messages nobody has read yet: the article's `unreadMessages`.
    var unreadMessages: [Message] {
        messages.filter { $0.sender != .user && $0.state != .read }
    }
}
