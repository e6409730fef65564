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
            _ = (message, contact)  // TODO: the model, then the badge.
        case .userReads(let contact):
            _ = contact  // TODO: mark read; a receipt and the badge when something was unread.
        case .otherRead(let reader):
            _ = reader  // TODO: mark the user's messages read; no receipt, no badge.
        default:
            break  // the other events are not part of this exercise
        }
    }
}
