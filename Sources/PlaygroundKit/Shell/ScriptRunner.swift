/// Script mode: commands piped on standard input, run one after another.
///
/// Each command is echoed after the prompt so the output reads as a transcript; a failing command
/// is also reported to `report` (standard error) with its line number, and the rest still run.
public struct ScriptRunner {
    public let shell: Shell
    public let color: Bool

    public init(shell: Shell, color: Bool = false) {
        self.shell = shell
        self.color = color
    }

    /// Runs lines from `nextLine` until it returns nil or a command quits.
    /// - Returns: whether every command succeeded.
    public func run(nextLine: () -> String?, write: (String) -> Void, report: (String) -> Void) -> Bool {
        var lineNumber = 0
        var failures = 0
        while let line = nextLine() {
            lineNumber += 1
            let prompt = shell.prompt
            var echo = StyledText(prompt, .dim)
            echo.line(line.count <= 200 ? line : String(line.prefix(197)) + "...")
            write(echo.rendered(color: color))
            let response = shell.handle(line)
            write(response.text.rendered(color: color))
            if response.failed {
                failures += 1
                let lines = response.text.plain.split(separator: "\n")
                let message = lines.first { $0.hasPrefix("error: ") } ?? lines.first ?? "failed"
                report("line \(lineNumber): \(message)\n")
            }
            if response.quit { break }
        }
        return failures == 0
    }
}
