import Foundation

/// One chat message. A value: an event carries a copy, so nobody can change a message behind
/// the model's back.
struct Message: Equatable {
    enum Sender: Equatable {
        case user
        case other(name: String)
    }

    /// `sending` until the server has it, `sent` after, `read` once the other side saw it;
    /// `failed` when the server did not take it, with the reason, until the user retries.
    enum State: Equatable {
        case sending, sent, read
        case failed(reason: String)
    }

    let sender: Sender
    let text: String
    var state: State
    let sendDate: Date
    // @snippet message-id
    /// The server's id: the same whichever way the message arrives, so that the
    /// model can tell a message it has from a new one. Nil until the server has
    /// given one (the user's, sending).
    var id: String? = nil
    // @end message-id
}

extension Message {
    /// Why the server did not take it, if it did not.
    var failure: String? {
        if case .failed(let reason) = state { reason } else { nil }
    }

    /// The same message of the user's, whatever its state: what Retry sends again.
    func isSame(as other: Message) -> Bool {
        sender == other.sender && text == other.text && sendDate == other.sendDate
    }
}
