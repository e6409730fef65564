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
        // TODO: decode the frame; a "message" frame becomes the event a push makes, a "read"
        // frame the other side's read receipt. Anything else is dropped.
        false
    }
}
