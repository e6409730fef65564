import FlyingFox
import Foundation
import PlaygroundKit
import Synchronization

/// The routes (see ``RoomServer``): what each request gets, and the refusals.
extension RoomServer {
    func respond(to request: HTTPRequest) async -> HTTPResponse {
        let client = Self.clientKey(request)
        guard admit(client) else {
            note("too many requests from \(client)")
            return Self.text(429, "Too many requests; slow down.\n", headers: [HTTPHeader("Retry-After"): "2"])
        }
        do {
            switch request.path {
            case "/", "/index.html":
                try Self.require(request, .GET)
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                                    body: Data(LivePage.document(room: configuration.roomName).utf8))
            case "/events":
                try Self.require(request, .GET)
                return try events()
            case "/api/state":
                try Self.require(request, .GET)
                let after = request.query["after"].flatMap { Int($0) }
                let instance = request.query["instance"]
                return Self.json(await state(after: after, instance: instance))
            case "/api/attendee":
                try Self.require(request, .POST)
                let report = try RoomMessages.attendee(from: try await Self.body(of: request), lessons: configuration.lessons)
                try record(report)
                return Self.text(204, "")
            case "/api/move":
                try Self.require(request, .POST)
                guard request.headers[HTTPHeader("X-Room-Code")]?.trimmingCharacters(in: .whitespaces).uppercased() == configuration.code.uppercased() else {
                    throw RoomRefusal(status: 403, "a move without the right room code")
                }
                let move = try RoomMessages.move(from: try await Self.body(of: request))
                control(move.command)
                return Self.text(202, "accepted: \(move.command)\n")
            default:
                return Self.text(404, "Not found.\n")
            }
        } catch let error as RoomRefusal {
            note("refused \(request.method.rawValue) \(request.path.prefix(40)) from \(client): \(error.reason)")
            var headers: HTTPHeaders = [:]
            if error.status == 413 { headers[.connection] = "close" }
            if error.status == 405 { headers[HTTPHeader("Allow")] = request.path.hasPrefix("/api/a") || request.path.hasPrefix("/api/m") ? "POST" : "GET" }
            return Self.text(error.status, error.reason + "\n", headers: headers)
        } catch {
            return Self.text(500, "\(error)\n")
        }
    }

    /// The state, at once when it is newer than `after` or from another instance; else when the
    /// teacher next moves, or after ``Configuration/longPoll``.
    func state(after: Int?, instance: String?) async -> RoomState {
        let sameInstance = instance == nil || instance == self.instance
        let isNews: @Sendable (borrowing Hub) -> Bool = { hub in
            guard let after, sameInstance else { return true }
            return hub.version > after
        }
        if hub.withLock({ isNews($0) }) { return state }
        let id = hub.withLock { $0.nextID() }
        let limit = configuration.longPoll
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                await withTaskCancellationHandler {
                    await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
                        let now = self.hub.withLock { hub -> Bool in
                            if isNews(hub) || hub.cancelled.remove(id) != nil { return true }
                            hub.waiters[id] = waiter
                            return false
                        }
                        if now { waiter.resume() }
                    }
                } onCancel: {
                    let waiter = self.hub.withLock { hub in
                        let waiter = hub.waiters.removeValue(forKey: id)
                        if waiter == nil { hub.cancelled.insert(id) }
                        return waiter
                    }
                    waiter?.resume()
                }
            }
            group.addTask { try? await Task.sleep(for: limit) }
            await group.next()
            group.cancelAll()
        }
        hub.withLock { _ = $0.cancelled.remove(id) }
        return state
    }

    /// An event stream: the current step at once, then every move, and a heartbeat comment.
    func events() throws(RoomRefusal) -> HTTPResponse {
        let (stream, continuation) = AsyncStream<Data>.makeStream(bufferingPolicy: .bufferingNewest(32))
        let html = LivePage.fragment(for: hub.withLock { $0.move })
        let id: UInt64? = hub.withLock { hub in
            guard hub.streams.count < configuration.maxEventStreams else { return nil }
            let id = hub.nextID()
            hub.streams[id] = continuation
            // Under the lock, so that no move can come between this event and the next.
            continuation.yield(Self.event(version: hub.version, html: html))
            return id
        }
        guard let id else { throw RoomRefusal(status: 503, "too many event streams") }
        let heartbeat = configuration.heartbeat
        let beats = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: heartbeat)
                continuation.yield(Data(": heartbeat\n\n".utf8))
            }
        }
        continuation.onTermination = { [weak self] _ in
            beats.cancel()
            self?.hub.withLock { _ = $0.streams.removeValue(forKey: id) }
        }
        return HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store", HTTPHeader("X-Accel-Buffering"): "no"],
            body: HTTPBodySequence(from: DataStreamBytes(stream))
        )
    }

    /// Keeps an attendee's report; a new attendee when the room is full is refused.
    func record(_ report: AttendeeReport) throws(RoomRefusal) {
        let now = clock.now
        let gone = configuration.goneAfter
        let full = hub.withLock { hub -> Bool in
            if hub.attendees[report.id] == nil, hub.attendees.count >= configuration.maxAttendees {
                // Make room by forgetting the ones gone longest.
                let goneIDs = hub.attendees.filter { $0.value.lastSeen.duration(to: now) > gone }
                    .sorted { $0.value.lastSeen < $1.value.lastSeen }.map(\.key)
                guard let oldest = goneIDs.first else { return true }
                hub.attendees.removeValue(forKey: oldest)
            }
            hub.attendees[report.id] = Hub.Entry(report: report, lastSeen: now)
            return false
        }
        if full { throw RoomRefusal(status: 429, "the room is full (\(configuration.maxAttendees) attendees)") }
    }

    // MARK: - Requests and responses

    static func clientKey(_ request: HTTPRequest) -> String {
        // The socket's own address: X-Forwarded-For is the client's to make up.
        switch request.remoteAddress {
        case .ip4(let ip, _)?, .ip6(let ip, _)?: ip
        case .unix(let path)?: path
        case nil: "unknown"
        }
    }

    static func require(_ request: HTTPRequest, _ method: HTTPMethod) throws(RoomRefusal) {
        guard request.method == method || (method == .GET && request.method == .HEAD) else {
            throw RoomRefusal(status: 405, "\(request.method.rawValue.prefix(16)) is not allowed here")
        }
    }

    /// The body, at most ``RoomMessages/maxBodyBytes``: a longer one is refused before it is read.
    static func body(of request: HTTPRequest) async throws(RoomRefusal) -> Data {
        if let count = request.bodySequence.count, count > RoomMessages.maxBodyBytes {
            throw RoomRefusal(status: 413, "a body of \(count) bytes (the room takes \(RoomMessages.maxBodyBytes))")
        }
        var data = Data()
        do {
            for try await chunk in request.bodySequence {
                data.append(chunk)
                if data.count > RoomMessages.maxBodyBytes {
                    throw RoomRefusal(status: 413, "a body of more than \(RoomMessages.maxBodyBytes) bytes")
                }
            }
        } catch let refusal as RoomRefusal {
            throw refusal
        } catch {
            throw RoomRefusal(status: 400, "the body could not be read")
        }
        return data
    }

    static func event(version: Int, html: String) -> Data {
        struct Payload: Encodable { var version: Int; var html: String }
        let json = (try? JSONEncoder().encode(Payload(version: version, html: html))) ?? Data("{}".utf8)
        return Data("event: move\ndata: ".utf8) + json + Data("\n\n".utf8)
    }

    static func json(_ state: RoomState) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = (try? encoder.encode(state)) ?? Data()
        return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: body)
    }

    static func text(_ status: Int, _ text: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = headers
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: phrase(status)), headers: headers, body: Data(text.utf8))
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 202: "Accepted"
        case 204: "No Content"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Payload Too Large"
        case 429: "Too Many Requests"
        case 503: "Service Unavailable"
        default: "OK"
        }
    }
}
