import Foundation
import LessonKit

/// One chat, ready to show: its lines already formatted, and what the screen may do as blocks.
struct ChatViewModel {
    let title: String
    let lines: [String]
    let hasUnread: Bool
    /// The screen calls it when it shows unread messages: they are read now.
    let markRead: () -> Void
    let send: (String) -> Void
    /// Why the last failed message was not sent, ready to show; nil if none failed.
    let failure: String?
    /// The Retry button, shown with `failure`: sends the failed messages again.
    let retry: () -> Void
}

enum ChatViewModelBuilder {
    static func build(
        for chat: Chat, clock: LessonClock, router: ChatEventRouter?
    ) -> ChatViewModel {
        let contact = chat.contact
        let now = clock.now
        return ChatViewModel(
            title: contact,
            lines: chat.messages.isEmpty
                ? ["(no messages yet)"]
                : chat.messages.map { line(for: $0, contact: contact, now: now) },
            hasUnread: !chat.unreadMessages.isEmpty,
            markRead: { [weak router] in router?.route(.userReads(messagesSentBy: contact)) },
            send: { [weak router, clock] text in
                let message = Message(
                    sender: .user, text: text, state: .sending, sendDate: clock.now)
                router?.route(.sending(message: message, contact: contact))
            },
            failure: chat.messages.compactMap(\.failure).last.map { "not sent: \($0)" },
            retry: retry(chat, router: router)
        )
    }

    /// Retry routes `sending` again for each failed message: the same message,
    /// its text and time, and the same road as a new one.
    // @snippet chat-retry
    static func retry(_ chat: Chat, router: ChatEventRouter?) -> () -> Void {
        let failed = chat.messages.filter { $0.failure != nil }
        return { [weak router] in
            for var message in failed {
                message.state = .sending
                router?.route(.sending(message: message, contact: chat.contact))
            }
        }
    }
    // @end chat-retry

    /// `17:02 alice: See you` or `17:03 you: Sure ✓✓`: … sending, ✓ sent, ✓✓ read, (!) failed.
    private static func line(for message: Message, contact: String, now: Date) -> String {
        let time = DateRenderer.string(from: message.sendDate, now: now)
        guard message.sender == .user else { return "\(time) \(contact): \(message.text)" }
        let mark = switch message.state {
        case .sending: "…"
        case .sent: "✓"
        case .read: "✓✓"
        case .failed: "(!)"
        }
        return "\(time) you: \(message.text) \(mark)"
    }
}
