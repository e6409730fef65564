// wrong: on the other side's receipt marks their messages to the user read as well, though the user has not opened the chat
// caught by: the other side's receipt leaves their messages to the user unread
@testable import EventRouter

/// Where read receipts go: the chat server.
protocol ReceiptSending: AnyObject {
    func sendReadReceipt(ids: [String], to contact: String)
}

/// The number on the app's icon.
protocol BadgeShowing: AnyObject {
    var badge: Int { get set }
}

/// A router for reading: the model first, then the badge and the server.
final class ReadRouter {
    let model: ChatModel
    private let server: ReceiptSending
    private let badge: BadgeShowing

    init(model: ChatModel, server: ReceiptSending, badge: BadgeShowing) {
        self.model = model
        self.server = server
        self.badge = badge
    }

    func route(_ event: MessageEvent) {
        switch event {
        case .received(let message, let contact):
            // The same message again (a push and a frame) changes nothing.
            guard model.append(message, to: contact) else { return }
            badge.badge = unreadCount
        case .userReads(let contact):
            let read = model.markRead(sentBy: contact)
            // Reading nothing new is no news: no receipt, no badge.
            guard !read.isEmpty else { return }
            server.sendReadReceipt(ids: read.compactMap(\.id), to: contact)
            badge.badge = unreadCount
        case .otherRead(let reader):
            // News for the chat screen only; a receipt is never answered with one.
            model.markYoursRead(by: reader)
            _ = model.markRead(sentBy: reader)
        default:
            break  // the other events are not part of this exercise
        }
    }

    /// Messages from others, in all chats, not yet read. The user's own never count.
    private var unreadCount: Int {
        model.chats.reduce(0) { count, chat in
            count + chat.messages.filter { $0.sender != .user && $0.state != .read }.count
        }
    }
}
