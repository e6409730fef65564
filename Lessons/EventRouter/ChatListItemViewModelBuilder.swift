import Foundation

/// Turns a `Chat` into the row the list shows. All formatting happens here, and the tap is
/// decided here: a block that calls on somebody else at once, with no logic of its own.
// @snippet chat-list-item-view-model-builder
enum ChatListItemViewModelBuilder {
    static func build(for chat: Chat, now: Date, showChat: @escaping (String) -> Void) -> ChatListItemViewModel {
        let last = chat.messages.last
        let prefix = last?.sender == .user ? "You: " : ""
        let unread = chat.unreadMessages.count
        let contact = chat.contact
        return ChatListItemViewModel(
            contact: contact,
            message: (prefix + (last?.text ?? "")).preview(28),
            lastMessageDate: last.map { DateRenderer.string(from: $0.sendDate, now: now) } ?? "",
            unreadBadge: unread == 0 ? "" : unread > 9 ? "(9+)" : "(\(unread))",
            itemTapped: { showChat(contact) }
        )
    }
}
// @end chat-list-item-view-model-builder

/// The whole list: newest chat first, and the unread total in the title.
// @snippet list-view-model-builder
enum ChatListViewModelBuilder {
    static func build(
        for chats: [Chat], isLoading: Bool, now: Date,
        showChat: @escaping (String) -> Void, addChat: @escaping () -> Void
    ) -> ChatListViewModel {
        // Same date: by name, so that the order never depends on the sort's whims.
        let newestFirst = chats.sorted { (lastDate($0), $1.contact) > (lastDate($1), $0.contact) }
        let unread = chats.map(\.unreadMessages.count).reduce(0, +)
        return ChatListViewModel(
            title: unread == 0 ? "Chats" : "Chats (\(unread) unread)",
            items: newestFirst.map { ChatListItemViewModelBuilder.build(for: $0, now: now, showChat: showChat) },
            shouldShowBusy: isLoading,
            addChat: addChat
        )
    }
    // @end list-view-model-builder

    private static func lastDate(_ chat: Chat) -> Date {
        chat.messages.last?.sendDate ?? .distantPast
    }
}
