import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A follower's side of the room's HTTP API: the room's state, pushed as server-sent events, and
/// the attendee's own progress. It trusts nothing the server sends: the status line and headers
/// are at most 16 KiB, an answer or one event at most ``maxMessageBytes``, an answer must come
/// whole within its timeout, and a stream that stays silent past two heartbeats is given up.
public struct RoomClient: Sendable {
    public let host: String
    public let port: UInt16

    /// The most an answer's body, or one event of a stream, may be.
    public static let maxMessageBytes = 1 << 20
    static let maxHeadBytes = 16 * 1024

    public init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// The address as a person types it: `HOST:PORT`, `[::1]:7420` for IPv6.
    public var shownAddress: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// `HOST:PORT` (`[::1]:7420` for IPv6), or why it is not one.
    public static func parse(_ text: String) -> Result<RoomClient, RoomRefusal> {
        var host = text.trimmingCharacters(in: .whitespaces)
        if host.hasPrefix("http://") { host.removeFirst(7) }
        while host.hasSuffix("/") { host.removeLast() }
        guard let colon = host.lastIndex(of: ":"), let port = UInt16(host[host.index(after: colon)...]), port > 0 else {
            return .failure(RoomRefusal(status: 0, "'\(text)' is not HOST:PORT (the teacher's screen shows it: 'playground follow 192.168.1.20:7420')"))
        }
        var name = String(host[..<colon])
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        guard !name.isEmpty else { return .failure(RoomRefusal(status: 0, "'\(text)' has no host before the port")) }
        return .success(RoomClient(host: name, port: port))
    }

    /// The teacher's state now.
    public func state(timeout: Duration = .seconds(10)) async throws -> RoomState {
        let (status, body) = try await send("GET", "/api/state", body: Data(), timeout: timeout)
        guard status == 200 else { throw RoomClientError("the room answered \(status)") }
        return try Self.decodeState(body)
    }

    /// Sends the attendee's progress.
    public func post(_ report: AttendeeReport) async throws {
        let body = try JSONEncoder().encode(report)
        let (status, _) = try await send("POST", "/api/attendee", body: body, timeout: .seconds(10))
        guard (200..<300).contains(status) else { throw RoomClientError("the room refused our progress (\(status))") }
    }

    /// Follows the room's stream: `onState` for the state at once and after every move. Returns
    /// when the room closes the stream; throws when it cannot be reached, answers wrongly, sends
    /// too much, or stays silent for `silence` (the room sends a heartbeat every 15 s).
    public func follow(silence: Duration = .seconds(40), onState: @escaping @Sendable (RoomState) -> Void) async throws {
        let request = Self.request("GET", "/api/stream", host: host, port: port, body: Data())
        let exchange = try await connect(request, stream: true, silence: silence) { event, data in
            guard event == "state" else { return }
            if let state = try? Self.decodeState(Data(data)) { onState(state) }
        }
        let (status, _) = try await exchange.get()
        if status != 200 { throw RoomClientError("the room answered \(status)") }
    }

    /// Sends a request; its status and body.
    public func send(_ method: String, _ path: String, headers: [(String, String)] = [], body: Data, timeout: Duration) async throws -> (status: Int, body: Data) {
        let request = Self.request(method, path, host: host, port: port, headers: headers, body: body)
        let exchange = try await connect(request, stream: false, silence: timeout) { _, _ in }
        return try await withTimeout(timeout) { try await exchange.get() }
    }

    static func decodeState(_ data: Data) throws -> RoomState {
        do {
            return try JSONDecoder().decode(RoomState.self, from: data)
        } catch {
            throw RoomClientError("the room's answer was not understood")
        }
    }

    static func request(_ method: String, _ path: String, host: String, port: UInt16, headers: [(String, String)] = [], body: Data) -> (head: HTTPRequestHead, body: Data) {
        var fields = HTTPHeaders(headers)
        fields.replaceOrAdd(name: "Host", value: host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)")
        fields.replaceOrAdd(name: "Connection", value: "close")
        if !body.isEmpty || method == "POST" {
            fields.replaceOrAdd(name: "Content-Type", value: "application/json")
            fields.replaceOrAdd(name: "Content-Length", value: String(body.count))
        }
        return (HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method), uri: path, headers: fields), body)
    }

    /// Connects, sends `request` and returns the future of the exchange: the status and body of
    /// the answer, or, for a stream, the status once the stream ends (its events go to `onEvent`).
    private func connect(
        _ request: (head: HTTPRequestHead, body: Data), stream: Bool, silence: Duration,
        onEvent: @escaping @Sendable (String, [UInt8]) -> Void
    ) async throws -> EventLoopFuture<(status: Int, body: Data)> {
        let group = MultiThreadedEventLoopGroup.singleton
        let promise = group.next().makePromise(of: (status: Int, body: Data).self)
        let bootstrap = ClientBootstrap(group: group)
            .connectTimeout(.seconds(5))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let guardHandler = RequestGuard(
                        maxHeadBytes: Self.maxHeadBytes, maxBodyBytes: stream ? Int.max : Self.maxMessageBytes,
                        deadline: stream ? .hours(24 * 365) : .nanoseconds(Int64(silence.seconds * 1e9)), answers: false
                    ) { reason in promise.fail(RoomClientError("the room sent \(reason)")) }
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(guardHandler)
                    var limits = NIOHTTPDecoderLimitConfiguration()
                    limits.maxHeaderFieldSize = Self.maxHeadBytes
                    limits.maxHeaderListSize = Self.maxHeadBytes
                    limits.maxHeaderFieldCount = 100
                    try pipeline.addHTTPClientHandlers(decoderLimitConfiguration: limits)
                    if stream {
                        try pipeline.addHandler(IdleStateHandler(readTimeout: .nanoseconds(Int64(silence.seconds * 1e9))))
                    }
                    try pipeline.addHandler(ResponseReader(request: request, promise: promise, stream: stream, requestGuard: guardHandler, onEvent: onEvent))
                }
            }
        // The request is written by the reader as the connection opens, on its event loop: a
        // client whose task waits for a busy thread pool must not leave the room waiting for it
        // (the room closes a silent connection after its deadline).
        let channel: any Channel
        do {
            channel = try await bootstrap.connect(host: host, port: Int(port)).get()
        } catch {
            // Never connected: nothing else will complete the promise (NIO stops a debug build
            // on a promise left uncompleted).
            promise.fail(error)
            throw error
        }
        promise.futureResult.whenComplete { _ in channel.close(promise: nil) }
        return promise.futureResult
    }
}

/// Reads the room's answer: the whole body (bounded by the guard before it), or a stream's
/// events, each at most ``RoomClient/maxMessageBytes``.
final class ResponseReader: ChannelInboundHandler {
    typealias InboundIn = HTTPClientResponsePart

    private let request: (head: HTTPRequestHead, body: Data)
    private let promise: EventLoopPromise<(status: Int, body: Data)>
    private let stream: Bool
    private let onEvent: @Sendable (String, [UInt8]) -> Void
    /// The connection's guard, which saw the answer's first bytes.
    private let requestGuard: RequestGuard
    private var status = 0
    private var body: [UInt8] = []
    private var events = ServerSentEvents(maxEventBytes: RoomClient.maxMessageBytes)

    init(request: (head: HTTPRequestHead, body: Data), promise: EventLoopPromise<(status: Int, body: Data)>, stream: Bool,
         requestGuard: RequestGuard, onEvent: @escaping @Sendable (String, [UInt8]) -> Void) {
        self.requestGuard = requestGuard
        self.request = request
        self.promise = promise
        self.stream = stream
        self.onEvent = onEvent
    }

    func channelActive(context: ChannelHandlerContext) {
        context.write(NIOAny(HTTPClientRequestPart.head(request.head)), promise: nil)
        if !request.body.isEmpty {
            context.write(NIOAny(HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: request.body)))), promise: nil)
        }
        context.writeAndFlush(NIOAny(HTTPClientRequestPart.end(nil)), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            status = Int(head.status.code)
        case .body(let buffer):
            guard stream, status == 200 else {
                body += buffer.readableBytesView
                return
            }
            do {
                for event in try events.feed(buffer.readableBytesView) { onEvent(event.name, event.data) }
            } catch {
                promise.fail(error)
                context.close(promise: nil)
            }
        case .end:
            promise.succeed((status, Data(body)))
            context.close(promise: nil)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            promise.fail(RoomClientError("the room went silent"))
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        promise.fail(closedError)
    }

    private var closedError: RoomClientError {
        RoomClientError(stream ? "the room closed the stream" : "the room closed the connection")
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if case .invalidEOFState? = error as? HTTPParserError {
            // The connection ended in the middle of an answer (a teacher who quit ends every
            // stream this way): the room went, it did not answer wrongly.
            promise.fail(closedError)
        } else if error is HTTPParserError {
            // Said with what came, escaped: a room that answers in something else is a room to look at.
            let began = String(decoding: requestGuard.firstBytes, as: UTF8.self).debugDescription
            promise.fail(RoomClientError("the room's answer was not HTTP (\(error)); it began \(began)"))
        } else {
            promise.fail(error)
        }
        context.close(promise: nil)
    }
}

/// Why the room could not be reached, in words for the attendee.
public struct RoomClientError: Error, CustomStringConvertible, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    /// A short reason for any error talking to the room.
    public static func reason(_ error: any Error) -> String {
        if let error = error as? RoomClientError { return error.description }
        if let error = error as? IOError { return String(String(cString: strerror(error.errnoCode)).lowercased().prefix(60)) }
        if let error = error as? ChannelError {
            switch error {
            case .connectTimeout: return "no answer to connecting"
            case .ioOnClosedChannel, .alreadyClosed, .eof: return "disconnected"
            default: return String("\(error)".prefix(60))
            }
        }
        if error is CancellationError { return "cancelled" }
        if let error = error as? NIOConnectionError {
            if let first = error.connectionErrors.first { return reason(first.error) }
            if error.dnsAAAAError != nil || error.dnsAError != nil { return "no such host '\(error.host)'" }
            return "cannot connect"
        }
        return String("\(error)".prefix(60))
    }
}

/// Runs `work`, or throws when it takes longer than `limit`.
func withTimeout<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await work() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw RoomClientError("no answer in \(Int(limit.seconds)) s") }
        return value
    }
}
