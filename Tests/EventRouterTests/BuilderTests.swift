import Foundation
import PlaygroundKit
import Testing
@testable import EventRouter

@Suite struct BuilderTests {
    let now = LessonClock.defaultStart

    func item(_ messages: [Message]) -> ChatListItemViewModel {
        ChatListItemViewModelBuilder.build(for: Chat(contact: "bob", messages: messages), now: now) { _ in }
    }

    @Test(arguments: [(0, ""), (1, "(1)"), (9, "(9)"), (10, "(9+)"), (25, "(9+)")])
    func unreadBadge(count: Int, badge: String) {
        let messages = (0..<count).map { message(from: "bob", "m\($0)", at: now) }
        #expect(item(messages).unreadBadge == badge)
    }

    @Test func readMessagesAndTheUsersOwnDoNotCount() {
        let messages = [
            message(from: "bob", "old", at: now, state: .read),
            Message(sender: .user, text: "mine", state: .sent, sendDate: now),
        ]
        #expect(item(messages).unreadBadge == "")
        #expect(item(messages).message == "You: mine")
    }

    /// Minutes before the clock's start (17:41:49 UTC), and what the row shows.
    @Test(arguments: [(0, "17:41"), (41, "17:00"), (1061, "00:00"), (1062, "Apr 21"), (57_600, "Mar 13")] as [(Int, String)])
    func dateIsTimeTodayElseDay(minutesAgo: Int, text: String) {
        let date = now.addingTimeInterval(TimeInterval(-minutesAgo * 60))
        #expect(item([message(from: "bob", "x", at: date)]).lastMessageDate == text)
    }

    @Test func longMessageIsCutWithAnEllipsis() {
        let text = String(repeating: "a", count: 40)
        let preview = item([message(from: "bob", text, at: now)]).message
        #expect(preview == String(repeating: "a", count: 27) + "…")
        #expect(item([message(from: "bob", String(repeating: "b", count: 28), at: now)]).message.count == 28)
    }

    @Test func emptyChatHasEmptyStrings() {
        let empty = item([])
        #expect(empty.message == "" && empty.lastMessageDate == "" && empty.unreadBadge == "")
    }

    @Test func itemTappedCallsShowChatWithItsContact() {
        var shown: [String] = []
        let item = ChatListItemViewModelBuilder.build(for: Chat(contact: "carol", messages: []), now: now) { shown.append($0) }
        #expect(shown.isEmpty)
        item.itemTapped()
        #expect(shown == ["carol"])
    }

    @Test func listIsNewestFirstWithUnreadTotal() {
        let list = ChatListViewModelBuilder.build(
            for: ChatBot.sampleChats(before: now), isLoading: false, now: now, showChat: { _ in }, addChat: {})
        #expect(list.title == "Chats (3 unread)")
        #expect(list.items.map(\.contact) == ["alice", "bob", "carol"])
        #expect(!list.shouldShowBusy)
    }

    @Test func viewModelsAreImmutableValues() {
        // Every stored property is a `let` (Rejected/MutableViewModel.swift shows the compiler refusing).
        for child in Mirror(reflecting: item([])).children {
            #expect(child.label != nil)
        }
        #expect(Mirror(reflecting: item([])).displayStyle == .struct)
    }

    @Test func chatLinesShowStateMarks() {
        let clock = LessonClock()
        let chat = Chat(contact: "bob", messages: [
            Message(sender: .user, text: "a", state: .sending, sendDate: now),
            Message(sender: .user, text: "b", state: .sent, sendDate: now),
            Message(sender: .user, text: "c", state: .read, sendDate: now),
            message(from: "bob", "d", at: now),
        ])
        let viewModel = ChatViewModelBuilder.build(for: chat, clock: clock, router: nil)
        #expect(viewModel.lines == ["17:41 you: a …", "17:41 you: b ✓", "17:41 you: c ✓✓", "17:41 bob: d"])
        #expect(viewModel.hasUnread)
    }

    /// Step 30 says events and chats may cross to the main actor as they are: values, Sendable.
    @Test func eventsAndChatsAreSendable() {
        func sendable<T: Sendable>(_: T.Type) -> Bool { true }
        #expect(sendable(MessageEvent.self) && sendable(ChatEvent.self) && sendable([Chat].self) && sendable(OffMainRow.self))
    }
}
