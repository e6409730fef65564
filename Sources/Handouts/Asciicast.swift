import PlaygroundKit

/// A lesson as an asciicast v2 recording (`playground run di --asciicast di.cast`), for
/// `asciinema play`, the asciinema player on a web page, or svg-term: the transcript as a terminal
/// would have shown it, with a marker at every step (`1. Who makes the view model?`), so a player
/// can jump from step to step.
///
/// The same lesson gives the same bytes on every run and every machine: time is synthetic (a fixed
/// pace per line and a pause before each step, never the wall clock) and the header has no
/// timestamp.
///
/// Format: <https://docs.asciinema.org/manual/asciicast/v2/>. One JSON header line, then one
/// event per line: `[time, "o", text]` for output (with `\r\n` line ends, as a terminal gets
/// them) and `[time, "m", label]` for a marker (asciinema 2.2 and later).
public struct Asciicast: Sendable, Equatable {
    /// A piece of the transcript: what `open` printed (no marker), or one step (its marker label).
    public struct Chunk: Sendable, Equatable {
        public var marker: String?
        public var text: StyledText
    }

    public var title: String
    public var chunks: [Chunk]

    /// Seconds between two lines of output, and the pause before each step.
    public static let linePace = 0.04
    public static let stepPause = 2.0

    /// Runs lesson `id` (an id or number) on a fresh shell as `playground run` does, keeping each
    /// step apart. `steps`: 1-based, in order (nil: all). Nil when there is no such lesson or a
    /// step is out of range (`Transcript.render` says why). `language`: as `playground run --lang`.
    public static func record(catalog: Catalog, lesson id: String, steps: ClosedRange<Int>? = nil, language: Language = .en) -> Asciicast? {
        guard let match = catalog.lesson(matching: id) else { return nil }
        let type = match.lesson
        let records = StepRecorder()
        let shell = Shell(catalog: catalog, environment: Shell.Environment(host: records))
        shell.language = language
        var chunks = [Chunk(marker: nil, text: shell.apply(.open(type.id)).text)]
        let count = shell.stepCount ?? 0
        let range = steps ?? 1...max(count, 1)
        guard count > 0 || steps == nil else { return nil }
        guard count == 0 || (range.lowerBound >= 1 && range.upperBound <= count) else { return nil }
        for number in count == 0 ? [] : Array(range) {
            var text = StyledText()
            text.line()
            text.append(shell.apply(.run(number)).text)
            let title = records.steps.last { $0.number == number }?.title ?? "step \(number)"
            chunks.append(Chunk(marker: "\(number). \(title)", text: text))
        }
        let title = Words.$language.withValue(language) { "\(Words.lesson) \(match.number): \(shell.frontMatter(of: type).title)" }
        return Asciicast(title: title, chunks: chunks)
    }

    /// The transcript, as `playground run` prints it.
    public func transcript(color: Bool) -> String {
        chunks.map { $0.text.rendered(color: color) }.joined()
    }

    /// The recording, one JSON value per line. `width`: at least 80 columns, wider when a line needs it.
    public func encoded(color: Bool, height: Int = 30) -> String {
        let rendered = chunks.map { (marker: $0.marker, text: $0.text.rendered(color: color)) }
        let widest = chunks.flatMap { $0.text.plain.split(separator: "\n") }.map(\.count).max() ?? 0
        var lines = ["{" + [
            "\"version\": 2",
            "\"width\": \(max(80, widest))",
            "\"height\": \(height)",
            "\"title\": " + Self.json(title),
            "\"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}",
        ].joined(separator: ", ") + "}"]
        // Time in milliseconds, so every stamp prints the same everywhere.
        var time = 0
        let pace = Int(Self.linePace * 1000), pause = Int(Self.stepPause * 1000)
        for chunk in rendered {
            if let marker = chunk.marker {
                time += pause
                lines.append("[\(Self.seconds(time)), \"m\", \(Self.json(marker))]")
            }
            let pieces = chunk.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                // Every piece but the last ended with a newline, which a terminal gets as \r\n.
                let data = String(piece) + (index == pieces.count - 1 ? "" : "\r\n")
                guard !data.isEmpty else { continue }
                lines.append("[\(Self.seconds(time)), \"o\", \(Self.json(data))]")
                time += pace
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `1234` ms as `1.234`.
    static func seconds(_ milliseconds: Int) -> String {
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, everything else as UTF-8.
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
