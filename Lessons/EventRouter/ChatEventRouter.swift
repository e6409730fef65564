/// The one entry point for every event in the app. Whoever has the values an event needs may
/// route it: a screen, a push notification, a WebSocket, a network callback. The router updates
/// the model first, then hands the event on to the handler, which updates the screens.
///
/// The article's router is a class with static functions; Swift 6 refuses the static lists
/// behind them (see the step), so here the app makes one router and hands it around.
final class ChatEventRouter {
    private let model: ChatModel
    private let handler: ChatEventHandler
    /// Set by the app once the endpoint exists: the endpoint routes its answers back here.
    var endpoint: ChatEndpoint?
    /// Every event routed, oldest first: one place to see everything that happened.
    private(set) var history: [Routed] = []

    init(model: ChatModel, handler: ChatEventHandler) {
        self.model = model
        self.handler = handler
        handler.router = self
    }

    func route(_ event: ChatEvent) {
        history.append(.chat(event))
        switch event {
        case .started:
            model.isLoading = true
            endpoint?.fetchChats()
            handler.started()
        case .loaded(let chats):
            model.isLoading = false
            model.merge(chats)
            handler.updateAllChatLists()
        // @snippet route-create
        case .creating(let contact):
            // The article's router adds the chat to the model here; this one waits
            // for the server, so that a refused name leaves no empty chat behind.
            endpoint?.createChat(with: contact)
            handler.creatingChat()
        case .created(let chat):
            model.merge([chat])
            handler.created(chat: chat)
        case .createChatFailed(let reason):
            // An error changes nothing in the model: straight to the screens.
            handler.failedCreatingChat(reason: reason)
        // @end route-create
        }
    }

    // @snippet route-messages
    func route(_ event: MessageEvent) {
        history.append(.message(event))
        switch event {
        case .received(let message, let contact):
            // A push and a frame may bring one message: only the first counts.
            guard model.append(message, to: contact) else { return }
            handler.received(message: message, contact: contact)
        // @end route-messages
        // @snippet route-reads
        case .userReads(let contact):
            let read = model.markRead(sentBy: contact)
            // Reading nothing new is no news: no second event, no redraw.
            if !read.isEmpty {
                route(.userRead(othersMessages: read, sentBy: contact))
            }
        case .userRead(_, let contact):
            handler.updated(contact: contact)
        // @end route-reads
        // @snippet route-send
        case .sending(let message, let contact):
            model.send(message, to: contact)
            endpoint?.post(message, to: contact)
            handler.updated(contact: contact)
        case .sent(let message, let contact):
            model.markSent(message, in: contact)
            handler.updated(contact: contact)
        // @end route-send
        // @snippet route-failed
        case .failedSending(let message, let contact, let reason):
            // The model keeps the reason: a screen opened later shows it too.
            model.markFailed(message, in: contact, reason: reason)
            handler.updated(contact: contact)
        // @end route-failed
        case .otherRead(let reader):
            model.markYoursRead(by: reader)
            handler.updated(contact: reader)
        }
    }
}

extension ChatEventRouter {
    /// An event as the router saw it, for the history.
    enum Routed: Equatable, CustomStringConvertible {
        case chat(ChatEvent)
        case message(MessageEvent)

        var description: String {
            switch self {
            case .chat(let event): event.description
            case .message(let event): event.description
            }
        }
    }
}
