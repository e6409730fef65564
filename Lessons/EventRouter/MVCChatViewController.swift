import ConsoleViews

/// The MVC chat screen: it keeps its own copy of the chat, and whoever has a new message must
/// find this screen and call `received(message:)`.
final class MVCChatViewController: ViewController {
    private(set) var chat: Chat

    init(chat: Chat) {
        self.chat = chat
        super.init(title: chat.contact)
    }

    func received(message: Message) {
        chat.messages.append(message)
    }
}

/// Whoever shows chat summaries (the chat list) and must hear about a changed chat.
protocol UpdatedChatDelegate: AnyObject {
    func updated(chat: Chat)
}

final class MVCChatsViewController: ViewController, UpdatedChatDelegate {
    private(set) var updates = 0

    init() {
        super.init(title: "Chats")
    }

    func updated(chat: Chat) {
        updates += 1
    }
}

/// A screen pushed over the chat: the contact's profile.
final class ProfileViewController: ViewController {
    init(contact: String) {
        super.init(title: "Profile")
    }
}
