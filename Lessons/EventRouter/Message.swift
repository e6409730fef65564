import Foundation

// @snippet message
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
}
// @end message
