import LessonCatalog
import PlaygroundKit

/// Runs one fuzz input against a fresh shell, and checks what every response must satisfy.
///
/// Nothing the harness keeps survives from one input to the next but the catalog and the
/// parked-thread budget: each input gets a new `Shell` (so a new lesson instance, clock and
/// history). Process-wide state a lesson keeps, or memory it leaks, does carry over: libFuzzer's
/// `rss` column shows the latter.
///
/// The shell gets no `compile` closure, as in tests: `compile` answers "no Swift compiler can be
/// run from here" and never starts `swiftc`. Nothing here touches files or starts processes.
final class Harness {
    let catalog: Catalog
    let grammar: Grammar
    var parked: ParkedThreads
    /// When set, every line and response is written here (replaying a crash, checking the harness).
    var echo: ((String) -> Void)?

    init(catalog: Catalog = .standard, parkingBudget: Int = 32) {
        self.catalog = catalog
        grammar = Grammar(catalog: catalog)
        parked = ParkedThreads(budget: parkingBudget)
    }

    /// Measures which steps park threads; returns what looked wrong (see `ParkedThreads.probe`).
    func probe() -> [String] {
        parked.probe(catalog: catalog)
    }

    /// Whether to run every input twice and stop when the two sessions print differently
    /// (`SHELLFUZZ_DETERMINISM`): lessons promise the same output on every run.
    enum DeterminismCheck: String {
        case off = "0"
        case strict = "1"
        /// Heap addresses (`0x00005555...`, 6 hex digits or more) compare equal: `inspect` shows
        /// some (lock internals, `ObjectIdentifier`s), which differ from run to run.
        case ignoringAddresses = "ignore-addresses"
    }

    var determinism = DeterminismCheck.off

    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let input = FuzzInput(bytes, lessonCount: catalog.lessons.count)
        guard determinism != .off else { return run(input) }
        let runsLeft = parked.runsLeft, skipped = parked.skipped
        var first = session(of: input)
        var second = session(of: input)
        if determinism == .ignoringAddresses {
            first = Self.maskingAddresses(first)
            second = Self.maskingAddresses(second)
        }
        // Running out of parked-thread budget between the two runs changes what they type.
        if parked.skipped != skipped, runsLeft > 0 { return }
        guard first != second else { return }
        let firstLines = first.split(separator: "\n", omittingEmptySubsequences: false)
        let secondLines = second.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(firstLines, secondLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(firstLines.count, secondLines.count)
        let context = firstLines[..<index].suffix(6).joined(separator: "\n")
        fatalError("""
            ShellFuzz: the same input printed differently on a second run (line \(index + 1))
            before:
            \(context)
            first run:  \(index < firstLines.count ? String(firstLines[index]).debugDescription : "(end)")
            second run: \(index < secondLines.count ? String(secondLines[index]).debugDescription : "(end)")
            """)
    }

    /// `text` with every `0x` and 6 or more hex digits replaced by `0x…`.
    static func maskingAddresses(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "0x") {
            result += rest[..<start.upperBound]
            let digits = rest[start.upperBound...].prefix { $0.isHexDigit }
            result += digits.count >= 6 ? "…" : digits
            rest = rest[start.upperBound...].dropFirst(digits.count)
        }
        return result + rest
    }

    func run(_ input: FuzzInput) {
        switch input.entryPoint {
        case .shell: runShell(input)
        case .script: runScript(input)
        case .transcript: runTranscript(input)
        }
    }

    /// Everything `input` prints, as `echo` would show it.
    func session(of input: FuzzInput) -> String {
        let outer = echo
        var text = ""
        echo = { text += $0 }
        run(input)
        echo = outer
        outer?(text)
        return text
    }

    // MARK: - Entry points

    /// `Shell.handle`, line by line, as the interactive shell does.
    func runShell(_ input: FuzzInput) {
        let history = History()
        let shell = Shell(catalog: catalog, environment: Shell.Environment(terminal: history))
        if input.lesson > 0 { send("open \(catalog.ids[input.lesson - 1])", to: shell, history: history) }
        for line in input.lines {
            send(text(of: line, shell: shell), to: shell, history: history)
        }
    }

    /// The lines as a piped script: echo, responses and failures as `playground < script` shows.
    func runScript(_ input: FuzzInput) {
        let shell = Shell(catalog: catalog)
        var lines: [String] = []
        if input.lesson > 0 { lines.append("open \(catalog.ids[input.lesson - 1])") }
        var remaining = input.lines[...]
        let color = input.lesson % 2 == 1
        let runner = ScriptRunner(shell: shell, color: color)
        var reported = 0
        var failedLines = 0
        _ = runner.run(
            nextLine: {
                // Lines are built when read, so grammar lines see the shell's current state.
                while true {
                    let line: String
                    if !lines.isEmpty {
                        line = lines.removeFirst()
                    } else if let next = remaining.popFirst() {
                        line = self.text(of: next, shell: shell)
                    } else {
                        return nil
                    }
                    if self.parked.allows(line, shell: shell) { return line }
                }
            },
            write: { text in
                self.echo?(text)
                if let offset = Self.firstControlCharacter(in: text, allowingColors: color) {
                    self.check(false, "a raw control character reaches the terminal (UTF-8 offset \(offset))", response: text)
                }
            },
            report: { message in
                reported += 1
                if let offset = Self.firstControlCharacter(in: message) {
                    self.check(false, "a raw control character reaches standard error (UTF-8 offset \(offset))", response: message)
                }
                if message.hasPrefix("line "), message.hasSuffix("\n") { failedLines += 1 }
                self.echo?("[stderr] " + message)
            }
        )
        check(reported == failedLines, "a script failure report is not one line 'line N: ...'")
    }

    /// `playground run <lesson> [--step <selection>]`, as `RunCommand` does it.
    func runTranscript(_ input: FuzzInput) {
        let lessonText: String
        switch input.lines.first {
        case .literal(let text): lessonText = text
        case .grammar(let choices): lessonText = grammar.transcriptArgument(choices, catalog: catalog, isLesson: true)
        case nil: lessonText = catalog.ids[max(input.lesson, 1) - 1]
        }
        var stepText: String?
        switch input.lines.dropFirst().first {
        case .literal(let text): stepText = text
        case .grammar(let choices): stepText = grammar.transcriptArgument(choices, catalog: catalog, isLesson: false)
        case nil: stepText = nil
        }
        echo?("playground run \(lessonText.debugDescription)\(stepText.map { " --step \($0.debugDescription)" } ?? "")\n")

        let match = catalog.lesson(matching: lessonText)
        var selection = Transcript.Selection.all
        if let stepText {
            guard let parsed = Transcript.Selection(stepText) else {
                echo?("(--step rejected by validate())\n")
                return
            }
            selection = parsed
        }
        // Running steps is the shell's business, fuzzed above: here only selections that run at
        // most three steps, and none that parks a thread once the budget is spent.
        if let match {
            let count = match.lesson.outline.count
            if case .range(let range) = selection, range.lowerBound >= 1, range.upperBound <= count {
                guard range.upperBound - range.lowerBound < 3, parked.allows(lesson: match.lesson.id, steps: range) else { return }
            } else if selection == .all {
                return
            }
        }
        switch Transcript.render(catalog: catalog, lessonID: lessonText, selection: selection) {
        case .failure(let error):
            check(!error.message.isEmpty, "an empty error from Transcript.render")
            echo?("error: \(error.message)\n")
        case .success(let result):
            check(match != nil, "Transcript.render succeeded for a lesson Catalog.lesson(matching:) does not know")
            echo?(result.text.plain)
        }
    }

    // MARK: - Lines

    func text(of line: FuzzInput.Line, shell: Shell) -> String {
        switch line {
        case .literal(let text): text
        case .grammar(let choices): grammar.shellLine(choices, shell: shell, lessonNumber: openLessonNumber(shell))
        }
    }

    func openLessonNumber(_ shell: Shell) -> Int? {
        shell.openLessonID.flatMap { id in catalog.ids.firstIndex(of: id).map { $0 + 1 } }
    }

    func send(_ line: String, to shell: Shell, history: History) {
        guard parked.allows(line, shell: shell) else {
            echo?("(skipped: \(line.debugDescription) would park one more thread)\n")
            return
        }
        let prompt = shell.prompt
        if !line.allSatisfy(\.isWhitespace) { history.entries.append(line) }
        let response = shell.handle(line)
        echo?(prompt + line + "\n" + response.text.plain)
        checkResponse(response, line: line, shell: shell)
    }

    /// What every response must satisfy, whatever was typed.
    func checkResponse(_ response: Shell.Response, line: String, shell: Shell) {
        let runs = response.text.runs
        check(!response.failed || runs.contains { $0.style == .error }, "a failed response without an error line",
              line: line, response: response.text.plain)
        check(!runs.contains { $0.style == .warning && $0.text.contains("printed outside a step") },
              "a lesson printed from another thread", line: line, response: response.text.plain)
        if let offset = Self.firstControlCharacter(in: response.text.plain) {
            check(false, "a raw control character reaches the terminal (UTF-8 offset \(offset))",
                  line: line, response: response.text.plain)
        }
        let prompt = shell.prompt
        if shell.inSwiftMode {
            // Swift mode: `di swift> `, or `di      ...> ` while a cell's brackets are open.
            let id = shell.openLessonID ?? ""
            check(catalog.ids.contains(id) && (prompt == "\(id) swift> " || prompt == "\(id)      ...> "),
                  "a malformed Swift mode prompt \(prompt.debugDescription)", line: line, response: response.text.plain)
        } else if prompt != "playground> " {
            guard let (id, position, count) = ParkedThreads.parse(prompt: prompt) else {
                return check(false, "a malformed prompt \(prompt.debugDescription)", line: line, response: response.text.plain)
            }
            check(catalog.ids.contains(id) && count > 0 && (0...count).contains(position),
                  "an impossible prompt \(prompt.debugDescription)", line: line, response: response.text.plain)
        }
    }

    /// Where uncoloured output holds a control character other than newline and tab (C0, DEL or
    /// C1): `StyledText` escapes them, so whatever a user types or a lesson prints, the only escape
    /// sequences a terminal sees are the shell's own colours.
    /// With `allowingColors`, the shell's own colour sequences (`ESC [ digits; m`) are allowed.
    static func firstControlCharacter(in text: String, allowingColors: Bool = false) -> Int? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x0A, 0x09: break
            case 0x1B where allowingColors:
                var end = offset + 1
                guard end < bytes.count, bytes[end] == UInt8(ascii: "[") else { return offset }
                end += 1
                while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end]) { end += 1 }
                guard end < bytes.count, bytes[end] == UInt8(ascii: "m") else { return offset }
                offset = end
            case 0x00...0x1F, 0x7F: return offset
            case 0xC2 where offset + 1 < bytes.count && (0x80...0x9F).contains(bytes[offset + 1]): return offset
            default: break
            }
            offset += 1
        }
        return nil
    }

    func check(_ condition: Bool, _ message: @autoclosure () -> String, line: String? = nil, response: String? = nil) {
        guard !condition else { return }
        var report = "ShellFuzz: " + message()
        if let line { report += "\nline: \(line.debugDescription)" }
        if let response { report += "\nresponse:\n\(response.prefix(2000))" }
        fatalError(report)
    }

    /// The history the shell's `history` command shows: the lines of this input only. The
    /// shell's terminal, with no screen (as a script's).
    final class History: LearnerTerminal {
        var entries: [String] = []
        func history() -> [String] { entries }
        var screen: (any LearnerScreen)? { nil }
    }
}
