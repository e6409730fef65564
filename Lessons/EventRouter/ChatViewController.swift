import ConsoleViews

// @snippet chat-view-controller
/// One chat on screen. It listens for its contact's view models; the send button calls the
/// view model's `send` block, and showing unread messages calls `markRead`.
final class ChatViewController: ViewController, ChatListening {
    let contact: String
    private let handler: ChatEventHandler
    private var sendAction: (String) -> Void = { _ in }

    init(contact: String, handler: ChatEventHandler) {
        self.contact = contact
        self.handler = handler
        super.init(title: contact)
    }

    override func viewDidLoad() {
        handler.add(listener: self)
    }

    func updated(chat: ChatViewModel) {
        title = chat.title
        sendAction = chat.send
        for subview in view.subviews { subview.removeFromSuperview() }
        for line in chat.lines { view.addSubview(Label(text: line)) }
        // On screen means seen: this routes an event from inside the handler's call.
        if chat.hasUnread { chat.markRead() }
    }

    /// The user typed `text` and tapped Send.
    func sendTapped(_ text: String) {
        sendAction(text)
    }
}
// @end chat-view-controller
