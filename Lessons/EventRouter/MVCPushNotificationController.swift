import Foundation

/// The article's MVC push handler, nearly line for line: it updates the model, then digs
/// through the navigation stack for the screens that need the message. It returns whether the
/// system should show the notification (the article's `whenProcessed` block).
final class MVCPushNotificationController {
    private let model: ChatModel
    private let navigation: NavigationController

    init(model: ChatModel, navigation: NavigationController) {
        self.model = model
        self.navigation = navigation
    }

    // @snippet mvc-push-received
    func received(notification: PushNotification, at date: Date) -> Bool {
        let contact = notification.title
        let pushedMessage = Message(
            sender: .other(name: contact), text: notification.body,
            state: .sent, sendDate: date)
        model.append(pushedMessage, to: contact)
        let shouldShowNotification: Bool
        if let chatViewController = chatViewController(for: contact) {
            chatViewController.received(message: pushedMessage)
            shouldShowNotification = false
        } else {
            shouldShowNotification = true
        }
        updateChats(for: contact)
        return shouldShowNotification
    }
    // @end mvc-push-received

    private func updateChats(for contact: String) {
        guard let chat = model.chat(with: contact) else { return }
        for case let delegate as UpdatedChatDelegate in navigation.viewControllers {
            delegate.updated(chat: chat)
        }
    }

    // @snippet mvc-push-last
    // The fragile part: the chat must be the LAST screen of the stack.
    private func chatViewController(for contact: String)
        -> MVCChatViewController? {
        let last = navigation.viewControllers.last as? MVCChatViewController
        guard let last, last.chat.contact == contact else { return nil }
        return last
    }
    // @end mvc-push-last
}
