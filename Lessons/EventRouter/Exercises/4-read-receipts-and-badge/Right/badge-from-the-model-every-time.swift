// right: sets the badge from the model after every received or read event, news or not, before the receipt; the other side's receipt handled first
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
        if case .otherRead(let reader) = event {
            // The other side's news: the user's messages are read. Nothing for the badge.
            model.markYoursRead(by: reader)
            return
        }
        var receipt: (contact: String, ids: [String])?
        switch event {
        case .received(let message, let contact):
            model.append(message, to: contact)  // the model knows a message it has already
        case .userReads(let contact):
            let read = model.markRead(sentBy: contact)
            if !read.isEmpty { receipt = (contact, read.compactMap(\.id)) }
        default:
            return  // the other events are not part of this exercise
        }
        // The badge, always from the model, however the event went.
        badge.badge = model.chats.flatMap(\.messages).count { $0.sender != .user && $0.state != .read }
        if let receipt { server.sendReadReceipt(ids: receipt.ids, to: receipt.contact) }
    }
}
