/// Text with styles, built by the shell and turned into a string only at the edge, where the
/// executable has decided whether the terminal gets colour.
public struct StyledText: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        case plain, heading, dim, code, output, error, warning, accent
    }

    public struct Run: Sendable, Equatable {
        public var style: Style
        public var text: String
    }

    public private(set) var runs: [Run] = []

    public init() {}

    public init(_ text: String, _ style: Style = .plain) {
        append(text, style)
    }

    public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty } }

    /// Appends `text`. Control characters other than newline and tab are stored escaped (`\e`,
    /// `\r`, `\u{7F}`): whatever a user typed or a lesson printed, the only escape sequences that
    /// reach a terminal are the shell's own colours.
    public mutating func append(_ text: String, _ style: Style = .plain) {
        guard !text.isEmpty else { return }
        let text = text.escapingControlCharacters
        if let last = runs.last, last.style == style {
            runs[runs.count - 1].text += text
        } else {
            runs.append(Run(style: style, text: text))
        }
    }

    /// Appends `text` and a newline.
    public mutating func line(_ text: String = "", _ style: Style = .plain) {
        append(text, style)
        append("\n")
    }

    public mutating func append(_ other: StyledText) {
        for run in other.runs { append(run.text, run.style) }
    }

    /// The text without any styling.
    public var plain: String { runs.map(\.text).joined() }

    /// The text for a terminal: ANSI colours when `color` is true, plain otherwise. Each line's
    /// style is closed before the newline so a pager or a cut never bleeds colour.
    public func rendered(color: Bool) -> String {
        guard color else { return plain }
        var result = ""
        for run in runs {
            guard let code = run.style.ansi else { result += run.text; continue }
            let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                if index > 0 { result += "\n" }
                if !line.isEmpty { result += "\u{1B}[\(code)m\(line)\u{1B}[0m" }
            }
        }
        return result
    }
}

extension StyledText.Style {
    var ansi: String? {
        switch self {
        case .plain: nil
        case .heading: "1;36"
        case .dim: "2"
        case .code: "33"
        case .output: "32"
        case .error: "1;31"
        case .warning: "35"
        case .accent: "1"
        }
    }
}

extension String {
    /// The text with every control character except newline and tab written as an escape, so it
    /// can be shown on a terminal without moving the cursor, changing colours or erasing a line:
    /// ESC becomes `\e`, CR `\r`, NUL `\0`, other C0 and C1 controls and DEL `\u{XX}`.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            guard Self.needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x1B: result += "\\e"
            case 0x0D: result += "\\r"
            case 0x00: result += "\\0"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}
