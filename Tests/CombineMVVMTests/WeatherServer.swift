import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization
@testable import CombineMVVM

/// A stand-in for OpenWeatherMap on 127.0.0.1 (a port the system picks), on SwiftNIO: answers
/// `GET /data/2.5/weather?q=<city>` like the real service, and badly for a few made-up cities:
/// "Slow" never answers, "Broken" answers with a 500 and an HTML page, "Garbled" with cut-off
/// JSON. No request leaves the machine.
///
/// (It replaced a FlyingFox server: FlyingFox's `stop()` closes the listening socket while its
/// accept loop may still use the descriptor's number, which, in a test process shared with the
/// room's tests, can already be another test's socket. SwiftNIO never touches a descriptor it
/// closed.)
final class WeatherServer: Sendable {
    /// What the server heard: each request's query, as `name=value` pairs joined by `&`.
    final class Heard: Sendable {
        let queries = Mutex<[String]>([])
    }

    let heard = Heard()
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel

    var port: Int { channel.localAddress?.port ?? 0 }
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/data/2.5/weather")! }

    init() async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let heard = heard
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(WeatherHandler(heard: heard))
                }
            }
        do {
            channel = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
        self.group = group
    }

    /// Stops listening and closes every connection (a slow answer still waiting is dropped).
    func stop() async {
        try? await channel.close()
        try? await group.shutdownGracefully()
    }
}

/// One connection's requests.
private final class WeatherHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let heard: WeatherServer.Heard
    private var head: HTTPRequestHead?

    init(heard: WeatherServer.Heard) {
        self.heard = heard
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
        case .body:
            break
        case .end:
            guard let head else { return }
            self.head = nil
            answer(head, context: context)
        }
    }

    private func answer(_ head: HTTPRequestHead, context: ChannelHandlerContext) {
        let components = URLComponents(string: head.uri)
        guard head.method == .GET, components?.path == "/data/2.5/weather" else {
            return respond(context, status: 404, body: Data("not found".utf8), keepAlive: head.isKeepAlive)
        }
        let items = components?.queryItems ?? []
        heard.queries.withLock { $0.append(items.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")) }
        let city = items.first { $0.name == "q" }?.value ?? ""
        switch city {
        case "Slow":
            // Never answered: the connection stays open, silent, until the client gives up or the
            // server stops. (An answer after a few seconds would race a test that a loaded machine
            // keeps waiting for longer than that.)
            break
        case "Broken":
            respond(context, status: 500, body: Data("<html>oops</html>".utf8), keepAlive: head.isKeepAlive)
        case "Garbled":
            respond(context, status: 200, body: Data(#"{"name":"Moscow","main":{"temp":"#.utf8), keepAlive: head.isKeepAlive)
        default:
            let answer = WeatherSamples.answer(for: city)
            respond(context, status: answer.status, body: answer.body, keepAlive: head.isKeepAlive)
        }
    }

    private func respond(_ context: ChannelHandlerContext, status: Int, body: Data, keepAlive: Bool) {
        guard context.channel.isActive else { return }
        var headers = HTTPHeaders([("Content-Type", "application/json"), ("Content-Length", String(body.count))])
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        let head = HTTPResponseHead(version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { loopBound.value.close(promise: nil) }
        }
    }
}
