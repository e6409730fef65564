import Foundation
import LineEditing
import Platform
import PlaygroundKit

/// The shell's answers on a terminal: laid out to the terminal's width (prose wrapped to fit,
/// wide code lines folded with a `↪` mark), and a step (or `help`'s list) taller than the terminal
/// put through a pager as `git` does: `$PAGER`, else `less -R`. A pager never fights the learner:
/// `LESS` is git's `FRX` (quit when it fits one screen, keep colours, leave the step on the screen
/// afterwards) when it is not set, and less leaves at the second reach of the end (Enter, Space or
/// Down at `(END)`) and at Ctrl-C, the learner's own `LESS` or not (see ``lessSetting(_:)``). A
/// text that fits above the prompt's row is printed, never paged. The step's title is its first line.
///
/// Never pages: script mode, standard output that is not a terminal (`playground | tee log`),
/// `TERM=dumb`, `--no-pager`, `PLAYGROUND_PAGER=0`, `PAGER` set to `cat` or to nothing, and the
/// step shown at start-up (resuming: the learner pressed Enter for it, not for a pager).
/// A pager that cannot be started, that fails (a non-zero status), or that ends without reading
/// anything (`PAGER=true`) has the step printed after it instead, and `note` told why. Ctrl-C in
/// the pager belongs to the pager: the shell goes on, and a pager it ended showed what it had to.
enum Pager {
    /// How a pager's run went.
    enum Outcome: Equatable {
        /// It read the text (or some of it: `q` in less before the end) and ended well, or was
        /// interrupted: the learner has seen what they wanted.
        case shown
        /// It could not be started: not found, not executable.
        case notStarted
        /// It ended without reading any of the text, with status 0 (`true`) or not.
        case readNothing(status: Int32)
        /// It ended with a failure status (1 to 125) after reading some or all of the text.
        case failed(status: Int32)
    }

    /// Shows `text`: on a terminal, laid out to its width and paged when it is a step (or `help`)
    /// taller than the terminal; anywhere else, as a transcript has it. `note` is told when the
    /// pager showed nothing, so the text is printed instead.
    /// In a room, `room` is the room's wake-up: while the pager is open, news from the room
    /// (the teacher's move) puts a line at the pager's foot saying `q` shows it.
    static func display(
        _ text: StyledText, color: Bool, interactive: Bool, paging: Bool, environment: [String: String],
        room: WakeUp? = nil, note: (String) -> Void = { _ in }
    ) {
        guard interactive, isatty(STDOUT_FILENO) == 1, let size = terminalSize(STDOUT_FILENO) else {
            Terminal.write(text.rendered(color: color))
            return
        }
        let layout = TerminalLayout(width: size.columns, unicode: unicodeLocale(environment))
        let rendered = text.rendered(color: color, layout: layout)
        // One row stays free for the prompt: a text that fits above it is printed.
        let plain = color ? text.rendered(color: false, layout: layout) : rendered
        if paging, text.title != nil, environment["TERM"] != "dumb", rows(plain, columns: size.columns) >= size.rows,
           let command = command(environment: environment) {
            let outcome = run(command, input: rendered, environment: environment, room: room)
            if outcome == .shown { return }
            note(explanation(outcome, command: command, variable: environment["PLAYGROUND_PAGER"] == nil ? "PAGER" : "PLAYGROUND_PAGER"))
        }
        Terminal.write(rendered)
    }

    /// Why the text is printed after the pager ran, in one line; `variable` chose the pager.
    static func explanation(_ outcome: Outcome, command: String, variable: String) -> String {
        let what = switch outcome {
        case .shown: "showed it"
        case .notStarted: "could not be started"
        case .readNothing(0): "showed nothing (it ended without reading what it was given)"
        case .readNothing(let status): "showed nothing (it ended with status \(status) without reading what it was given)"
        case .failed(let status): "failed (it ended with status \(status))"
        }
        return "the pager '\(command)' \(what), so the text is printed below instead; "
            + "set \(variable) to another pager, or PLAYGROUND_PAGER=0 for none"
    }

    /// The pager to use, or nil for none: `PLAYGROUND_PAGER` (`0`, `off`, `no`, `false` or empty:
    /// none), else `PAGER` (empty or `cat`: none), else `less -R`.
    static func command(environment: [String: String]) -> String? {
        if let chosen = environment["PLAYGROUND_PAGER"] {
            let value = chosen.trimmingCharacters(in: .whitespaces)
            return ["", "0", "off", "no", "false"].contains(value.lowercased()) ? nil : value
        }
        if let chosen = environment["PAGER"] {
            let value = chosen.trimmingCharacters(in: .whitespaces)
            return value.isEmpty || value == "cat" ? nil : value
        }
        return "less -R"
    }

    /// Rows and columns of the terminal on `descriptor`, read afresh each time (so a resized
    /// window is followed); nil when it does not say.
    static func terminalSize(_ descriptor: Int32) -> (rows: Int, columns: Int)? {
        guard let size = TerminalDevice.windowSize(descriptor), size.columns > 0, size.rows > 0 else { return nil }
        return size
    }

    /// Whether the locale is UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`), so `↪` can be shown.
    static func unicodeLocale(_ environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    /// Terminal rows `text` (without colours) takes on `columns` columns: a row for each line, and
    /// more for a line wider than the terminal (a path kept whole for a copy), which it wraps.
    static func rows(_ text: String, columns: Int) -> Int {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines.reduce(0) { total, line in
            let width = line.unicodeScalars.count { !isZeroWidth($0) }
            return total + max(1, (width + columns - 1) / max(columns, 1))
        }
    }

    /// A combining mark or a format character: no column of its own.
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: true
        default: false
        }
    }
}

extension ShellSession {
    /// A command's answer, on standard output: see ``Pager``. `paging: false` prints it whole
    /// whatever its length (the step shown at start-up).
    func display(_ text: StyledText, paging: Bool = true) {
        Pager.display(text, color: color, interactive: interactive, paging: self.paging && paging, environment: ProcessEnvironment.current, room: room?.wakeUp) { why in
            notes.say("pager", why)
        }
    }
}
