import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import PlaygroundKit
import Synchronization

/// The room's server (`playground present`): the teacher's latest move, pushed to followers and
/// to the live page as server-sent events, the attendees' progress, and the teacher's control.
///
/// | route                 | what it does                                                          |
/// |-----------------------|-----------------------------------------------------------------------|
/// | `GET /`               | the live page (``LivePage/document(room:)``)                          |
/// | `GET /events`         | the page's stream: `event: move` (the step's HTML) now and each move  |
/// | `GET /api/stream`     | a follower's stream: `event: state` (a ``RoomState``) now and each move |
/// | `GET /api/state`      | the ``RoomState`` now                                                 |
/// | `POST /api/attendee`  | an ``AttendeeReport``                                                 |
/// | `POST /api/move`      | a ``MoveRequest``, with the control secret in `X-Room-Control`        |
///
/// Nothing from a client is trusted, and everything an unauthenticated peer can make the room hold
/// is bounded: connections in all and per address (refused at once, so that the listener never
/// runs out of descriptors; NIO backs off accepting when the process does), the request line and
/// headers (8 KiB) and the body (4 KiB) before any parser sees them, the time to send a request,
/// event streams in all and per address, attendees per address, a request rate per address. One
/// request per connection. Connection trouble reaches the teacher's terminal as one summarising
/// line every ten seconds at most.
public final class RoomServer: Sendable {
    public struct Configuration: Sendable {
        /// The address to listen on (`0.0.0.0`: every interface) and the port (0: any free one).
        public var bindAddress = "0.0.0.0"
        public var port: UInt16 = 7420
        /// What the teacher's control must send in `X-Room-Control`: shown only on the teacher's
        /// own devices, never on the projected screen.
        public var controlSecret: String
        /// The lessons attendees may report: id → number of steps.
        public var lessons: RoomMessages.Lessons
        /// The name in the live page's title.
        public var roomName = "MVVM Playground"
        /// The teacher's language: the live page's own words and `<html lang>` (the steps come in
        /// it already, from the teacher's shell).
        public var language: Language = .en
        /// An attendee not heard from for this long is shown as gone.
        public var goneAfter: Duration = .seconds(20)
        /// How often an event stream gets a comment, so that proxies and browsers keep it open.
        public var heartbeat: Duration = .seconds(15)
        /// Requests a client address may make at once, and how many more it may make per second.
        public var burst = 60.0
        public var perSecond = 20.0
        public var maxAttendees = 1200
        public var maxAttendeesPerAddress = 8
        public var maxConnections = 4096
        public var maxConnectionsPerAddress = 64
        public var maxEventStreams = 2500
        public var maxEventStreamsPerAddress = 32
        /// The request line and headers, at most.
        public var maxHeadBytes = 8192
        /// From a connection's opening to its whole request.
        public var requestDeadline: Duration = .seconds(10)
        /// At most one line of connection trouble per this long.
        public var troubleWindow: Duration = .seconds(10)

        public init(lessons: RoomMessages.Lessons, controlSecret: String = RoomCode.token(length: 24)) {
            self.lessons = lessons
            self.controlSecret = controlSecret
        }
    }

    /// An attendee as the room knows them.
    public struct Attendee: Sendable, Equatable {
        public var report: AttendeeReport
        /// The name as `room` shows it: with the address when two attendees share a name, and a
        /// number when they share the address too (`Ann · 10.0.0.7 #2`).
        public var shownName: String
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
    let control: @Sendable (Move) -> Void
    let connections: ConnectionTable
    let trouble: TroubleLog
    let streams: RoomStreams
    private let running = Mutex<Running?>(nil)
    let clock = ContinuousClock()

    private struct Running {
        var group: MultiThreadedEventLoopGroup
        var channel: any Channel
        var timers: [RepeatedTask]
    }

    /// - Parameters:
    ///   - log: one line for the teacher's terminal (already summarised); called from any thread.
    ///   - control: a checked move (`next`, `run 3`) for the teacher's shell to make.
    public init(configuration: Configuration, log: @escaping @Sendable (String) -> Void, control: @escaping @Sendable (Move) -> Void) {
        self.configuration = configuration
        let instance = RoomCode.token(length: 12)
        self.instance = instance
        self.hub = Mutex(Hub(started: ContinuousClock.now))
        self.control = control
        // Never more connections than descriptors: a listener that cannot accept is a room gone.
        let available = DescriptorLimit.raise()
        let most = DescriptorLimit.connections(configuration.maxConnections, available: available)
        connections = ConnectionTable(limits: .init(
            connections: most, connectionsPerAddress: min(configuration.maxConnectionsPerAddress, most),
            streams: min(configuration.maxEventStreams, most), streamsPerAddress: configuration.maxEventStreamsPerAddress))
        trouble = TroubleLog(log: log)
        streams = RoomStreams(
            page: Self.pageEvent(version: 0, move: nil, language: configuration.language), state: Self.stateEvent(RoomState(version: 0, instance: instance, move: nil, from: nil)),
            connections: connections, trouble: trouble)
    }

    /// Starts listening; returns the port (useful with port 0). Serving goes on in NIO's threads.
    public func start() async throws -> UInt16 {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, min(2, System.coreCount)))
        let limits = configuration
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            // A stream that holds more than this unread is closed, not queued for.
            .childChannelOption(.writeBufferWaterMark, value: .init(low: 16 * 1024, high: 128 * 1024))
            .childChannelInitializer { [self] channel in
                let address = channel.remoteAddress?.ipAddress ?? "unknown"
                if let refusal = connections.open(address) {
                    trouble.count(.connectionRefused(refusal))
                    return channel.close()
                }
                channel.closeFuture.whenComplete { [connections] _ in connections.close(address) }
                return channel.eventLoop.makeCompletedFuture {
                    let requestGuard = RequestGuard(
                        maxHeadBytes: limits.maxHeadBytes, maxBodyBytes: RoomMessages.maxBodyBytes,
                        deadline: .nanoseconds(Int64(limits.requestDeadline.seconds * 1e9))
                    ) { [trouble] reason in trouble.count(.requestRefused(reason)) }
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(requestGuard)
                    var decoderLimits = NIOHTTPDecoderLimitConfiguration()
                    decoderLimits.maxHeaderFieldSize = limits.maxHeadBytes
                    decoderLimits.maxHeaderListSize = limits.maxHeadBytes
                    decoderLimits.maxHeaderFieldCount = 100
                    try pipeline.configureHTTPServerPipeline(withPipeliningAssistance: false, withErrorHandling: true, withOutboundHeaderValidation: true, withEncoderConfiguration: .init(), withDecoderLimitConfiguration: decoderLimits)
                    try pipeline.addHandler(RoomHTTPHandler(server: self, address: address, requestGuard: requestGuard))
                }
            }
        let channel: any Channel
        do {
            channel = try await bootstrap.bind(host: configuration.bindAddress, port: Int(configuration.port)).get()
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
        let loop = group.next()
        let timers = [
            loop.scheduleRepeatedTask(initialDelay: .seconds(1), delay: Self.amount(configuration.heartbeat)) { [streams] _ in streams.heartbeat() },
            loop.scheduleRepeatedTask(initialDelay: .seconds(1), delay: Self.amount(configuration.troubleWindow)) { [trouble] _ in trouble.flush() },
        ]
        running.withLock { $0 = Running(group: group, channel: channel, timers: timers) }
        return UInt16(channel.localAddress?.port ?? Int(configuration.port))
    }

    public func stop() async {
        guard let running = running.withLock({ state in defer { state = nil }; return state }) else { return }
        for timer in running.timers { timer.cancel() }
        try? await running.channel.close()
        streams.closeAll()
        try? await running.group.shutdownGracefully()
    }

    static func amount(_ duration: Duration) -> TimeAmount {
        .nanoseconds(Int64(duration.seconds * 1e9))
    }

    // MARK: - The teacher's moves

    /// Tells the room of the teacher's move: every event stream hears of it now.
    public func publish(_ move: ShellMove) {
        // Followers run the step themselves: their state names the move, without the step's
        // text and output, which only the page shows (a tenth of the bytes to every follower).
        var named = move
        named.record = nil
        let state = hub.withLock { hub in
            hub.from = hub.move.map { RoomPosition(lesson: $0.lesson, step: $0.step) }
            hub.move = named
            hub.version += 1
            return RoomState(version: hub.version, instance: instance, move: hub.move, from: hub.from)
        }
        streams.publish(page: Self.pageEvent(version: state.version, move: move, language: configuration.language), state: Self.stateEvent(state))
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
            let entries = hub.attendees.values.sorted { $0.joined < $1.joined }
            let byName = Dictionary(grouping: entries) { $0.report.name.lowercased() }
            return entries.map { entry in
                let silent = entry.lastSeen.duration(to: now)
                var shown = entry.report.name
                let namesakes = byName[entry.report.name.lowercased()] ?? []
                if namesakes.count > 1 {
                    shown += " · \(entry.address)"
                    let sameAddress = namesakes.filter { $0.address == entry.address }
                    if sameAddress.count > 1, let place = sameAddress.firstIndex(where: { $0.joined == entry.joined }) {
                        shown += " #\(place + 1)"
                    }
                }
                return Attendee(report: entry.report, shownName: shown, silentFor: silent.seconds, gone: silent > gone)
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

    /// How many connections and event streams the room holds now.
    public var load: (connections: Int, streams: Int) {
        (connections.connectionCount, streams.count)
    }
}
