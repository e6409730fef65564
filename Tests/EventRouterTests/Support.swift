import Foundation
import PlaygroundKit
import TestSupport
@testable import EventRouter

/// A shell with only this lesson in its catalog, opened on it.
func openLesson() -> ScriptedShell {
    ScriptedShell(opening: EventRouterLesson.self)
}

/// A loaded app on a clock of its own, with nothing routed yet but the launch.
func loadedApp() -> (app: ChatApp, clock: LessonClock) {
    let clock = LessonClock()
    let app = ChatApp(clock: clock, fetchDelay: .zero)
    clock.advance(by: .zero)
    return (app, clock)
}

func message(from contact: String, _ text: String, at date: Date = LessonClock.defaultStart, state: Message.State = .sent) -> Message {
    Message(sender: .other(name: contact), text: text, state: state, sendDate: date)
}

/// A chat-list listener that records what it got, without printing.
final class RecordingListListener: ChatListListening {
    private(set) var lists: [ChatListViewModel] = []
    var onUpdate: (ChatListViewModel) -> Void = { _ in }

    func updated(list: ChatListViewModel) {
        lists.append(list)
        onUpdate(list)
    }
}

/// A chat listener for one contact that records the lines it got.
final class RecordingChatListener: ChatListening {
    let contact: String
    private(set) var chats: [ChatViewModel] = []

    init(contact: String) {
        self.contact = contact
    }

    func updated(chat: ChatViewModel) {
        chats.append(chat)
    }
}

final class RecordingNoticeListener: NoticeListening {
    private(set) var notices: [String] = []

    func show(notice: NoticeViewModel) {
        notices.append(notice.text)
    }
}

extension ChatApp {
    var unreadCounts: [String: Int] {
        Dictionary(uniqueKeysWithValues: model.chats.map { ($0.contact, $0.unreadMessages.count) })
    }

    func events(since start: Int) -> [String] {
        router.history[start...].map(\.description)
    }
}

/// A new-chat listener that records the view models it got.
final class RecordingCreateListener: CreateChatListening {
    private(set) var viewModels: [CreateChatViewModel] = []

    func updated(create: CreateChatViewModel) {
        viewModels.append(create)
    }

    /// Busy, error text, Create on: what each view model said.
    var flags: [String] {
        viewModels.map { viewModel in
            let error = viewModel.shouldShowError ? viewModel.errorText : "none"
            return "busy \(viewModel.shouldShowBusy), error \(error), create \(viewModel.isCreateEnabled ? "on" : "off")"
        }
    }
}
