import NIOCore
import NIOHTTP1

/// A request as the room's routes see it: whole, its body at most a few KiB.
struct RoomRequest: Sendable {
    var method: HTTPMethod
    var path: String
    var query: [String: String]
    var headers: HTTPHeaders
    var body: [UInt8]
    /// The socket's own peer address: X-Forwarded-For is the client's to make up.
    var address: String

    init(head: HTTPRequestHead, body: [UInt8], address: String) {
        method = head.method
        headers = head.headers
        self.body = body
        self.address = address
        let parts = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts.first ?? "")
        var query: [String: String] = [:]
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(kv[0]).removingPercentEncoding ?? String(kv[0])
                query[name] = kv.count > 1 ? (String(kv[1]).removingPercentEncoding ?? String(kv[1])) : ""
            }
        }
        self.query = query
    }
}

/// What a route answers: a whole message, or an event stream that stays open.
enum RoomReply: Sendable {
    case message(status: HTTPResponseStatus, headers: [(String, String)], body: [UInt8])
    case stream(RoomStreams.Kind)
}

/// The room's end of a connection: one request, one answer (then the connection closes), or an
/// event stream the room writes to until either side goes.
final class RoomHTTPHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let server: RoomServer
    private let address: String
    private let requestGuard: RequestGuard
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var stream: UInt64?

    init(server: RoomServer, address: String, requestGuard: RequestGuard) {
        self.server = server
        self.address = address
        self.requestGuard = requestGuard
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            guard self.head == nil else { return }
            self.head = head
            // A body announced too large is refused before a byte of it is read.
            if let length = head.headers.first(name: "Content-Length").flatMap(Int.init), length > RoomMessages.maxBodyBytes {
                requestGuard.finished()
                server.trouble.count(.requestRefused("too large"))
                let text = Array("A body of \(length) bytes; the room takes \(RoomMessages.maxBodyBytes).\n".utf8)
                respond(context, status: .payloadTooLarge, headers: [("Content-Type", "text/plain; charset=utf-8")], body: text, length: text.count)
            }
        case .body(var buffer):
            if let bytes = buffer.readBytes(length: buffer.readableBytes) { body += bytes }
        case .end:
            guard let head, stream == nil, context.channel.isActive else { return }
            requestGuard.finished()
            let request = RoomRequest(head: head, body: body, address: address)
            body = []
            switch server.reply(to: request) {
            case .message(let status, let headers, let body):
                respond(context, status: status, headers: headers, body: head.method == .HEAD ? [] : body, length: body.count)
            case .stream(let kind):
                guard head.method != .HEAD else {
                    return respond(context, status: .ok, headers: RoomStreams.headers, body: [], length: nil)
                }
                openStream(context, kind: kind)
            }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let stream {
            server.streams.remove(stream, left: true)
            self.stream = nil
        }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A reset peer, a decoding error: the connection ends; the room goes on.
        if error is HTTPParserError { server.trouble.count(.requestRefused("not HTTP")) }
        context.close(promise: nil)
    }

    private func respond(_ context: ChannelHandlerContext, status: HTTPResponseStatus, headers: [(String, String)], body: [UInt8], length: Int?) {
        var fields = HTTPHeaders(headers)
        if let length { fields.replaceOrAdd(name: "Content-Length", value: String(length)) }
        fields.replaceOrAdd(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: fields))), promise: nil)
        if !body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: body)))), promise: nil)
        }
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in loopBound.value.close(promise: nil) }
    }

    private func openStream(_ context: ChannelHandlerContext, kind: RoomStreams.Kind) {
        if let refusal = server.connections.openStream(address) {
            server.trouble.count(.streamRefused(refusal))
            let text = Array("Too many event streams: \(refusal).\n".utf8)
            return respond(context, status: .serviceUnavailable, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Retry-After", "10")], body: text, length: text.count)
        }
        // Chunked, said outright: later events are written as ready-made chunks (RoomStreams).
        let head = HTTPResponseHead(version: .http1_1, status: .ok, headers: HTTPHeaders(RoomStreams.headers + [("Transfer-Encoding", "chunked")]))
        context.writeAndFlush(wrapOutboundOut(.head(head)), promise: nil)
        stream = server.streams.add(context.channel, kind: kind, address: address)
    }
}
