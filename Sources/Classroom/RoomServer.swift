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
    let log: @Sendable (String) -> Void
    let control: @Sendable (String) -> Void
    private let server: Mutex<HTTPServer?> = Mutex(nil)
    let clock = ContinuousClock()

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
}
