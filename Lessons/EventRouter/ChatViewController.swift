import ConsoleViews

/// One chat on screen. It listens for its contact's view models; the send button calls the
/// view model's `send` block, and showing unread messages calls `markRead`.
final class ChatViewController: ViewController, ChatListening {
    let contact: String
    private let handler: ChatEventHandler
    private let webSocket: ChatWebSocket
    private var sendAction: (String) -> Void = { _ in }
    private var retryAction: (() -> Void)?

    init(contact: String, handler: ChatEventHandler, webSocket: ChatWebSocket) {
        self.contact = contact
        self.handler = handler
        self.webSocket = webSocket
        super.init(title: contact)
    }

    /// This chat's link to the WebSocket: made when the screen loads, and gone
    /// with the screen, since nothing else holds it.
    // @snippet chat-screen-socket
    private(set) var socket: ChatWebSocket.Connection?

    override func viewDidLoad() {
        socket = webSocket.connect(to: contact)
        handler.add(listener: self)
    }
    // @end chat-screen-socket

    // @snippet chat-screen-updated
    func updated(chat: ChatViewModel) {
        title = chat.title
        sendAction = chat.send
        retryAction = chat.failure == nil ? nil : chat.retry
        for subview in view.subviews { subview.removeFromSuperview() }
        for line in chat.lines { view.addSubview(Label(text: line)) }
        if let failure = chat.failure {
            view.addSubview(Label(text: "(!) \(failure)  [ Retry ]"))
        }
        // On screen means seen: this routes an event inside the handler's call.
        if chat.hasUnread { chat.markRead() }
    }
    // @end chat-screen-updated

    /// The user typed `text` and tapped Send.
    func sendTapped(_ text: String) {
        sendAction(text)
    }

    /// Whether the screen shows a Retry button.
    var canRetry: Bool { retryAction != nil }

    /// The user tapped Retry. Nothing happens if there is no Retry on screen.
    func retryTapped() {
        retryAction?()
    }
}
