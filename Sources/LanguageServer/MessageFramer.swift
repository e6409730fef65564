/// JSON-RPC messages as the Language Server Protocol frames them on a byte stream: a header part
/// of `Name: value` lines, each ending in CRLF, an empty line, then exactly `Content-Length` bytes
/// of body.
///
///     Content-Length: 52\r\n
///     \r\n
///     {"jsonrpc":"2.0","method":"initialized","params":{}}
///
/// Bytes arrive as the pipe hands them over: a frame may come in pieces, several in one read.
/// ``append(_:)`` keeps them, ``next()`` takes out the next whole body. What the server sends is
/// not trusted: a header part that never ends, a line that is not a header, a missing, repeated
/// or impossible length, or a body larger than ``maxBodyBytes`` is an error, never a crash nor an
/// allocation of the size claimed.
public struct MessageFramer: Sendable {
    public enum FramingError: Error, Equatable, Sendable, CustomStringConvertible {
        /// No empty line within ``MessageFramer/maxHeaderBytes``.
        case headerTooLong
        /// A header line without `:`, or not ASCII.
        case malformedHeader(String)
        case missingContentLength
        /// A Content-Length that is not a decimal number, or two that differ.
        case invalidContentLength(String)
        /// A body longer than the framer accepts.
        case bodyTooLarge(Int)

        public var description: String {
            switch self {
            case .headerTooLong: "a header part longer than \(MessageFramer.maxHeaderBytes) bytes"
            case .malformedHeader(let line): "a header line that is not 'Name: value': \(line.debugDescription)"
            case .missingContentLength: "a message without Content-Length"
            case .invalidContentLength(let value): "a Content-Length that is not a length: \(value.debugDescription)"
            case .bodyTooLarge(let length): "a message of \(length) bytes, more than this client reads"
            }
        }
    }

    /// A header part longer than this is refused.
    public static let maxHeaderBytes = 4096
    /// Bodies longer than this are refused (a completion list is tens of kilobytes).
    public let maxBodyBytes: Int

    private var buffer: [UInt8] = []
    /// Where the unread bytes start in `buffer` (consumed bytes are dropped in batches).
    private var start = 0
    /// The body length of the frame being read, once its header part is in.
    private var pendingLength: Int?

    public init(maxBodyBytes: Int = 16 << 20) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Bytes read and not yet part of a body taken out.
    public var bufferedBytes: Int { buffer.count - start }

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole body, or nil until more bytes arrive. After an error the stream cannot be
    /// trusted to resynchronise: the caller ends the connection.
    public mutating func next() throws(FramingError) -> [UInt8]? {
        if pendingLength == nil {
            guard let (length, headerEnd) = try parseHeader() else { return nil }
            pendingLength = length
            start = headerEnd
        }
        guard let length = pendingLength, buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<start + length])
        start += length
        pendingLength = nil
        compact()
        return body
    }

    /// The frame around `body`.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// The body length and the index just past the empty line, once the whole header part is in.
    private func parseHeader() throws(FramingError) -> (length: Int, end: Int)? {
        let terminator: [UInt8] = [13, 10, 13, 10]
        let searchEnd = min(buffer.count, start + Self.maxHeaderBytes + terminator.count)
        var found: Int?
        var index = start
        while index + terminator.count <= searchEnd {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                found = index
                break
            }
            index += 1
        }
        guard let headerEnd = found else {
            if buffer.count - start > Self.maxHeaderBytes + terminator.count { throw .headerTooLong }
            return nil
        }
        var length: Int?
        for lineBytes in buffer[start..<headerEnd].split(separator: 13, omittingEmptySubsequences: false) {
            // Each line after the first starts with the LF of the CRLF before it.
            let line = lineBytes.first == 10 ? lineBytes.dropFirst() : lineBytes[...]
            if line.isEmpty { continue }
            let text = String(decoding: line, as: UTF8.self)
            guard line.allSatisfy({ ($0 >= 32 && $0 < 127) || $0 == 9 }), let colon = text.firstIndex(of: ":") else {
                throw .malformedHeader(String(decoding: line.prefix(80), as: UTF8.self))
            }
            let name = text[..<colon].trimmingWhitespace.lowercased()
            let value = text[text.index(after: colon)...].trimmingWhitespace
            guard name == "content-length" else { continue }
            guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }), let parsed = Int(value) else {
                throw .invalidContentLength(String(value.prefix(40)))
            }
            if let length, length != parsed { throw .invalidContentLength("\(length) and \(parsed)") }
            length = parsed
        }
        guard let length else { throw .missingContentLength }
        guard length <= maxBodyBytes else { throw .bodyTooLarge(length) }
        return (length, headerEnd + terminator.count)
    }

    /// Drops consumed bytes once they are most of the buffer.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count < 1 << 20)
            start = 0
        } else if start > 64 * 1024, start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingWhitespace: String {
        var characters = Substring(self)
        while let first = characters.first, first == " " || first == "\t" { characters.removeFirst() }
        while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
        return String(characters)
    }
}
