/// One entry per line: the escapes that let any entry (newlines, NUL bytes included) round-trip through the
/// history file (see "Format" in ``HistoryFile``).
extension HistoryFile {
    static func encode(_ entry: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(entry.utf8.count)
        for byte in entry.utf8 {
            switch byte {
            case 0x5C: out += [0x5C, 0x5C]      // \  -> \\
            case 0x0A: out += [0x5C, 0x6E]      // LF -> \n
            case 0x0D: out += [0x5C, 0x72]      // CR -> \r
            case 0x00: out += [0x5C, 0x30]      // NUL -> \0
            default: out.append(byte)
            }
        }
        return out
    }

    /// The inverse of ``encode(_:)``. Unknown escapes and a trailing lone backslash are kept as written.
    static func decode(_ line: String) -> String {
        guard line.utf8.contains(0x5C) else { return line }
        var out: [UInt8] = []
        out.reserveCapacity(line.utf8.count)
        var iterator = line.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == 0x5C else { out.append(byte); continue }
            guard let next = iterator.next() else { out.append(byte); break }
            switch next {
            case 0x5C: out.append(0x5C)
            case 0x6E: out.append(0x0A)
            case 0x72: out.append(0x0D)
            case 0x30: out.append(0x00)
            default: out += [byte, next]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
