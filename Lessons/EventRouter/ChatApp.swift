import LessonKit

/// The whole app, wired once at launch: the composition root. The article reaches everything
/// through statics instead; here each part is handed the few others it needs.
final class ChatApp {
    let model = ChatModel()
    let handler: ChatEventHandler
    let router: ChatEventRouter
    let webSocket: ChatWebSocket
    let pushNotifications: PushNotificationController
    let server: ChatBot
    let navigation = NavigationController()
    let banner = NoticeBanner()

    init(clock: LessonClock, fetchDelay: Duration = .milliseconds(500)) {
        handler = ChatEventHandler(model: model, clock: clock)
        router = ChatEventRouter(model: model, handler: handler)
        webSocket = ChatWebSocket(router: router, clock: clock)
        pushNotifications = PushNotificationController(router: router, clock: clock)
        server = ChatBot(clock: clock, webSocket: webSocket, pushNotifications: pushNotifications)
        webSocket.server = server
        let endpoint = ChatEndpoint(clock: clock, server: server, fetchDelay: fetchDelay)
        endpoint.router = router
        router.endpoint = endpoint

        handler.showChat = { [weak self] contact in self?.showChat(contact) }
        handler.showCreateChat = { [weak self] in self?.showCreateChat() }
        handler.add(listener: banner)
        navigation.push(ChatsViewController(handler: handler))
        router.route(.started)
    }

    /// What a tap on a chat in the list does: the list's `itemTapped` blocks end up here. The
    /// chat takes the place of whatever was over the list.
    func showChat(_ contact: String) {
        guard openChat?.contact != contact else { return }
        banner.dismiss()
        navigation.pop()
        navigation.push(ChatViewController(contact: contact, handler: handler, webSocket: webSocket))
    }

    /// What the list's + button does.
    func showCreateChat() {
        guard createScreen == nil else { return }
        banner.dismiss()
        navigation.pop()
        navigation.push(CreateChatViewController(handler: handler))
    }

    /// Back to the list. The screen on top is let go; nobody unregisters it.
    func back() {
        banner.dismiss()
        navigation.pop()
    }
}

extension ChatApp {
    var chatsScreen: ChatsViewController {
        navigation.viewControllers[0] as! ChatsViewController
    }

    var openChat: ChatViewController? {
        navigation.topViewController as? ChatViewController
    }

    var createScreen: CreateChatViewController? {
        navigation.topViewController as? CreateChatViewController
    }

    /// The in-app notice, if any, over the screen on top.
    func render() -> [String] {
        let notice = banner.current.map { ["[notice] " + $0.text] } ?? []
        return notice + (navigation.topViewController?.render() ?? [])
    }

    /// The chat list in one line: `Chats (2 unread): alice (1), bob, carol (1)`.
    var listSummary: String {
        let rows = chatsScreen.rows.map { $0.unreadBadge.isEmpty ? $0.contact : "\($0.contact) \($0.unreadBadge)" }
        return "\(chatsScreen.title): " + rows.joined(separator: ", ")
    }
}
