// wrong: hands bob's chat to the first screen showing bob only, so a second open chat of his is left stale
// caught by: whatever is pushed and whichever screens are open, each open screen is told once per push that concerns it, with what the model has
import LessonKit
@testable import EventRouter

/// Makes an event from a push notification and routes it. That is all it does.
final class PushController {
    private let router: MessageRouter
    private let clock: LessonClock

    init(router: MessageRouter, clock: LessonClock) {
        self.router = router
        self.clock = clock
    }

    func received(notification: PushNotification) {
        let message = Message(sender: .other(name: notification.title), text: notification.body,
                              state: .sent, sendDate: clock.now)
        router.route(.received(message: message, contact: notification.title))
    }
}

/// The one way in: updates the model, then tells the handler.
final class MessageRouter {
    private let model: ChatModel
    private let handler: MessageHandler

    init(model: ChatModel, handler: MessageHandler) {
        self.model = model
        self.handler = handler
    }

    func route(_ event: MessageEvent) {
        switch event {
        case .received(let message, let contact):
            // The model first: whatever the screens are handed is built from it.
            model.append(message, to: contact)
            handler.updated(contact: contact)
        default:
            break  // the other events are not part of this exercise
        }
    }
}

/// Where screens sign up. Builds fresh view models from the model and hands them out.
final class MessageHandler {
    private let model: ChatModel
    private let clock: LessonClock
    private var chatLists = ListenerList<any ChatListListening>()
    private var chatScreens = ListenerList<any ChatListening>()

    init(model: ChatModel, clock: LessonClock) {
        self.model = model
        self.clock = clock
    }

    func add(listener: any ChatListListening) {
        chatLists.add(listener)
        listener.updated(list: buildList())
    }

    func add(listener: any ChatListening) {
        chatScreens.add(listener)
        if let chat = buildChat(listener.contact) { listener.updated(chat: chat) }
    }

    /// Something changed in `contact`'s chat.
    func updated(contact: String) {
        let list = buildList()
        for listener in chatLists.alive() { listener.updated(list: list) }
        guard let chat = buildChat(contact) else { return }
        chatScreens.alive().first { $0.contact == contact }?.updated(chat: chat)
    }

    private func buildList() -> ChatListViewModel {
        ChatListViewModelBuilder.build(for: model.chats, isLoading: model.isLoading, now: clock.now,
                                       showChat: { _ in }, addChat: {})
    }

    /// Nil when the model has no chat with `contact`. (These screens only show: their
    /// markRead and send blocks, which need the lesson's router, do nothing here.)
    private func buildChat(_ contact: String) -> ChatViewModel? {
        model.chat(with: contact).map { ChatViewModelBuilder.build(for: $0, clock: clock, router: nil) }
    }
}
