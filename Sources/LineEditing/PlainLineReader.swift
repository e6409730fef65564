#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reader for pipes and files (stdin is not a terminal, or `TERM=dumb`): no prompt output, no escape codes, no
/// history file.
///
/// Reads raw bytes with `read(2)` (no `FILE*` buffering shared with anybody else), splits on `\n`, strips one
/// trailing `\r`, and decodes lossily as UTF-8. A last line without a newline is still returned; after that, and
/// on a read error, every call returns ``ReadResult/endOfInput``. Lines of any length are returned intact.
///
/// The descriptor is not closed by ``close()``; it belongs to the caller.
public final class PlainLineReader: LineReader {
    private let fileDescriptor: Int32
    /// Bytes read but not yet returned live in `buffer[start...]`.
    private var buffer: [UInt8] = []
    private var start = 0
    /// Everything in `buffer[start..<scanned]` is known to hold no newline.
    private var scanned = 0
    private var reachedEnd = false
    private var historyList = HistoryList()

    private static let chunkSize = 64 * 1024

    public init(fileDescriptor: Int32 = 0) {
        self.fileDescriptor = fileDescriptor
    }

    /// `prompt` is ignored: this reader never writes anything.
    public func readLine(prompt: String) -> ReadResult {
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                let line = takeLine(upTo: newline)
                start = newline + 1
                scanned = start
                return .line(line)
            }
            scanned = buffer.count
            if reachedEnd {
                if start < buffer.count {
                    let line = takeLine(upTo: buffer.count)
                    start = buffer.count
                    scanned = start
                    return .line(line)
                }
                return .endOfInput
            }
            fill()
        }
    }

    public func addHistory(_ line: String) {
        historyList.append(line)
    }

    public var history: [String] { historyList.entries }

    public var warnings: [String] { [] }

    /// Nothing to save; safe to call any number of times.
    public func close() {}

    // MARK: - Private

    private func takeLine(upTo end: Int) -> String {
        var lineEnd = end
        if lineEnd > start && buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        return String(decoding: buffer[start..<lineEnd], as: UTF8.self)
    }

    /// Reads one more chunk (or notes the end of input).
    private func fill() {
        // Drop what was already returned, so the buffer does not grow with the whole input.
        if start > 0 && (start >= Self.chunkSize || start == buffer.count) {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: Self.chunkSize))
        while true {
            let count = buffer.withUnsafeMutableBytes {
                readDescriptor(fileDescriptor, $0.baseAddress! + oldCount, Self.chunkSize)
            }
            if count > 0 {
                buffer.removeLast(Self.chunkSize - count)
                return
            }
            let error = errno
            if count < 0 && error == EINTR { continue }
            if count < 0 && (error == EAGAIN || error == EWOULDBLOCK) {
                // A non-blocking descriptor: wait until there is something to read.
                var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, -1)
                continue
            }
            buffer.removeLast(Self.chunkSize)
            reachedEnd = true
            return
        }
    }
}
