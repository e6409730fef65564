import Foundation
import LessonKit

/// The chat's WebSocket: JSON frames in, events out. As in the article, it is connected only
/// while a chat is on screen.
final class ChatWebSocket {
    struct Frame: Codable {
        /// "message" or "read".
        let type: String
        let from: String
        let text: String?
        /// A message's id on the server.
        var id: String? = nil
    }

    private let router: ChatEventRouter
    private let clock: LessonClock

    init(router: ChatEventRouter, clock: LessonClock) {
        self.router = router
        self.clock = clock
    }

    /// A frame from the server. A message frame becomes the very same `received` event a push
    /// notification becomes. Returns whether the frame became an event.
    @discardableResult
    func receive(frame: String) -> Bool {
        // A frame the app does not understand is dropped; a real app would log it.
        guard let frame = try? JSONDecoder().decode(Frame.self, from: Data(frame.utf8)) else { return false }
        // Nor is a frame for a chat whose screen is gone delivered (step 22).
        guard isConnected(to: frame.from) else {
            note("dropped a frame from \(frame.from): no chat screen, no connection")
            return false
        }
        // @snippet chat-web-socket
        switch (frame.type, frame.text) {
        case ("message", let text?):
            let message = Message(
                sender: .other(name: frame.from), text: text,
                state: .sent, sendDate: clock.now, id: frame.id)
            router.route(.received(message: message, contact: frame.from))
        case ("read", _):
            router.route(.otherRead(reader: frame.from))
        default:
            return false
        }
        // @end chat-web-socket
        return true
    }

    /// One chat's link to the server. Whoever holds it keeps that chat connected; its end
    /// disconnects, so nobody has to remember to.
    // @snippet socket-connection
    final class Connection {
        let contact: String
        private weak var socket: ChatWebSocket?

        fileprivate init(contact: String, socket: ChatWebSocket) {
            self.contact = contact
            self.socket = socket
        }

        deinit { socket?.disconnected(from: contact) }
    }
    // @end socket-connection

    /// The socket's own references are weak: `connect` hands out the only strong one.
    private struct Link {
        weak var connection: Connection?
    }

    private var links: [Link] = []
    /// The app sets it: the server hears when a chat connects.
    weak var server: ChatBot?

    func connect(to contact: String) -> Connection {
        let connection = Connection(contact: contact, socket: self)
        links.append(Link(connection: connection))
        note("connected to \(contact)'s chat")
        server?.connected(to: contact)
        return connection
    }

    func isConnected(to contact: String) -> Bool {
        links.contains { $0.connection?.contact == contact }
    }

    private func disconnected(from contact: String) {
        links.removeAll { $0.connection == nil }
        note("disconnected from \(contact)'s chat")
    }

    /// What the socket did, oldest first (connects, disconnects, frames dropped), each with
    /// how many events the router had seen by then, so that the two can be told in order.
    private(set) var log: [(text: String, afterEvents: Int)] = []

    private func note(_ text: String) {
        log.append((text, router.history.count))
    }
}

extension ChatWebSocket.Frame {
    /// A message frame: `.message("Lunch?", from: "bob")`.
    static func message(_ text: String, from contact: String, id: String? = nil) -> Self {
        Self(type: "message", from: contact, text: text, id: id)
    }

    /// The frame as the server sends it: JSON with sorted keys, the same on every machine.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(self), as: UTF8.self)
    }
}
