import PlaygroundKit

/// Builds well-formed (or nearly) command lines from choice bytes, so the fuzzer reaches deep
/// states (a lesson open, steps run, subscribers added) instead of stalling on "unknown command".
///
/// Candidates come from the shell itself: `Shell.completions(for:)` knows the commands that make
/// sense now, lesson ids, step numbers, inspectable names and each lesson command's own arguments.
/// Hostile values (huge and negative numbers, ranges, durations, Unicode, control characters,
/// escape sequences, quotes, very long words) are mixed in.
struct Grammar {
    /// Aliases of the built-in commands (the shell does not list them for completion).
    static let builtinAliases = ["?", "h", "ls", "list", "o", "n", "b", "prev", "r", "s", "i", "tick", "exit", "q"]

    /// Values that have broken, or could break, number, range, duration and text handling.
    static let hostile: [String] = {
        var values = [
            // integers at and beyond the edges
            "-9223372036854775808", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
            "18446744073709551616", "-1", "0", "1", "2", "+1", "01", "-0", "00000000000000000000001",
            "1e3", "0x10", "0b1", "1_000", "1,000", " 1", "1 ",
            // ranges (`--step 2-5`)
            "0-9223372036854775807", "-9223372036854775808-0", "1-9223372036854775807",
            "9223372036854775807-9223372036854775807", "-9223372036854775808--9223372036854775808",
            "0-0", "1-1", "2-1", "1-", "-", "--", "1--2", "1-2-3", "-1-1", "0--1", "1-12", "3-5",
            // durations (`advance 500ms`)
            "0ms", "1ms", "500ms", "1s", "1.5s", "2m", "-1s", "1e308s", "31536000s", "31536001s",
            "525600m", "0.0000001ms", "9223372036854775807ms", "1e-400", "nan", "NaN", "inf", "-inf",
            ".5s", "5.s", "1.5.5s", "1sms", "ms", "s", "m", "1M", "1S", "1MS",
            // Unicode
            "é", "e\u{301}", "İ", "ß", "ﬃ", "ǅ", "👨‍👩‍👧", "🇫🇷", "١٢", "１", "½", "Ⅻ",
            "\u{200B}", "\u{FEFF}", "\u{202E}olleh", "\u{2028}", "\u{3000}", "\u{85}", "\u{A0}1",
            "a" + String(repeating: "\u{301}", count: 300),
            // control characters and escape sequences
            "\u{0}", "\u{7}", "\u{8}\u{8}\u{8}", "\r", "\t", "\u{B}", "\u{C}", "\u{7F}",
            "\u{1B}[31m", "\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{1B}[6n", "\u{1B}", "\u{9B}31m",
            // quotes and shell-ish text
            "'", "\"", "'unterminated", "\"\"", "''", "'a b'", "\"a 'b' c\"", "%s%n%x", "$(id)", "`id`",
            "../../etc/passwd", "/dev/null", "-rf", "~", "*", "\\", "\\n", "{}", "[]", "null",
            // lesson names typed oddly
            "DI", "Di", "d", "e", "event", "-di", "di ", "9", "10", "Ordersvm", "ORDERSVM", "cart",
            "Cart", "checkout", "FixedCart", "ON", "Off", "live", "offline",
        ]
        values += [
            String(repeating: "a", count: 4096),
            String(repeating: "9", count: 400),
            String(repeating: "é", count: 1000),
            String(repeating: "x ", count: 2000),
            String(repeating: "'", count: 1001),
            String(repeating: "\u{1B}[0m", count: 500),
            String(repeating: "z", count: 65_536),
        ]
        return values
    }()

    /// Command names and aliases of each lesson, by lesson number (1-based), read once.
    let lessonCommandWords: [Int: [String]]
    /// Words of the commands that time real work (`bench`): never typed, since their output
    /// differs from run to run and each takes seconds.
    let timingWords: Set<String>

    init(catalog: Catalog) {
        var words: [Int: [String]] = [:]
        var timing = Set<String>()
        for (index, type) in catalog.lessons.enumerated() {
            let lesson = type.init(context: LessonContext())
            words[index + 1] = lesson.commands.filter { !$0.measuresTime }.flatMap { [$0.name] + $0.aliases }
            timing.formUnion(lesson.commands.filter(\.measuresTime).flatMap(\.words))
        }
        lessonCommandWords = words
        timingWords = timing
    }

    /// A shell line from `choices`, for the shell's current state.
    ///
    /// Byte 0 picks the command, byte 1 the number of arguments and how words are joined, and
    /// each further byte an argument: below 0x80, one of the shell's completions for what was
    /// built so far (a hostile value when there are none); from 0x80, a hostile value.
    func shellLine(_ choices: [UInt8], shell: Shell, lessonNumber: Int?) -> String {
        var bytes = choices.makeIterator()
        guard let commandByte = bytes.next() else { return "" }
        var commands = shell.completions(for: "").filter { !timingWords.contains($0) } + Self.builtinAliases
        if let lessonNumber { commands += lessonCommandWords[lessonNumber] ?? [] }
        var command = Self.pick(commandByte & 0x7F, from: commands) ?? "help"
        if commandByte & 0x80 != 0 {
            command = commandByte & 0x40 != 0 ? command.uppercased() : Self.pick(commandByte, from: Self.hostile) ?? command
        }
        let shape = bytes.next() ?? 0
        let argumentCount = Int(shape & 0x07) % 5
        let separator = [" ", " ", "  ", "\t", " \u{A0}"][Int(shape >> 3) % 5]
        let quote = ["", "", "", "'", "\""][Int(shape >> 5) % 5]

        var line = command
        for _ in 0..<argumentCount {
            let choice = bytes.next() ?? 0
            let word: String
            if choice < 0x80, let candidate = Self.pick(choice, from: shell.completions(for: line + " ")) {
                word = candidate
            } else {
                word = Self.pick(choice, from: Self.hostile) ?? ""
            }
            line += separator + quote + word + quote
        }
        return line
    }

    /// Two lines for `playground run <lesson> --step <selection>`.
    func transcriptArgument(_ choices: [UInt8], catalog: Catalog, isLesson: Bool) -> String {
        var bytes = choices.makeIterator()
        let first = bytes.next() ?? 0
        let pool: [String]
        if isLesson {
            pool = catalog.ids + (0...catalog.lessons.count + 1).map(String.init)
        } else {
            pool = (0...14).map(String.init) + ["1-3", "2-5", "12-12", "0-1", "5-4"]
        }
        let base = first < 0x80 ? Self.pick(first, from: pool) ?? "" : Self.pick(first, from: Self.hostile) ?? ""
        guard let second = bytes.next() else { return base }
        // A second byte joins another piece with a dash: ranges built from both pools.
        let other = second < 0x80 ? Self.pick(second, from: pool) ?? "" : Self.pick(second, from: Self.hostile) ?? ""
        return base + "-" + other
    }

    static func pick<Byte: BinaryInteger>(_ byte: Byte, from candidates: [String]) -> String? {
        candidates.isEmpty ? nil : candidates[Int(byte) % candidates.count]
    }
}
