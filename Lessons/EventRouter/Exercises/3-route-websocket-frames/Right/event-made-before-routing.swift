// right: makes the event in a function of its own that answers nil for a frame it does not understand, with do/catch and if/guard instead of try? and a switch, and routes in one place
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
        guard let event = event(for: frame) else { return false }
        router.route(event)
        return true
    }

    /// The event a frame stands for, or nil for one the app does not understand.
    private func event(for json: String) -> MessageEvent? {
        let decoded: Frame
        do {
            decoded = try JSONDecoder().decode(Frame.self, from: Data(json.utf8))
        } catch {
            return nil  // not a frame: a real app would log it
        }
        if decoded.type == "read" { return .otherRead(reader: decoded.from) }
        guard decoded.type == "message", let text = decoded.text else { return nil }
        let message = Message(sender: .other(name: decoded.from), text: text, state: .sent, sendDate: clock.now)
        return .received(message: message, contact: decoded.from)
    }
}
