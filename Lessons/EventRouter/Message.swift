import Foundation

/// One chat message. A value: an event carries a copy, so nobody can change a message behind
/// the model's back.
struct Message: Equatable {
    enum Sender: Equatable {
        case user
        case other(name: String)
    }

    /// `sending` until the server has it, `sent` after, `read` once the other side saw it.
    enum State: Equatable {
        case sending, sent, read
    }

    let sender: Sender
    let text: String
    var state: State
    let sendDate: Date
    // @snippet message-id
    /// The server's id: the same whichever way the message arrives, so that the model can tell a
    /// message it has from a new one. Nil until the server has given one (the user's, sending).
    var id: String? = nil
    // @end message-id
}
