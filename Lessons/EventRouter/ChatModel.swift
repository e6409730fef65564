/// The source of truth: every chat, in memory (Core Data in a real app). As in the article,
/// only the router changes it; the handler and the builders only read. Its changes are
/// plain array work: `merge`, `append`, `send`, `markSent`, `markFailed`, `markRead`,
/// `markYoursRead`.
final class ChatModel {
    private(set) var chats: [Chat] = []
    /// True between `started` and `loaded`: the list shows a spinner meanwhile.
    var isLoading = false

    var contacts: [String] { chats.map(\.contact) }

    func chat(with contact: String) -> Chat? {
        chats.first { $0.contact == contact }
    }

    /// Takes the server's chats; a chat the model has already is replaced.
    func merge(_ loaded: [Chat]) {
        for chat in loaded {
            if let index = chats.firstIndex(where: { $0.contact == chat.contact }) {
                chats[index] = chat
            } else {
                chats.append(chat)
            }
        }
    }

    /// Adds a message, starting a chat with `contact` if there is none. A message whose id the
    /// chat has already is the same message come again: it is not added, and the answer is false.
    @discardableResult
    func append(_ message: Message, to contact: String) -> Bool {
        guard let index = chats.firstIndex(where: { $0.contact == contact }) else {
            chats.append(Chat(contact: contact, messages: [message]))
            return true
        }
        // @snippet model-same-id
        if let id = message.id,
           chats[index].messages.contains(where: { $0.id == id }) { return false }
        // @end model-same-id
        chats[index].messages.append(message)
        return true
    }

    /// The user's message, on its way. A failed one sent again goes back to
    /// sending where it is: Retry must not show it twice.
    // @snippet model-send
    func send(_ message: Message, to contact: String) {
        let failed = chat(with: contact)?.messages.firstIndex {
            $0.failure != nil && $0.isSame(as: message)
        }
        if let failed {
            update(contact) { messages in messages[failed].state = .sending }
        } else {
            append(message, to: contact)
        }
    }
    // @end model-send

    /// The server has the user's message: `sending` becomes `sent`.
    func markSent(_ message: Message, in contact: String) {
        mark(message, in: contact, .sent)
    }

    /// The server did not take it: `sending` becomes `failed`, with the reason.
    func markFailed(_ message: Message, in contact: String, reason: String) {
        mark(message, in: contact, .failed(reason: reason))
    }

    /// The user saw the other side's messages. Returns the ones that were unread.
    func markRead(sentBy contact: String) -> [Message] {
        var read: [Message] = []
        update(contact) { messages in
            for index in messages.indices
            where messages[index].sender != .user && messages[index].state != .read {
                messages[index].state = .read
                read.append(messages[index])
            }
        }
        return read
    }

    /// The other side saw everything the user sent that reached the server.
    func markYoursRead(by contact: String) {
        update(contact) { messages in
            for index in messages.indices
            where messages[index].sender == .user && messages[index].failure == nil {
                messages[index].state = .read
            }
        }
    }

    /// The user's `message` in `contact`'s chat, while it is on its way, is now `state`.
    private func mark(_ message: Message, in contact: String, _ state: Message.State) {
        update(contact) { messages in
            if let index = messages.firstIndex(where: {
                $0.isSame(as: message) && $0.state == .sending
            }) {
                messages[index].state = state
            }
        }
    }

    private func update(_ contact: String, _ change: (inout [Message]) -> Void) {
        guard let index = chats.firstIndex(where: { $0.contact == contact }) else { return }
        change(&chats[index].messages)
    }
}
