import LessonKit

/// Where screens sign up for view models. Each time the router calls it, the handler builds
/// fresh, immutable view models from the model and hands them to every live listener of that
/// kind. It keeps no state of its own but its listener lists.
final class ChatEventHandler {
    private let model: ChatModel
    private let clock: LessonClock
    /// The builders' blocks route events through it. Weak: the router holds the handler.
    weak var router: ChatEventRouter?
    /// What tapping a chat in the list, and the list's + button, do. The app sets them: it
    /// owns the navigation.
    var showChat: (String) -> Void = { _ in }
    var showCreateChat: () -> Void = {}

    init(model: ChatModel, clock: LessonClock) {
        self.model = model
        self.clock = clock
    }

    // @snippet handler-signup
    private var chatListListeners = ListenerList<any ChatListListening>()
    private var chatListeners = ListenerList<any ChatListening>()
    private var noticeListeners = ListenerList<any NoticeListening>()
    private var createChatListeners = ListenerList<any CreateChatListening>()

    // A new listener gets the current state at once: no screen starts out
    // blank or stale.
    func add(listener: any ChatListListening) {
        chatListListeners.add(listener)
        listener.updated(list: buildList())
    }

    func add(listener: any ChatListening) {
        chatListeners.add(listener)
        if let chat = buildChat(listener.contact) {
            listener.updated(chat: chat)
        }
    }
    // @end handler-signup

    // A notice is news, not state: a new banner has nothing to show yet.
    func add(listener: any NoticeListening) {
        noticeListeners.add(listener)
    }

    func remove(listener: any ChatListListening) { chatListListeners.remove(listener) }
    func remove(listener: any ChatListening) { chatListeners.remove(listener) }

    func updateAllChatLists() {
        let list = buildList()
        for listener in chatListListeners.alive() { listener.updated(list: list) }
    }

    private func buildList() -> ChatListViewModel {
        ChatListViewModelBuilder.build(
            for: model.chats, isLoading: model.isLoading, now: clock.now,
            showChat: showChat, addChat: showCreateChat)
    }

    private func buildChat(_ contact: String) -> ChatViewModel? {
        model.chat(with: contact).map { ChatViewModelBuilder.build(for: $0, clock: clock, router: router) }
    }

    // @snippet handler-updates
    func started() {
        updateAllChatLists()
    }

    /// Something changed in one chat: the lists, then that chat's screens.
    /// Screens go last because an open chat's screen routes `userReads` while
    /// it is told (a nested route): nobody after it may get an older one.
    func updated(contact: String) {
        updateAllChatLists()
        guard let chat = buildChat(contact) else { return }
        for screen in chatListeners.alive() where screen.contact == contact {
            screen.updated(chat: chat)
        }
    }
    // @end handler-updates

    // @snippet handler-received
    func received(message: Message, contact: String) {
        // Decided before anyone is told: is a screen showing this chat now?
        let onScreen = chatListeners.alive().contains { $0.contact == contact }
        updated(contact: contact)
        guard !onScreen else { return }
        let notice = NoticeViewModelBuilder.build(for: message, from: contact)
        for banner in noticeListeners.alive() { banner.show(notice: notice) }
    }
    // @end handler-received

    /// The new-chat screen starts out waiting for a name: not busy, no error.
    func add(listener: any CreateChatListening) {
        createChatListeners.add(listener)
        listener.updated(create: CreateChatViewModelBuilder.build(isSending: false, error: nil, router: router))
    }

    func creatingChat() {
        tellCreateScreens(isSending: true, error: nil)
    }

    func failedCreatingChat(reason: String) {
        tellCreateScreens(isSending: false, error: reason)
    }

    /// The chat exists: the new-chat screen stops waiting, the lists show the chat, and the
    /// chat opens in place of the new-chat screen, if the user is still on it.
    // @snippet handler-create
    func created(chat: Chat) {
        let waited = tellCreateScreens(isSending: false, error: nil)
        updateAllChatLists()
        if waited { showChat(chat.contact) }
    }

    /// Returns whether any new-chat screen was there to tell.
    @discardableResult
    private func tellCreateScreens(isSending: Bool, error: String?) -> Bool {
        let viewModel = CreateChatViewModelBuilder.build(
            isSending: isSending, error: error, router: router)
        let listeners = createChatListeners.alive()
        for listener in listeners { listener.updated(create: viewModel) }
        return !listeners.isEmpty
    }
    // @end handler-create
}

extension ChatEventHandler {
    /// Each listener list's entries, dead or alive, without dropping any: for `listeners`.
    var listenerReport: [(kind: String, entries: [(name: String, isAlive: Bool)])] {
        [
            ("ChatListListening", chatListListeners.report),
            ("ChatListening", chatListeners.report),
            ("NoticeListening", noticeListeners.report),
            ("CreateChatListening", createChatListeners.report),
        ]
    }
}
