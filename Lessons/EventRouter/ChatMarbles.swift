import Foundation
import LessonKit

/// Not the article's: what the lesson's marble diagrams record from a running `ChatApp`. What
/// comes in (a push, a WebSocket frame, a message sent) goes on a line of its own, every event
/// the router routes on the router's line, and what the handler hands out on one line per kind
/// of listener. Those lines are recorded by a real listener, signed up with the handler like the
/// screens: it gets the very view models they get, at the moment they get them.
final class ChatMarbles {
    private weak var app: ChatApp?
    private let recorder: MarbleRecorder
    private var inputs: [String: MarbleTrack] = [:]
    private let routed: MarbleTrack
    private let listener: MarbleListener
    /// How much of the router's history is on the router's line.
    private var recorded: Int

    /// - Parameters:
    ///   - inputs: the lines for what comes in (`push notification`, `WebSocket`), drawn first.
    ///   - chatLine: the name of the chat line (`bob's chat`).
    ///   - contact: whose chat the chat line listens to; asked each time (the open chat's, live).
    init(app: ChatApp, recorder: MarbleRecorder, inputs: [String], chatLine: String, contact: @escaping () -> String) {
        self.app = app
        self.recorder = recorder
        for name in inputs { self.inputs[name] = recorder.track(name) }
        routed = recorder.track("router")
        listener = MarbleListener(
            list: recorder.track("chat list"), chat: recorder.track(chatLine), notice: recorder.track("notice"),
            contact: contact)
        recorded = app.router.history.count
        // Signed up before any chat screen, so it hears a chat's view models in the order the
        // screen does. What `add` hands a new listener at once is state it had, not news.
        app.handler.add(listener: listener as any ChatListListening)
        app.handler.add(listener: listener as any ChatListening)
        app.handler.add(listener: listener as any NoticeListening)
        listener.isRecording = true
        listener.beforeEach = { [unowned self] in recordRouted() }
    }

    /// Something came in on the line called `input`, labelled `label`: call it just before
    /// handing it to the app.
    func arrived(_ label: String, on input: String) {
        recordRouted()
        inputs[input]?.value(label)
    }

    /// The diagram so far, the router's line brought up to date.
    func diagram(title: String) -> MarbleDiagram {
        recordRouted()
        return recorder.diagram(title: title)
    }

    /// Puts what the router routed since the last time on the router's line. The listener calls
    /// it before each view model it gets: the events that caused it come first.
    func recordRouted() {
        guard let history = app?.router.history, history.count > recorded else { return }
        for event in history[recorded...] { routed.value(event.marbleLabel) }
        recorded = history.count
    }
}

extension ChatMarbles {
    /// A push notification's label: `bob: Lunch?`.
    static func label(_ notification: PushNotification) -> String {
        "\(notification.title): \(notification.body)"
    }

    /// A frame's label: `bob: Lunch?` for a message, `bob read` for a read receipt.
    static func label(frame json: String) -> String {
        guard let frame = try? JSONDecoder().decode(ChatWebSocket.Frame.self, from: Data(json.utf8)) else { return "?" }
        if let text = frame.text { return "\(frame.from): \(text)" }
        return "\(frame.from) \(frame.type)"
    }
}

/// A listener of every kind but the new-chat screen's (telling it would change what the app
/// does), writing what it gets onto its lines.
final class MarbleListener: ChatListListening, ChatListening, NoticeListening {
    private let list: MarbleTrack
    private let chat: MarbleTrack
    private let notice: MarbleTrack
    private let contactNow: () -> String
    var isRecording = false
    var beforeEach: () -> Void = {}

    init(list: MarbleTrack, chat: MarbleTrack, notice: MarbleTrack, contact: @escaping () -> String) {
        self.list = list
        self.chat = chat
        self.notice = notice
        contactNow = contact
    }

    var contact: String { contactNow() }

    /// The list's top row, the chat that changed last, with its badge: `bob(1)`.
    func updated(list: ChatListViewModel) {
        guard isRecording else { return }
        beforeEach()
        self.list.value(list.shouldShowBusy ? "loading" : list.items.first.map { $0.contact + $0.unreadBadge } ?? "no rows")
    }

    /// `unread` while the chat has unread messages; else the mark of the user's last message and
    /// what it means (`… sending`, `✓ sent`, `✓✓ read by bob`, `(!) not sent`), or `read`.
    func updated(chat: ChatViewModel) {
        guard isRecording else { return }
        beforeEach()
        let mark = chat.lines.last.flatMap { line in
            ["✓✓", "✓", "…", "(!)"].first { line.contains("you: ") && line.hasSuffix(" " + $0) }
        }
        let meaning = ["…": "sending", "✓": "sent", "✓✓": "read by \(contact)", "(!)": "not sent"]
        self.chat.value(chat.hasUnread ? "unread" : mark.map { "\($0) \(meaning[$0]!)" } ?? "read")
    }

    func show(notice: NoticeViewModel) {
        guard isRecording else { return }
        beforeEach()
        self.notice.value(notice.text)
    }
}

extension ChatEventRouter.Routed {
    /// The case and whom it is about, short enough for a marble: `received(bob)`.
    var marbleLabel: String {
        switch self {
        case .chat(let event):
            switch event {
            case .started: "started"
            case .loaded(let chats): "loaded(\(chats.count))"
            case .creating(let contact): "creating(\(contact))"
            case .created(let chat): "created(\(chat.contact))"
            case .createChatFailed: "createChatFailed"
            }
        case .message(let event):
            switch event {
            case .sending(_, let contact): "sending(\(contact))"
            case .sent(_, let contact): "sent(\(contact))"
            case .failedSending(_, let contact, _): "failedSending(\(contact))"
            case .received(_, let contact): "received(\(contact))"
            case .userReads(let contact): "userReads(\(contact))"
            case .userRead(_, let contact): "userRead(\(contact))"
            case .otherRead(let reader): "otherRead(\(reader))"
            }
        }
    }
}
