/// What Foundation's `JSONDecoder` lets through and the room does not: a key twice in one object
/// (the decoder keeps the last, so a client could show one value to a proxy and another to the
/// room) and a number with a fraction or an exponent (the decoder reads `1.0` as the integer 1;
/// no value the room takes is fractional). A small scanner over the bytes, run before decoding;
/// the room's bodies are at most 4 KiB, and nesting deeper than 8 is refused too.
enum StrictJSON {
    /// Why `body` is not strict JSON, or nil when it is (a body that is not JSON at all is left
    /// for the decoder to refuse).
    static func problem(in body: some Collection<UInt8>) -> String? {
        var scanner = Scanner(bytes: Array(body))
        do {
            try scanner.value(depth: 0)
            return nil
        } catch let refusal as Refusal {
            return refusal.reason
        } catch {
            return nil
        }
    }

    struct Refusal: Error { var reason: String }
    struct Malformed: Error {}

    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func value(depth: Int) throws {
            guard depth <= 8 else { throw Refusal(reason: "JSON nested deeper than 8") }
            skipSpace()
            guard index < bytes.count else { throw Malformed() }
            switch bytes[index] {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: try word()
            }
        }

        mutating func object(depth: Int) throws {
            index += 1
            var keys: Set<[UInt8]> = []
            skipSpace()
            if peek == UInt8(ascii: "}") { index += 1; return }
            while true {
                skipSpace()
                guard peek == UInt8(ascii: "\"") else { throw Malformed() }
                let key = try string()
                // No key the room reads needs an escape, and an escaped spelling of a key would
                // slip past the duplicate check below.
                guard !key.contains(UInt8(ascii: "\\")) else { throw Refusal(reason: "an escaped key") }
                guard keys.insert(key).inserted else {
                    throw Refusal(reason: "the key '\(String(decoding: key.prefix(32), as: UTF8.self))' twice in one object")
                }
                skipSpace()
                guard peek == UInt8(ascii: ":") else { throw Malformed() }
                index += 1
                try value(depth: depth + 1)
                skipSpace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                guard peek == UInt8(ascii: "}") else { throw Malformed() }
                index += 1
                return
            }
        }

        mutating func array(depth: Int) throws {
            index += 1
            skipSpace()
            if peek == UInt8(ascii: "]") { index += 1; return }
            while true {
                try value(depth: depth + 1)
                skipSpace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                guard peek == UInt8(ascii: "]") else { throw Malformed() }
                index += 1
                return
            }
        }

        /// The raw bytes between the quotes, escapes as written.
        mutating func string() throws -> [UInt8] {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard index < bytes.count else { throw Malformed() }
            defer { index += 1 }
            return Array(bytes[start..<index])
        }

        mutating func number() throws {
            while let byte = peek, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                    throw Refusal(reason: "a number with a fraction or an exponent (the room takes whole numbers)")
                }
                index += 1
            }
        }

        mutating func word() throws {
            for literal in ["true", "false", "null"] {
                let utf8 = Array(literal.utf8)
                if bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 {
                    index += utf8.count
                    return
                }
            }
            throw Malformed()
        }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }
    }
}
