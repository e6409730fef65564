import LessonKit

/// Lesson `event-router`: static, event-driven MVVM for a chat app. Events as enums, one router
/// that updates the model, a handler with weak listener lists that hands out immutable view
/// models, and a chat running on console views with a bot, pushes and a WebSocket.
///
/// The steps live in the `EventRouterLesson+...Steps.swift` files, in order, the commands in
/// `EventRouterLesson+Commands.swift`.
public final class EventRouterLesson: Lesson {

    /// What the lesson's commands work on: a class apart from the lesson, so that what
    /// `inspect` holds does not hold the lesson (which holds the context, which holds that).
    final class Live {
        /// The live chat app, on the lesson's clock: `advance` delivers the bot's answers.
        let app: ChatApp
        /// How much of the socket's log, the router's history and the notices the learner
        /// has seen.
        private var reportedSocketLog = 0
        private var reportedEvents = 0
        private var reportedNotices = 0
        /// What the learner's `push`, `ws` and `send` bring in, the router routes and the
        /// listeners get, on the context's recorder: the `marbles` command draws it.
        private(set) var marbles: ChatMarbles!
        /// The screens the commands opened, on the context's tracker: `lifetimes` draws them.
        private let lifetimes: LifetimeTracker
        private weak var trackedChat: ChatViewController?
        private weak var trackedCreate: CreateChatViewController?
        private var chatScreens = 0
        private var createScreens = 0
        /// The server's id for each chat and text `push` and `ws` have brought.
        var messageIds: [String: String] = [:]

        init(context: LessonContext) {
            let clock = context.clock
            // The server answers GET /chats at once: the app is loaded when the lesson opens,
            // and no virtual time has passed.
            app = ChatApp(clock: clock, fetchDelay: .zero)
            clock.advance(by: .zero)
            lifetimes = context.lifetimes
            reportedEvents = app.router.history.count
            marbles = ChatMarbles(
                app: app, recorder: context.marbles, inputs: ["push", "ws", "send"],
                chatLine: "open chat", contact: { [weak app] in app?.openChat?.contact ?? "" })
            clock.onAdvance { [weak self] _ in
                guard let self else { return }
                marbles.recordRouted()
                if app.router.history.count > reportedEvents || app.webSocket.log.count > reportedSocketLog { report() }
            }
        }

        /// Tracks the screen on top, if it is new: `ChatViewController #1` and its connection.
        private func trackScreens() {
            if let chat = app.openChat, chat !== trackedChat {
                chatScreens += 1
                trackedChat = chat
                lifetimes.track(chat, as: "ChatViewController #\(chatScreens) (\(chat.contact))")
                if let connection = chat.socket { lifetimes.track(connection, as: "Connection #\(chatScreens) (\(chat.contact))") }
            }
            if let create = app.createScreen, create !== trackedCreate {
                createScreens += 1
                trackedCreate = create
                lifetimes.track(create, as: "CreateChatViewController #\(createScreens)")
            }
        }

        /// Prints what the socket did, the events routed and the notices shown since the last
        /// report, then the screen on top.
        func report() {
            marbles.recordRouted()
            trackScreens()
            let log = app.webSocket.log
            var socketLines = log[reportedSocketLog...]
            let history = app.router.history
            for (index, event) in history.enumerated().dropFirst(reportedEvents) {
                while let line = socketLines.first, line.afterEvents <= index {
                    print("socket: \(line.text)")
                    socketLines.removeFirst()
                }
                print("routed: \(event)")
            }
            for line in socketLines { print("socket: \(line.text)") }
            reportedSocketLog = log.count
            reportedEvents = history.count
            let notices = app.banner.shown
            for notice in notices[reportedNotices...] { print("in-app notice: \(notice)") }
            reportedNotices = notices.count
            print(app.render().joined(separator: "\n"))
        }
    }

    let context: LessonContext
    let live: Live

    public init(context: LessonContext) {
        self.context = context
        let live = Live(context: context)
        self.live = live
        context.expose("model", note: "the live app's ChatModel: every chat and message", live.app.model)
        context.expose("handler", note: "the live app's ChatEventHandler and its listener lists", live.app.handler)
        context.expose("navigation", note: "the live app's navigation stack", live.app.navigation)
    }
}
