/// Who wants the chat list: the chats screen.
// @snippet listening
protocol ChatListListening: AnyObject {
    func updated(list: ChatListViewModel)
}
// @end listening

/// Who wants one chat: the screen showing it.
protocol ChatListening: AnyObject {
    var contact: String { get }
    func updated(chat: ChatViewModel)
}

/// Who shows an in-app notice: a banner over whatever screen is on top.
protocol NoticeListening: AnyObject {
    func show(notice: NoticeViewModel)
}

/// Who shows the new-chat screen's state: busy, failed, or waiting for a name.
protocol CreateChatListening: AnyObject {
    func updated(create: CreateChatViewModel)
}
