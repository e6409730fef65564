import NIOCore

/// The first handler of every connection, before the HTTP decoder sees a byte: the request line
/// and headers may be at most `maxHeadBytes`, the body at most `maxBodyBytes`, and the whole
/// request must arrive within `deadline` of the connection opening. A peer that sends more, or
/// too slowly, gets a short answer and the connection is closed: nothing it sends is buffered
/// beyond these bounds, and no parser ever sees a long line.
///
/// The room serves one request per connection. Once the request is whole (``finished()``), what
/// else the peer sends on the connection (an event stream's) is dropped unread.
final class RequestGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum State {
        /// Bytes of the head so far, and the last three (the end of the head, `\r\n\r\n`, may be
        /// split between reads).
        case head(count: Int, tail: [UInt8])
        case body(count: Int)
        case finished
    }

    let maxHeadBytes: Int
    let maxBodyBytes: Int
    let deadline: TimeAmount
    /// Whether a refusal is answered (the room's side) before the connection closes; a client
    /// reading a response only closes.
    let answers: Bool
    /// Called with a one-line reason when the guard closes a connection.
    let refused: (String) -> Void
    private var state = State.head(count: 0, tail: [])
    private var timer: Scheduled<Void>?
    /// A client's guard keeps the first bytes of the answer, to say what came when it was not HTTP.
    private(set) var firstBytes: [UInt8] = []

    init(maxHeadBytes: Int, maxBodyBytes: Int, deadline: TimeAmount, answers: Bool = true, refused: @escaping (String) -> Void) {
        self.maxHeadBytes = maxHeadBytes
        self.maxBodyBytes = maxBodyBytes
        self.deadline = deadline
        self.answers = answers
        self.refused = refused
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: deadline) {
            let (handler, context) = loopBound.value
            handler.refuse(context, 408, "Request Timeout", "no whole \(handler.answers ? "request" : "answer") within \(handler.deadline.nanoseconds / 1_000_000_000) s")
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    /// The request is whole: the deadline no longer applies, and later bytes are dropped.
    func finished() {
        state = .finished
        timer?.cancel()
        timer = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        if !answers, firstBytes.count < 64 { firstBytes += buffer.readableBytesView.prefix(64 - firstBytes.count) }
        switch state {
        case .finished:
            return
        case .body(let count):
            let total = count + buffer.readableBytes
            guard total <= maxBodyBytes else {
                return refuse(context, 413, "Payload Too Large", "a body of more than \(maxBodyBytes) bytes")
            }
            state = .body(count: total)
            context.fireChannelRead(data)
        case .head(let count, let tail):
            let bytes = buffer.readableBytesView
            var window = tail
            var offset = 0
            var end: Int?
            for byte in bytes {
                offset += 1
                window.append(byte)
                if window.count > 4 { window.removeFirst() }
                if window == [13, 10, 13, 10] {
                    end = offset
                    break
                }
            }
            if let end {
                guard count + end <= maxHeadBytes else { return refuseLongHead(context) }
                let bodyBytes = bytes.count - end
                guard bodyBytes <= maxBodyBytes else {
                    return refuse(context, 413, "Payload Too Large", "a body of more than \(maxBodyBytes) bytes")
                }
                state = .body(count: bodyBytes)
            } else {
                guard count + bytes.count <= maxHeadBytes else { return refuseLongHead(context) }
                state = .head(count: count + bytes.count, tail: Array(window.suffix(3)))
            }
            context.fireChannelRead(data)
        }
    }

    private func refuseLongHead(_ context: ChannelHandlerContext) {
        refuse(context, 431, "Request Header Fields Too Large", "a request line and headers of more than \(maxHeadBytes) bytes")
    }

    /// Answers with `status` and closes, once.
    private func refuse(_ context: ChannelHandlerContext, _ status: Int, _ phrase: String, _ reason: String) {
        guard case .finished = state else {
            state = .finished
            timer?.cancel()
            refused(reason)
            guard answers else { return context.close(promise: nil) }
            let text = "HTTP/1.1 \(status) \(phrase)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(reason.utf8.count + 1)\r\nConnection: close\r\n\r\n\(reason)\n"
            let buffer = context.channel.allocator.buffer(string: text)
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            context.writeAndFlush(wrapOutboundOut(buffer)).whenComplete { _ in loopBound.value.close(promise: nil) }
            return
        }
    }
}
