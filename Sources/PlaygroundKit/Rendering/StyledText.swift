/// Text with styles, built by the shell and turned into a string only at the edge, where the
/// executable has decided whether the terminal gets colour and how wide it is.
///
/// Prose (``prose(_:_:indent:)``) is kept unwrapped and wrapped when rendered: at 78 columns for
/// transcripts and pipes, at the terminal's width when that is narrower (``TerminalLayout``).
public struct StyledText: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        case plain, heading, dim, code, output, error, warning, accent
    }

    public struct Run: Sendable, Equatable {
        public var style: Style
        public var text: String
        /// For prose: the run is one paragraph or list item (no newline), wrapped when rendered,
        /// each wrapped line starting with this prefix. Nil: the text is shown as it is.
        public var proseIndent: String?
        /// A picture, drawn when rendered at the width there is (`text` is empty); each of its
        /// lines starts with `proseIndent`.
        public var figure: Figure? = nil
        /// A source line and the caret line under it, laid out together (``SourceExcerpt``):
        /// each of its lines starts with `proseIndent`.
        public var excerpt: [String]? = nil
        /// For a wrapped line of a message (``message(_:_:indent:hanging:)``): the extra indent of
        /// its continuation lines; it wraps to the whole width, `proseIndent` included.
        public var hanging: String? = nil
    }

    public private(set) var runs: [Run] = []

    /// The step this text shows, when it shows one (`── di 2/12 · title`), or `Commands` for
    /// `help`'s list: a pager puts a text with a title through, when it is taller than the terminal.
    public var title: String?

    public init() {}

    public init(_ text: String, _ style: Style = .plain) {
        append(text, style)
    }

    public var isEmpty: Bool { runs.allSatisfy { $0.text.isEmpty && $0.figure == nil && $0.excerpt == nil } }

    /// Appends `text`. Control characters other than newline and tab are stored escaped (`\e`,
    /// `\r`, `\u{7F}`): whatever a user typed or a lesson printed, the only escape sequences that
    /// reach a terminal are the shell's own colours.
    public mutating func append(_ text: String, _ style: Style = .plain) {
        append(Run(style: style, text: text.escapingControlCharacters, proseIndent: nil))
    }

    /// Appends `text` and a newline.
    public mutating func line(_ text: String = "", _ style: Style = .plain) {
        append(text, style)
        append("\n")
    }

    /// Appends prose, one line per paragraph or list item (as lesson text is written), to be
    /// wrapped when rendered (see ``TextLayout/wrap(_:width:)``): each wrapped line starts with
    /// `indent`. Ends with a newline.
    public mutating func prose(_ text: String, _ style: Style = .plain, indent: String = "") {
        for line in text.lines {
            if !line.isEmpty { append(Run(style: style, text: String(line).escapingControlCharacters, proseIndent: indent)) }
            append("\n")
        }
    }

    /// Appends lines of a message (a compiler's), each wrapped when rendered to the width there is
    /// (80 columns without a terminal), indent included: the first row after `indent`, the rows it
    /// wraps to after `indent` and `hanging`. Ends with a newline.
    public mutating func message(_ text: String, _ style: Style = .plain, indent: String = "", hanging: String = "  ") {
        for line in text.lines {
            if !line.isEmpty { append(Run(style: style, text: String(line).escapingControlCharacters, proseIndent: indent, hanging: hanging)) }
            append("\n")
        }
    }

    /// Appends a picture, drawn when the text is rendered: at the terminal's width, in box
    /// drawing where the terminal shows Unicode; at 80 columns without a terminal, in box drawing
    /// when the output is coloured and in ASCII when it is plain (`--no-color`, a pipe). Each line
    /// starts with `indent`; the picture ends with a newline.
    public mutating func figure(_ figure: Figure, indent: String = "", _ style: Style = .output) {
        append(Run(style: style, text: "", proseIndent: indent, figure: figure))
    }

    /// Appends the source line and caret line a compiler showed under a diagnostic, kept
    /// together when the terminal is narrow (``SourceExcerpt``); each line starts with `indent`.
    public mutating func excerpt(_ lines: [String], indent: String = "", _ style: Style = .dim) {
        guard !lines.isEmpty else { return }
        append(Run(style: style, text: "", proseIndent: indent, excerpt: lines.map(\.escapingControlCharacters)))
    }

    /// Appends what a lesson printed: its text in `style`, each line after `indent`, and the
    /// pictures it drew (``Figure/marker``) as figures. Ends with a newline when there was any.
    /// `trimmingBlankEnd`: blank lines at the very end are left out.
    public mutating func output(_ output: String, indent: String = "", _ style: Style = .output, trimmingBlankEnd: Bool = false) {
        let pieces = Figure.pieces(of: output)
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                var lines = text.lines.map(String.init).dropLast(text.hasSuffix("\n") ? 1 : 0)
                if trimmingBlankEnd, index == pieces.count - 1 {
                    while lines.last?.isEmpty == true { lines.removeLast() }
                }
                for line in lines {
                    append((line.isEmpty ? "" : indent + line) + "\n", style)
                }
            case .figure(let drawn):
                figure(drawn, indent: indent, style)
            }
        }
    }

    public mutating func append(_ other: StyledText) {
        if title == nil { title = other.title }
        for run in other.runs { append(run) }
    }

    private mutating func append(_ run: Run) {
        guard !run.text.isEmpty || run.figure != nil || run.excerpt != nil else { return }
        if run.proseIndent == nil, run.figure == nil, run.excerpt == nil, let last = runs.last, last.style == run.style, last.proseIndent == nil {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    /// The text without any styling, as a transcript or a pipe gets it.
    public var plain: String { rendered(color: false) }

    /// The text for a terminal: ANSI colours when `color` is true, plain otherwise. Each line's
    /// style is closed before the newline so a pager or a cut never bleeds colour.
    ///
    /// With a `layout` (an interactive terminal), prose wraps at the terminal's width when it is
    /// narrower than 80 columns, and any other line wider than the terminal is folded with a
    /// continuation mark (``TextLayout/fold(_:width:mark:)``). Without one, prose wraps at 78
    /// columns and nothing else changes: transcripts never depend on the terminal.
    public func rendered(color: Bool, layout: TerminalLayout? = nil) -> String {
        let text = laidOut(layout, unicode: layout?.unicode ?? color)
        guard color else { return text.runs.map(\.text).joined() }
        var result = ""
        for run in text.runs {
            guard let code = run.style.ansi else { result += run.text; continue }
            let lines = run.text.lines
            for (index, line) in lines.enumerated() {
                if index > 0 { result += "\n" }
                if !line.isEmpty { result += "\u{1B}[\(code)m\(line)\u{1B}[0m" }
            }
        }
        return result
    }

    /// How many lines the text takes on a terminal with `layout`.
    public func lineCount(layout: TerminalLayout?) -> Int {
        let text = rendered(color: false, layout: layout)
        return text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
    }

    /// Prose wrapped, then (with a layout) lines wider than the terminal folded: only plain runs left.
    private func laidOut(_ layout: TerminalLayout?, unicode: Bool) -> StyledText {
        var wrapped = StyledText()
        let proseWidth = layout?.proseWidth ?? TextLayout.width
        for run in runs {
            if let figure = run.figure {
                let indent = run.proseIndent ?? ""
                let style = FigureStyle(width: (layout?.width ?? TextLayout.width + 2) - indent.count, unicode: unicode)
                let drawn = FigureText.draw(figure, style: style).lines.dropLast().map { $0.isEmpty ? "" : indent + $0 }
                wrapped.append(Run(style: run.style, text: drawn.joined(separator: "\n") + "\n", proseIndent: nil))
                continue
            }
            if let excerpt = run.excerpt {
                let indent = run.proseIndent ?? ""
                let ellipsis = unicode ? "…" : "..."
                let lines = layout.map { SourceExcerpt.fit(excerpt, width: $0.width - indent.count, ellipsis: ellipsis) } ?? excerpt
                wrapped.append(Run(style: run.style, text: lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n") + "\n", proseIndent: nil))
                continue
            }
            guard let indent = run.proseIndent else {
                wrapped.append(run)
                continue
            }
            if let hanging = run.hanging {
                let width = (layout?.width ?? TextLayout.width + 2) - indent.count
                let lines = TextLayout.wrap(run.text, width: width, continuationWidth: width - hanging.count)
                let text = lines.enumerated().map { ($0.offset == 0 ? indent : indent + hanging) + $0.element }
                wrapped.append(Run(style: run.style, text: text.joined(separator: "\n"), proseIndent: nil))
                continue
            }
            let lines = TextLayout.wrap(run.text, width: proseWidth)
            wrapped.append(Run(style: run.style, text: lines.map { indent + $0 }.joined(separator: "\n"), proseIndent: nil))
        }
        guard let layout else { return wrapped }
        var folded = StyledText()
        for line in wrapped.lines {
            let characters = line.flatMap { run in run.text.map { (character: $0, style: run.style) } }
            // Paths and commands to copy stay whole in messages; code is folded anywhere it must be.
            let keepWhole = TextLayout.copyableRanges(characters.map(\.character)).filter { range in
                !characters[range].contains { $0.style == .code }
            }
            let pieces = TextLayout.foldedRanges(characters.map(\.character), width: layout.width, markWidth: layout.continuation.count + 1, keepWhole: keepWhole)
            for (index, piece) in pieces.enumerated() {
                if index > 0 {
                    folded.append("\n")
                    folded.append(String(repeating: " ", count: piece.indent))
                    folded.append(layout.continuation + " ", .dim)
                }
                for character in characters[piece.range] { folded.append(String(character.character), character.style) }
            }
            folded.append("\n")
        }
        // `lines` ends every line with a newline; the text may not have.
        if !wrapped.runs.isEmpty, wrapped.runs.last?.text.hasSuffix("\n") == false, let last = folded.runs.indices.last {
            folded.runs[last].text.removeLast()
            if folded.runs[last].text.isEmpty { folded.runs.removeLast() }
        }
        return folded
    }

    /// The runs line by line, without the newlines.
    private var lines: [[Run]] {
        var result: [[Run]] = [[]]
        for run in runs {
            for (index, piece) in run.text.lines.enumerated() {
                if index > 0 { result.append([]) }
                if !piece.isEmpty { result[result.count - 1].append(Run(style: run.style, text: String(piece), proseIndent: nil)) }
            }
        }
        if result.last?.isEmpty == true { result.removeLast() }
        return result
    }
}

/// What the interactive shell knows of its terminal: how wide it is, and the mark that starts a
/// folded line's continuation (`↪`, or `>` where the terminal cannot show it).
public struct TerminalLayout: Sendable, Equatable {
    public var width: Int
    public var continuation: String
    /// The locale is UTF-8: pictures are drawn with box drawing, not ASCII.
    public var unicode: Bool

    /// - Parameter unicode: the locale is UTF-8, so `↪` can be shown.
    public init(width: Int, unicode: Bool) {
        self.width = max(width, 10)
        self.continuation = unicode ? "↪" : ">"
        self.unicode = unicode
    }

    /// Prose wraps at 78 columns, as on an 80-column terminal, or narrower to fit.
    var proseWidth: Int { max(min(TextLayout.width, width - 2), 8) }
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
