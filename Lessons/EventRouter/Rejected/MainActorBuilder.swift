// expect: error: call to main actor-isolated initializer 'init(contact:itemTapped:)' in a synchronous nonisolated context
// expect: note: calls to initializer 'init(contact:itemTapped:)' from outside of its actor context are implicitly asynchronous
// expect: error: call to main actor-isolated instance method 'showChat' in a synchronous nonisolated context
// expect: note: calls to instance method 'showChat' from outside of its actor context are implicitly asynchronous
// In an Xcode 26 app target all is @MainActor unless marked (written out).
struct Chat: Sendable { let contact: String }
@MainActor struct ChatListItemViewModel {
    let contact: String
    let itemTapped: () -> Void
}
@MainActor final class ChatApp { func showChat(_ contact: String) {} }

// A builder for a background queue:
nonisolated func build(chat: Chat, app: ChatApp) -> ChatListItemViewModel {
    ChatListItemViewModel(
        contact: chat.contact, itemTapped: { app.showChat(chat.contact) })
}
