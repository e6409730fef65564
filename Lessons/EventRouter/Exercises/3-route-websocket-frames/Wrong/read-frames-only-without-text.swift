// wrong: takes a frame for a read receipt only when it has no text, so a read frame that carries one is dropped
// caught by: a read frame is a read receipt, with or without a text
import Foundation
import LessonKit
@testable import EventRouter

/// The chat's WebSocket, its receiving end: JSON frames in, events out, through the app's router.
final class FrameReceiver {
    /// A frame as the server sends it: `{"type":"message","from":"bob","text":"Lunch?"}` or
    /// `{"type":"read","from":"bob"}`.
    struct Frame: Decodable {
        let type: String
        let from: String
        let text: String?
    }

    private let router: ChatEventRouter
    private let clock: LessonClock

    init(router: ChatEventRouter, clock: LessonClock) {
        self.router = router
        self.clock = clock
    }

    /// Routes the event `frame` stands for. Returns whether it became an event.
    @discardableResult
    func receive(frame: String) -> Bool {
        // A frame the app does not understand is dropped; a real app would log it.
        guard let frame = try? JSONDecoder().decode(Frame.self, from: Data(frame.utf8)) else { return false }
        switch (frame.type, frame.text) {
        case ("message", let text?):
            // The very event a push notification makes: the router cannot tell them apart.
            let message = Message(sender: .other(name: frame.from), text: text, state: .sent, sendDate: clock.now)
            router.route(.received(message: message, contact: frame.from))
        case ("read", nil):
            router.route(.otherRead(reader: frame.from))
        default:
            return false
        }
        return true
    }
}
