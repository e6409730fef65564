/// A reader of `text/event-stream` bytes, as they come: events end at a blank line; `event:` names
/// one, `data:` lines carry it. One event may be at most `maxEventBytes`: a server that sends more
/// without a blank line is cut off, not buffered for.
struct ServerSentEvents {
    struct Event: Equatable {
        var name: String
        var data: [UInt8]
    }

    struct TooLarge: Error, CustomStringConvertible {
        var limit: Int
        var description: String { "the room sent an event of more than \(limit) bytes" }
    }

    let maxEventBytes: Int
    private var pending: [UInt8] = []

    init(maxEventBytes: Int) {
        self.maxEventBytes = maxEventBytes
    }

    /// The events that `bytes` completes.
    mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) throws -> [Event] {
        var events: [Event] = []
        for byte in bytes {
            if byte == 13 { continue }  // CR: lines end with LF here
            pending.append(byte)
            if pending.count > maxEventBytes { throw TooLarge(limit: maxEventBytes) }
            if byte == 10, pending.count >= 2, pending[pending.count - 2] == 10 {
                if let event = Self.event(pending) { events.append(event) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        return events
    }

    private static func event(_ bytes: [UInt8]) -> Event? {
        var name = "message"
        var data: [UInt8] = []
        var sawData = false
        for line in bytes.split(separator: 10, omittingEmptySubsequences: true) {
            if line.first == UInt8(ascii: ":") { continue }  // a comment: the heartbeat
            let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.endIndex
            let field = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
            var value = line[colon...].dropFirst()
            if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
            switch field {
            case "event": name = String(decoding: value, as: UTF8.self)
            case "data":
                if sawData { data.append(10) }
                data += value
                sawData = true
            default: break
            }
        }
        return sawData ? Event(name: name, data: data) : nil
    }
}
