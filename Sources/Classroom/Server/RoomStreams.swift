import Foundation
import NIOCore
import NIOHTTP1
import PlaygroundKit
import Synchronization

/// The room's open event streams: the live page's (`/events`, HTML of the current step) and the
/// followers' (`/api/stream`, the room's state as JSON). Each gets the current event when it opens
/// and every move after; a heartbeat comment keeps proxies from closing a quiet one. A stream whose
/// peer stops reading is closed rather than buffered for: a slow viewer costs the room nothing.
final class RoomStreams: Sendable {
    enum Kind: Sendable {
        /// The live page: `event: move` with the step's HTML.
        case page
        /// A follower: `event: state` with a ``RoomState``.
        case state
    }

    static let headers = [
        ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"), ("X-Accel-Buffering", "no"),
    ]

    private struct Entry {
        var channel: any Channel
        /// Where the stream's later events are written: the connection's first handler, below
        /// the HTTP encoder, so that an event framed once per move is handed to each socket as
        /// it is (nil: through the encoder, as the first event goes).
        var raw: NIOLoopBound<ChannelHandlerContext>?
        var kind: Kind
        var address: String
    }

    private struct Table {
        var entries: [UInt64: Entry] = [:]
        var lastID: UInt64 = 0
        /// The events of the latest move, made once for every stream.
        var pageEvent: ByteBuffer
        var stateEvent: ByteBuffer
    }

    private let table: Mutex<Table>
    private let connections: ConnectionTable
    private let trouble: TroubleLog

    init(page: ByteBuffer, state: ByteBuffer, connections: ConnectionTable, trouble: TroubleLog) {
        table = Mutex(Table(pageEvent: page, stateEvent: state))
        self.connections = connections
        self.trouble = trouble
    }

    /// Registers a stream (its response head written) and sends it the current event. On the
    /// stream's event loop: a move published meanwhile reaches this stream through a task on
    /// the same loop, so after this event, never before it.
    func add(_ channel: any Channel, kind: Kind, address: String) -> UInt64 {
        let raw = (try? channel.pipeline.syncOperations.context(handlerType: RequestGuard.self))
            .map { NIOLoopBound($0, eventLoop: channel.eventLoop) }
        let (id, event) = table.withLock { table in
            table.lastID += 1
            table.entries[table.lastID] = Entry(channel: channel, raw: raw, kind: kind, address: address)
            return (table.lastID, kind == .page ? table.pageEvent : table.stateEvent)
        }
        // Not under the lock: a write that fails closes the channel at once, and its close
        // removes the stream, which takes the lock.
        channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(event)), promise: nil)
        return id
    }

    /// Forgets a stream whose connection closed (`left`: the peer went) or was closed by the room.
    func remove(_ id: UInt64, left: Bool) {
        let entry = table.withLock { $0.entries.removeValue(forKey: id) }
        guard let entry else { return }
        connections.closeStream(entry.address)
        if left { trouble.count(entry.kind == .page ? .viewerLeft : .followerLeft) }
    }

    /// A move: the new events, to every stream at once.
    func publish(page: ByteBuffer, state: ByteBuffer) {
        table.withLock { table in
            table.pageEvent = page
            table.stateEvent = state
            let (page, state) = (Self.chunk(page), Self.chunk(state))
            fanOut(table.entries.values.map { ($0, $0.kind == .page ? page : state) })
        }
    }

    /// A comment line on every stream, so that a quiet one stays open.
    func heartbeat() {
        let beat = Self.chunk(ByteBuffer(string: ": heartbeat\n\n"))
        table.withLock { table in
            fanOut(table.entries.values.map { ($0, beat) })
        }
    }

    /// Sends each event on its channel with one task per event loop, not one per stream: from
    /// outside a loop, every write is a hop onto the channel's loop, and a thousand hops queue
    /// behind each other where a loop's own task writes them all at once.
    private func fanOut(_ sends: [(entry: Entry, chunk: ByteBuffer)]) {
        var byLoop: [ObjectIdentifier: (loop: any EventLoop, sends: [(entry: Entry, chunk: ByteBuffer)])] = [:]
        for send in sends {
            let loop = send.entry.channel.eventLoop
            byLoop[ObjectIdentifier(loop), default: (loop, [])].sends.append(send)
        }
        for (loop, batch) in byLoop.values {
            loop.execute { [self] in
                for send in batch { self.send(send.chunk, to: send.entry) }
            }
        }
    }

    /// On the stream's event loop.
    private func send(_ chunk: ByteBuffer, to entry: Entry) {
        // A peer that does not read fills its socket; the room closes it instead of queueing.
        guard entry.channel.isWritable else {
            trouble.count(.slowStream)
            entry.channel.close(promise: nil)
            return
        }
        if let raw = entry.raw {
            raw.value.writeAndFlush(NIOAny(chunk), promise: nil)
        } else {
            entry.channel.close(promise: nil)
        }
    }

    /// An event as one chunk of the response's chunked body (`size CRLF data CRLF`), made once
    /// for every stream.
    static func chunk(_ event: ByteBuffer) -> ByteBuffer {
        var chunk = ByteBuffer(string: String(event.readableBytes, radix: 16) + "\r\n")
        var event = event
        chunk.writeBuffer(&event)
        chunk.writeString("\r\n")
        return chunk
    }

    func closeAll() {
        let channels = table.withLock { $0.entries.values.map(\.channel) }
        for channel in channels { channel.close(promise: nil) }
    }

    var count: Int { table.withLock { $0.entries.count } }
}

