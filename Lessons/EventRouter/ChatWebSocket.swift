import Foundation
import LessonKit

// @snippet chat-web-socket
/// The chat's WebSocket: JSON frames in, events out. A message frame becomes the very same
/// `received` event a push notification becomes.
final class ChatWebSocket {
    struct Frame: Codable {
        /// "message" or "read".
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

    func receive(frame: String) {
        // A frame the app does not understand is dropped; a real app would log it.
        guard let frame = try? JSONDecoder().decode(Frame.self, from: Data(frame.utf8)) else { return }
        switch (frame.type, frame.text) {
        case ("message", let text?):
            let message = Message(sender: .other(name: frame.from), text: text, state: .sent, sendDate: clock.now)
            router.route(.received(message: message, contact: frame.from))
        case ("read", _):
            router.route(.otherRead(reader: frame.from))
        default:
            break
        }
    }
}
// @end chat-web-socket

extension ChatWebSocket.Frame {
    /// The frame as the server sends it: JSON with sorted keys, the same on every machine.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
}
