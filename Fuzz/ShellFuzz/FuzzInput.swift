/// How the fuzzer's bytes become shell input.
///
/// ```
/// byte 0      header: which lesson to open first, and which entry point to drive
/// the rest    lines, split on "\n"; a line is typed literally (bytes decoded as UTF-8, invalid
///             bytes becoming U+FFFD) unless it starts with 0xFF: then each following byte picks
///             a piece of a well-formed command (see `Grammar`)
/// ```
///
/// Header: the low four bits pick the lesson opened before the first line (0: none, k: lesson k,
/// modulo the catalog's size plus one); the high four bits pick the entry point:
/// `0x40`-`0x5F` (`@`, `A`...`Z`): `playground run <line 1> --step <line 2>`, that is
/// `Catalog.lesson(matching:)`, `Transcript.Selection` and `Transcript.render`;
/// `0x60`-`0x7F` (`` ` ``, `a`...`z`): the lines as a piped script, through `ScriptRunner`;
/// anything else (the digits `0`...`9` among them): `Shell.handle`, one line at a time.
///
/// So a seed file reads as text: `1` then `next\nresolve OrdersVM 42\n` opens lesson 1 and types
/// two lines.
struct FuzzInput {
    enum EntryPoint: Equatable {
        case shell, script, transcript
    }

    /// A line as it arrived: typed as it is, or to be built from choices.
    enum Line: Equatable {
        case literal(String)
        case grammar([UInt8])
    }

    /// Lines beyond this are ignored, so one input stays quick however long it is.
    static let maxLines = 32
    /// The byte that marks a grammar line.
    static let grammarMarker: UInt8 = 0xFF

    var entryPoint: EntryPoint
    /// 0: no lesson opened first; k: lesson k (1-based) of the catalog.
    var lesson: Int
    var lines: [Line]

    init(_ bytes: UnsafeBufferPointer<UInt8>, lessonCount: Int) {
        guard let header = bytes.first else {
            self.entryPoint = .shell
            self.lesson = 0
            self.lines = []
            return
        }
        switch header >> 4 {
        case 4, 5: entryPoint = .transcript
        case 6, 7: entryPoint = .script
        default: entryPoint = .shell
        }
        lesson = Int(header & 0x0F) % (lessonCount + 1)
        var lines: [Line] = []
        let body = UnsafeBufferPointer(rebasing: bytes.dropFirst())
        for slice in body.split(separator: 0x0A, maxSplits: Self.maxLines, omittingEmptySubsequences: false).prefix(Self.maxLines) {
            if slice.first == Self.grammarMarker {
                lines.append(.grammar(Array(slice.dropFirst())))
            } else {
                lines.append(.literal(String(decoding: slice, as: UTF8.self)))
            }
        }
        // A trailing newline ends the last line; it does not add an empty one.
        if body.last == 0x0A, lines.last == .literal("") { lines.removeLast() }
        self.lines = lines
    }
}
