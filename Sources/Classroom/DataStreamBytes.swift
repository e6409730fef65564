import FlyingSocks
import Foundation

/// An `AsyncStream` of chunks as the byte sequence FlyingFox streams a body from (chunked
/// transfer encoding): how the event stream's body goes out as the teacher moves.
struct DataStreamBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let stream: AsyncStream<Data>

    init(_ stream: AsyncStream<Data>) {
        self.stream = stream
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(base: stream.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<Data>.Iterator
        var pending: [UInt8] = []

        mutating func next() async -> UInt8? {
            guard let buffer = await nextBuffer(suggested: 1) else { return nil }
            return buffer.first
        }

        /// Up to `count` bytes: what is left of the last chunk, else the next chunk.
        mutating func nextBuffer(suggested count: Int) async -> [UInt8]? {
            while pending.isEmpty {
                guard let chunk = await base.next() else { return nil }
                pending = Array(chunk)
            }
            let taken = Array(pending.prefix(Swift.max(1, count)))
            pending.removeFirst(taken.count)
            return taken
        }
    }
}
