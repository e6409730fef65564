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

    /// Registers a stream (its response head written) and sends it the current event.
    func add(_ channel: any Channel, kind: Kind, address: String) -> UInt64 {
        table.withLock { table in
            table.lastID += 1
            table.entries[table.lastID] = Entry(channel: channel, kind: kind, address: address)
            // Under the lock, so that no move can come between this event and the next.
            let event = kind == .page ? table.pageEvent : table.stateEvent
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(event)), promise: nil)
            return table.lastID
        }
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
            for entry in table.entries.values { send(entry.kind == .page ? page : state, to: entry.channel) }
        }
    }

    /// A comment line on every stream, so that a quiet one stays open.
    func heartbeat() {
        let beat = ByteBuffer(string: ": heartbeat\n\n")
        table.withLock { table in
            for entry in table.entries.values { send(beat, to: entry.channel) }
        }
    }

    private func send(_ event: ByteBuffer, to channel: any Channel) {
        // A peer that does not read fills its socket; the room closes it instead of queueing.
        guard channel.isWritable else {
            trouble.count(.slowStream)
            channel.close(promise: nil)
            return
        }
        channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(event)), promise: nil)
    }

    func closeAll() {
        let channels = table.withLock { $0.entries.values.map(\.channel) }
        for channel in channels { channel.close(promise: nil) }
    }

    var count: Int { table.withLock { $0.entries.count } }
}
