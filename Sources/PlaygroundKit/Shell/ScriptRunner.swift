/// Script mode: commands piped on standard input, run one after another.
///
/// Each command is echoed after the prompt so the output reads as a transcript; a failing command
/// is also reported to `report` (standard error) with its line number, and the rest still run.
public struct ScriptRunner {
    public let shell: Shell
    public let color: Bool
    /// Handles a line: the shell's `handle`, or the session's wrapper around it.
    let handleLine: (String) -> Shell.Response
    /// Where numbering and the count of failures start: a script goes on where a shell that ended
    /// in the middle of it left off.
    public var linesBefore = 0
    public var failuresBefore = 0

    public init(shell: Shell, color: Bool = false, handle: ((String) -> Shell.Response)? = nil) {
        self.shell = shell
        self.color = color
        self.handleLine = handle ?? { [shell] line in shell.handle(line) }
    }

    /// One line of a script as the reader got it.
    public enum Input: Equatable, Sendable {
        case line(String)
        /// A line that could not be read (longer than the reader takes): reported as a failure
        /// with its line number, and the script goes on.
        case unreadable(reason: String)
    }

    /// Runs lines from `nextLine` until it returns nil or a command quits.
    /// - Returns: whether every command succeeded.
    public func run(nextLine: () -> String?, write: (String) -> Void, report: (String) -> Void) -> Bool {
        run(nextInput: { nextLine().map(Input.line) }, write: write, report: report)
    }

    /// Runs lines from `nextInput` until it returns nil or a command quits.
    /// - Returns: whether every line was read and every command succeeded.
    public func run(nextInput: () -> Input?, write: (String) -> Void, report: (String) -> Void) -> Bool {
        var lineNumber = linesBefore
        var failures = failuresBefore
        while let input = nextInput() {
            lineNumber += 1
            guard case .line(let line) = input else {
                if case .unreadable(let reason) = input {
                    let error = ShellError.unreadableLine(reason: reason)
                    failures += 1
                    write(ShellErrorText.render(error).rendered(color: color))
                    report(Self.report(error, line: lineNumber))
                }
                continue
            }
            let prompt = shell.prompt
            var echo = StyledText(prompt, .dim)
            echo.line(line.count <= 200 ? line : String(line.prefix(197)) + "...")
            write(echo.rendered(color: color))
            let response = handleLine(line)
            write(response.text.rendered(color: color))
            if let error = response.error {
                failures += 1
                report(Self.report(error, line: lineNumber))
            }
            if response.quit { break }
        }
        return failures == 0
    }

    /// The line on standard error for a command that failed: `line 3: error: step 3 failed: ...`.
    /// One line, whatever the message holds, and no control characters but the newline.
    public static func report(_ error: ShellError, line: Int) -> String {
        let message = error.message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return "line \(line): error: \(message)\n".escapingControlCharacters
    }
}
