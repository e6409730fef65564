/// One row of the chat list, ready to show: every value is a finished string, and tapping
/// the row is a block. The article's struct has `unreadMessageCount: Int`; here the badge is
/// a string too, so that "9+" is decided once, here, and not in every cell.
// @snippet chat-list-item-view-model
struct ChatListItemViewModel {
    let contact: String
    let message: String
    let lastMessageDate: String
    let unreadBadge: String
    let itemTapped: () -> Void
}
// @end chat-list-item-view-model

/// The whole chat list: the screen's title, its rows, the article's busy flag, and what its
/// + button does.
struct ChatListViewModel {
    let title: String
    let items: [ChatListItemViewModel]
    let shouldShowBusy: Bool
    let addChat: () -> Void
}
