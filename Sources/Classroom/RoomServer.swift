import FlyingFox
import FlyingSocks
import Foundation
import PlaygroundKit
import Synchronization

/// The room's server (`playground present`): the teacher's latest move for followers (long poll)
/// and for the live page (server-sent events), the attendees' progress, and the teacher's control.
///
/// | route                 | what it does                                                          |
/// |-----------------------|-----------------------------------------------------------------------|
/// | `GET /`               | the live page (``LivePage/document(room:)``)                          |
/// | `GET /events`         | server-sent events: `event: move` now and on every move; a heartbeat  |
/// | `GET /api/state`      | ``RoomState`` at once when newer than `?after=V` (or another          |
/// |                       | `instance`), else when the teacher moves, at most ~20 s later         |
/// | `POST /api/attendee`  | an ``AttendeeReport``                                                 |
/// | `POST /api/move`      | a ``MoveRequest``, with the room code in `X-Room-Code`                |
///
/// Clients are not trusted: bodies are at most 4 KiB and strictly decoded (``RoomMessages``), each
/// address is rate-limited, at most ``Configuration/maxAttendees`` attendees are kept, and each
/// refusal is one line in the log, itself rate-limited so that a flood cannot flood the teacher.
/// Nothing a client does reaches the teacher's shell except a move with the right code.
public final class RoomServer: Sendable {
    public struct Configuration: Sendable {
        /// The address to listen on (`0.0.0.0`: every interface) and the port (0: any free one).
        public var bindAddress = "0.0.0.0"
        public var port: UInt16 = 7420
        /// What the teacher's control must send in `X-Room-Code`.
        public var code: String
        /// The lessons attendees may report: id → number of steps.
        public var lessons: RoomMessages.Lessons
        /// The name in the live page's title.
        public var roomName = "MVVM Playground"
        /// How long a long poll waits for a move.
        public var longPoll: Duration = .seconds(20)
        /// An attendee not heard from for this long is shown as gone.
        public var goneAfter: Duration = .seconds(20)
        /// How often an event stream sends a comment, so that proxies and browsers keep it open.
        public var heartbeat: Duration = .seconds(15)
        /// Requests a client address may make at once, and how many more it may make per second.
        public var burst = 60.0
        public var perSecond = 20.0
        public var maxAttendees = 200
        public var maxEventStreams = 300
        /// At most this many log lines per ``logWindow``; the rest are counted, and the count
        /// is told with the next line.
        public var logLines = 5
        public var logWindow: Duration = .seconds(10)

        public init(code: String, lessons: RoomMessages.Lessons) {
            self.code = code
            self.lessons = lessons
        }
    }

    /// An attendee as the room knows them.
    public struct Attendee: Sendable, Equatable {
        public var report: AttendeeReport
        /// Seconds since their last report.
        public var silentFor: Double
        public var gone: Bool
        /// Seconds stuck now: what they reported, plus the time since, while they have failed checks.
        public var stuckSeconds: Int {
            report.failedChecks > 0 && report.stuckSeconds > 0 ? report.stuckSeconds + Int(silentFor) : report.stuckSeconds
        }
    }

    public let configuration: Configuration
    /// Chosen at start: tells followers the teacher restarted.
    public let instance: String
    let hub: Mutex<Hub>
    private let log: @Sendable (String) -> Void
    private let control: @Sendable (String) -> Void
    private let server: Mutex<HTTPServer?> = Mutex(nil)
    private let clock = ContinuousClock()

    /// - Parameters:
    ///   - log: one line for the teacher's terminal (already rate-limited); called from any thread.
    ///   - control: a checked move (`next`, `run 3`) to run in the teacher's shell as if typed.
    public init(configuration: Configuration, log: @escaping @Sendable (String) -> Void, control: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.instance = RoomCode.token(length: 12)
        self.hub = Mutex(Hub(started: ContinuousClock.now))
        self.log = log
        self.control = control
    }

    /// Starts listening; returns the port (useful with port 0). Serving goes on in a task of its own.
    public func start() async throws -> UInt16 {
        let address: any SocketAddress = configuration.bindAddress.contains(":")
            ? try sockaddr_in6.inet6(ip6: configuration.bindAddress, port: configuration.port)
            : try sockaddr_in.inet(ip4: configuration.bindAddress, port: configuration.port)
        let config = HTTPServer.Configuration(
            address: address, timeout: 60, sharedRequestBufferSize: RoomMessages.maxBodyBytes,
            sharedRequestReplaySize: RoomMessages.maxBodyBytes, logger: RoomLogger(room: self)
        )
        let server = HTTPServer(config: config)
        await server.appendRoute("*") { [self] request in await self.respond(to: request) }
        self.server.withLock { $0 = server }
        let task = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            // run() failed (the port is taken, the address is not ours): say why.
            task.cancel()
            if case .failure(let failure) = await task.result { throw failure }
            throw error
        }
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            if case .ip6(_, let port)? = await server.listeningAddress { return port }
            return configuration.port
        }
        return port
    }

    public func stop() async {
        let server = self.server.withLock { $0 }
        await server?.stop(timeout: 1)
    }

    // MARK: - The teacher's moves

    /// Tells the room of the teacher's move: followers waiting and event streams hear of it now.
    public func publish(_ move: ShellMove) {
        let html = LivePage.fragment(for: move)
        let waiters = hub.withLock { hub in
            hub.from = hub.move.map { RoomPosition(lesson: $0.lesson, step: $0.step) }
            hub.move = move
            hub.version += 1
            let event = Self.event(version: hub.version, html: html)
            for stream in hub.streams.values { stream.yield(event) }
            defer { hub.waiters = [:] }
            return Array(hub.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }

    /// The state followers get.
    public var state: RoomState {
        hub.withLock { RoomState(version: $0.version, instance: instance, move: $0.move, from: $0.from) }
    }

    /// Everybody who reported, stuck first (most failed checks, longest stuck), then by name; gone
    /// ones last.
    public var attendees: [Attendee] {
        let now = clock.now
        let gone = configuration.goneAfter
        let list = hub.withLock { hub in
            hub.attendees.values.map { entry in
                let silent = entry.lastSeen.duration(to: now)
                return Attendee(report: entry.report, silentFor: silent.seconds, gone: silent > gone)
            }
        }
        return list.sorted { a, b in
            if a.gone != b.gone { return !a.gone }
            let aStuck = a.report.failedChecks > 0, bStuck = b.report.failedChecks > 0
            if aStuck != bStuck { return aStuck }
            if aStuck && a.stuckSeconds != b.stuckSeconds { return a.stuckSeconds > b.stuckSeconds }
            if a.report.name != b.report.name { return a.report.name.localizedStandardCompare(b.report.name) == .orderedAscending }
            return a.report.id < b.report.id
        }
    }

    // MARK: - Requests

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

    // MARK: - Limits

    /// Whether `client` may make a request now (a token bucket per address).
    func admit(_ client: String) -> Bool {
        let now = clock.now
        return hub.withLock { hub in
            if hub.buckets.count > 10_000 { hub.buckets = hub.buckets.filter { $0.value.last.duration(to: now) < .seconds(60) } }
            var bucket = hub.buckets[client] ?? Hub.Bucket(tokens: configuration.burst, last: now)
            bucket.tokens = min(configuration.burst, bucket.tokens + bucket.last.duration(to: now).seconds * configuration.perSecond)
            bucket.last = now
            let admitted = bucket.tokens >= 1
            if admitted { bucket.tokens -= 1 }
            hub.buckets[client] = bucket
            return admitted
        }
    }

    /// One line for the teacher, unless too many came lately: then counted, and the count told
    /// with the next line that may be shown.
    func note(_ text: String) {
        // What a client sent may be in the line: no escape sequences or bells reach the terminal.
        let line = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        let now = clock.now
        let shown: String? = hub.withLock { hub in
            if hub.logWindowStart.duration(to: now) > configuration.logWindow {
                hub.logWindowStart = now
                hub.logLinesInWindow = 0
            }
            guard hub.logLinesInWindow < configuration.logLines else {
                hub.logSuppressed += 1
                return nil
            }
            hub.logLinesInWindow += 1
            defer { hub.logSuppressed = 0 }
            return hub.logSuppressed > 0 ? "\(line) (and \(hub.logSuppressed) more not shown)" : line
        }
        if let shown { log("room: " + shown) }
    }

    // MARK: - Helpers

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

/// What the room keeps, under one lock.
struct Hub {
    struct Entry {
        var report: AttendeeReport
        var lastSeen: ContinuousClock.Instant
    }

    struct Bucket {
        var tokens: Double
        var last: ContinuousClock.Instant
    }

    var version = 0
    var move: ShellMove?
    var from: RoomPosition?
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    /// Long polls cancelled before they waited.
    var cancelled: Set<UInt64> = []
    var streams: [UInt64: AsyncStream<Data>.Continuation] = [:]
    var attendees: [String: Entry] = [:]
    var buckets: [String: Bucket] = [:]
    var logWindowStart: ContinuousClock.Instant
    var logLinesInWindow = 0
    var logSuppressed = 0
    private var lastID: UInt64 = 0

    init(started: ContinuousClock.Instant) {
        logWindowStart = started
    }

    mutating func nextID() -> UInt64 {
        lastID += 1
        return lastID
    }
}

/// FlyingFox's own errors (a request it cannot parse: garbage on the socket) go to the room's
/// rate-limited log; its chatter does not.
struct RoomLogger: Logging {
    weak var room: RoomServer?

    func logDebug(_ debug: @autoclosure () -> String) {}
    func logInfo(_ info: @autoclosure () -> String) {}
    func logWarning(_ warning: @autoclosure () -> String) {}
    func logError(_ error: @autoclosure () -> String) { room?.note("dropped a connection: " + String(error().prefix(120))) }
    func logCritical(_ critical: @autoclosure () -> String) { room?.note(String(critical().prefix(160))) }
}

extension Duration {
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
