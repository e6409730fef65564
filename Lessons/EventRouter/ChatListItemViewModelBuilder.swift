import Foundation

/// Turns a `Chat` into the row the list shows. All formatting happens here, and the tap is
/// decided here: a block that calls on somebody else at once, with no logic of its own.
enum ChatListItemViewModelBuilder {
    // @snippet chat-list-item-view-model-builder
    static func build(
        for chat: Chat, now: Date, showChat: @escaping (String) -> Void
    ) -> ChatListItemViewModel {
        let contact = chat.contact
        let last = chat.messages.last
        let unread = chat.unreadMessages.count
        let badge = unread == 0 ? "" : unread > 9 ? "(9+)" : "(\(unread))"
        return ChatListItemViewModel(
            contact: contact,
            message: last.map(preview(of:)) ?? "",
            lastMessageDate: last.map {
                DateRenderer.string(from: $0.sendDate, now: now)
            } ?? "",
            unreadBadge: badge,
            itemTapped: { showChat(contact) }
        )
    }
    // @end chat-list-item-view-model-builder

    /// At most 28 characters, after "You: " if the user wrote it.
    // @snippet item-preview
    private static func preview(of message: Message) -> String {
        let prefix = message.failure != nil ? "Not sent: "
            : message.sender == .user ? "You: " : ""
        return (prefix + message.text).preview(28)
    }
    // @end item-preview
}

/// The whole list: newest chat first, and the unread total in the title.
// @snippet list-view-model-builder
enum ChatListViewModelBuilder {
    static func build(
        for chats: [Chat], isLoading: Bool, now: Date,
        showChat: @escaping (String) -> Void, addChat: @escaping () -> Void
    ) -> ChatListViewModel {
        // Same date: by name, so that the order is the same on every run.
        let newestFirst = chats.sorted {
            (lastDate($0), $1.contact) > (lastDate($1), $0.contact)
        }
        let unread = chats.map(\.unreadMessages.count).reduce(0, +)
        return ChatListViewModel(
            title: unread == 0 ? "Chats" : "Chats (\(unread) unread)",
            items: newestFirst.map { chat in
                ChatListItemViewModelBuilder.build(
                    for: chat, now: now, showChat: showChat)
            },
            shouldShowBusy: isLoading,
            addChat: addChat
        )
    }
    // @end list-view-model-builder

    private static func lastDate(_ chat: Chat) -> Date {
        chat.messages.last?.sendDate ?? .distantPast
    }
}
