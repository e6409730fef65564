/// ANSI escape sequences (colours) in a prompt, made zero-width for libedit.
///
/// libedit counts every byte of the prompt as a column unless it is told otherwise: text between
/// two ``literalDelimiter`` characters (`EL_PROMPT_ESC`, like readline's `RL_PROMPT_START_IGNORE` and
/// `RL_PROMPT_END_IGNORE`) is printed but takes no room. So every escape sequence is wrapped in the
/// delimiter, and the cursor lands where the user's typing starts.
///
/// Pure: bytes in, bytes out; no libedit, no terminal.
enum PromptEscapes {
    /// Marks the start and end of zero-width text in the prompt given to libedit.
    static let literalDelimiter: CChar = 1

    /// A run of the prompt: visible text, or one escape sequence.
    struct Segment: Equatable {
        var isEscape: Bool
        var bytes: [UInt8]

        static func text(_ text: String) -> Segment { Segment(isEscape: false, bytes: Array(text.utf8)) }
        static func escape(_ text: String) -> Segment { Segment(isEscape: true, bytes: Array(text.utf8)) }
    }

    /// `prompt` with every ANSI escape sequence wrapped in ``literalDelimiter``. Stray delimiter
    /// characters are dropped.
    ///
    /// libedit drops zero-width text at the very end of the prompt, so escape sequences after the last visible
    /// character are moved in front of it: `"\e[32m> \e[0m"` becomes `"\e[32m>\e[0m "` (the reset still comes
    /// before anything the user types; only the final character loses the style, which for a space shows nothing).
    static func libEditPrompt(_ prompt: String) -> String {
        let delimiter = UInt8(bitPattern: literalDelimiter)
        let segments = endingInVisibleText(segments(of: prompt))
        var out: [UInt8] = []
        out.reserveCapacity(prompt.utf8.count + 2 * segments.count)
        for segment in segments {
            if segment.isEscape { out.append(delimiter) }
            out.append(contentsOf: segment.bytes)
            if segment.isEscape { out.append(delimiter) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The visible text and the escape sequences of `prompt`, in order, without any
    /// ``literalDelimiter`` character.
    static func segments(of prompt: String) -> [Segment] {
        let delimiter = UInt8(bitPattern: literalDelimiter)
        let bytes = Array(prompt.utf8).filter { $0 != delimiter }
        var segments: [Segment] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                let end = escapeSequenceEnd(bytes, from: index)
                segments.append(Segment(isEscape: true, bytes: Array(bytes[index..<end])))
                index = end
            } else {
                let end = bytes[index...].firstIndex(of: 0x1B) ?? bytes.count
                segments.append(Segment(isEscape: false, bytes: Array(bytes[index..<end])))
                index = end
            }
        }
        return segments
    }

    /// `segments` with the escape sequences after the last visible character moved in front of
    /// it, so the prompt ends in visible text (when it has any).
    static func endingInVisibleText(_ segments: [Segment]) -> [Segment] {
        guard let lastVisible = segments.lastIndex(where: { !$0.isEscape }), lastVisible < segments.count - 1 else {
            return segments
        }
        let text = String(decoding: segments[lastVisible].bytes, as: UTF8.self)
        let lastCharacter = text.last.map { String($0) } ?? ""
        let head = Array(text.utf8.dropLast(lastCharacter.utf8.count))
        var moved = Array(segments[..<lastVisible])
        moved.append(Segment(isEscape: false, bytes: head))
        moved.append(contentsOf: segments[(lastVisible + 1)...])
        moved.append(Segment(isEscape: false, bytes: Array(lastCharacter.utf8)))
        return moved
    }

    /// The index just past the escape sequence starting at `start` (which holds ESC). A sequence cut
    /// short by the end of the prompt ends there.
    static func escapeSequenceEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        guard index < bytes.count else { return index }
        switch bytes[index] {
        case UInt8(ascii: "["):   // CSI: parameters and intermediates, then one final byte 0x40-0x7E
            index += 1
            while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            return min(index + 1, bytes.count)
        case UInt8(ascii: "]"):   // OSC: up to BEL or ESC \
            index += 1
            while index < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B {
                    return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index
                }
                index += 1
            }
            return index
        default:                  // two-byte sequence
            return index + 1
        }
    }
}
