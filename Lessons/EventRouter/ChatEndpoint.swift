import LessonKit

/// The HTTP side, with virtual delays: its answers come back later, as events, through the
/// router. It never touches a screen.
final class ChatEndpoint {
    private let clock: LessonClock
    private let server: ChatBot
    private let fetchDelay: Duration
    /// Weak: the router holds the endpoint.
    weak var router: ChatEventRouter?

    init(clock: LessonClock, server: ChatBot, fetchDelay: Duration) {
        self.clock = clock
        self.server = server
        self.fetchDelay = fetchDelay
    }

    /// GET /chats.
    func fetchChats() {
        clock.schedule(after: fetchDelay, label: "GET /chats answers") { [weak self] in
            guard let self else { return }
            router?.route(.loaded(chats: server.chats))
        }
    }

    /// POST /messages. The server's answer becomes `sent`; no answer within 2s
    /// (the request's timeout, on the lesson's clock) becomes `failedSending`.
    // @snippet chat-endpoint
    func post(_ message: Message, to contact: String) {
        let timedOut: () -> Void = { [weak self] in
            self?.router?.route(.failedSending(
                message: message, contact: contact, reason: "no answer in 2s"))
        }
        let timeout = clock.schedule(
            after: .seconds(2), label: "POST /messages times out", timedOut)
        server.post(message, to: contact) { [weak self] in
            // An answer after the timeout is too late: the app has given up.
            guard let self, clock.cancel(timeout) else { return }
            router?.route(.sent(message: message, contact: contact))
        }
    }
    // @end chat-endpoint

    // @snippet endpoint-creates
    /// POST /chats: a second later the server has made the chat, or says why
    /// it would not. Either answer is an event.
    func createChat(with contact: String) {
        clock.schedule(after: .seconds(1), label: "POST /chats answers") {
            [weak self] in
            guard let self else { return }
            switch server.createChat(with: contact) {
            case .success(let chat):
                router?.route(.created(chat: chat))
            case .failure(let refusal):
                router?.route(.createChatFailed(reason: refusal.reason))
            }
        }
    }
    // @end endpoint-creates
}
