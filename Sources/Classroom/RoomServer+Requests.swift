import Foundation
import NIOCore
import NIOHTTP1
import PlaygroundKit

/// The routes (see ``RoomServer``): what each request gets, and the refusals.
extension RoomServer {
    func reply(to request: RoomRequest) -> RoomReply {
        guard admit(request.address) else {
            trouble.count(.requestRefused("too many requests from one address"))
            return Self.text(.tooManyRequests, "Too many requests; slow down.\n", headers: [("Retry-After", "2")])
        }
        do {
            switch request.path {
            case "/", "/index.html":
                try Self.require(request, .GET)
                return .message(status: .ok, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
                                body: Array(LivePage.document(room: configuration.roomName, language: configuration.language).utf8))
            case "/events":
                try Self.require(request, .GET)
                return .stream(.page)
            case "/api/stream":
                try Self.require(request, .GET)
                return .stream(.state)
            case "/api/state":
                try Self.require(request, .GET)
                return Self.json(state)
            case "/api/attendee":
                try Self.require(request, .POST)
                let report = try RoomMessages.attendee(from: Data(request.body), lessons: configuration.lessons)
                try record(report, from: request.address)
                return Self.text(.noContent, "")
            case "/api/move":
                try Self.require(request, .POST)
                guard let secret = request.headers.first(name: "X-Room-Control"),
                      Self.sameSecret(secret.trimmingCharacters(in: .whitespaces), configuration.controlSecret) else {
                    throw RoomRefusal(status: 403, "a move without the room's control secret")
                }
                let move = try RoomMessages.move(from: Data(request.body))
                control(move.move)
                return Self.text(.accepted, "accepted: \(move.command)\n")
            default:
                return Self.text(.notFound, "Not found.\n")
            }
        } catch let error as RoomRefusal {
            trouble.count(.requestRefused(Self.category(error)))
            var headers: [(String, String)] = []
            if error.status == 405 { headers.append(("Allow", request.path.hasPrefix("/api/a") || request.path.hasPrefix("/api/m") ? "POST" : "GET")) }
            if error.status == 429 { headers.append(("Retry-After", "30")) }
            return Self.text(HTTPResponseStatus(statusCode: error.status), error.reason + "\n", headers: headers)
        } catch {
            return Self.text(.internalServerError, "\(error)\n")
        }
    }

    /// A refusal's kind, for the summarising line: never what the client sent.
    static func category(_ refusal: RoomRefusal) -> String {
        switch refusal.status {
        case 403: "without the control secret"
        case 405: "wrong method"
        case 413: "too large"
        case 429: "the room is full"
        default: "not understood"
        }
    }

    /// Compares secrets in time that does not depend on where they differ.
    static func sameSecret(_ given: String, _ secret: String) -> Bool {
        let a = Array(given.utf8), b = Array(secret.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// Keeps an attendee's report. A new attendee is refused when the room is full, or when their
    /// address has ``Configuration/maxAttendeesPerAddress`` attendees already.
    func record(_ report: AttendeeReport, from address: String) throws(RoomRefusal) {
        let now = clock.now
        let gone = configuration.goneAfter
        let refusal = hub.withLock { hub -> RoomRefusal? in
            if hub.attendees[report.id] == nil {
                let fromAddress = hub.attendees.values.filter { $0.address == address && $0.lastSeen.duration(to: now) <= gone }.count
                if fromAddress >= configuration.maxAttendeesPerAddress {
                    return RoomRefusal(status: 429, "\(configuration.maxAttendeesPerAddress) attendees from one address")
                }
                if hub.attendees.count >= configuration.maxAttendees {
                    // Make room by forgetting the one gone longest.
                    let oldest = hub.attendees.filter { $0.value.lastSeen.duration(to: now) > gone }.min { $0.value.lastSeen < $1.value.lastSeen }
                    guard let oldest else { return RoomRefusal(status: 429, "the room is full (\(configuration.maxAttendees) attendees)") }
                    hub.attendees.removeValue(forKey: oldest.key)
                }
            } else if hub.attendees[report.id]?.address != address {
                // Another address may not speak for an attendee it did not start.
                return RoomRefusal(status: 403, "an attendee's report from another address")
            }
            let joined: Int
            if let known = hub.attendees[report.id]?.joined {
                joined = known
            } else {
                hub.joins += 1
                joined = hub.joins
            }
            hub.attendees[report.id] = Hub.Entry(report: report, lastSeen: now, address: address, joined: joined)
            return nil
        }
        if let refusal { throw refusal }
    }

    static func require(_ request: RoomRequest, _ method: HTTPMethod) throws(RoomRefusal) {
        guard request.method == method || (method == .GET && request.method == .HEAD) else {
            throw RoomRefusal(status: 405, "\(String(describing: request.method).prefix(16)) is not allowed here")
        }
    }

    // MARK: - Events and messages

    static func pageEvent(version: Int, move: ShellMove?, language: Language = .en) -> ByteBuffer {
        struct Payload: Encodable { var version: Int; var html: String }
        let json = (try? JSONEncoder().encode(Payload(version: version, html: LivePage.fragment(for: move, language: language)))) ?? Data("{}".utf8)
        return ByteBuffer(bytes: Array("event: move\ndata: ".utf8) + json + Array("\n\n".utf8))
    }

    static func stateEvent(_ state: RoomState) -> ByteBuffer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = (try? encoder.encode(state)) ?? Data("{}".utf8)
        return ByteBuffer(bytes: Array("event: state\ndata: ".utf8) + json + Array("\n\n".utf8))
    }

    static func json(_ state: RoomState) -> RoomReply {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = (try? encoder.encode(state)) ?? Data()
        return .message(status: .ok, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")], body: Array(body))
    }

    static func text(_ status: HTTPResponseStatus, _ text: String, headers: [(String, String)] = []) -> RoomReply {
        .message(status: status, headers: headers + [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }
}
