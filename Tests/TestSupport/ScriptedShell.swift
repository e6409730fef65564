import PlaygroundKit

/// Drives a `Shell` the way the executable's script mode does, in-process: feed lines, collect the
/// plain text and which lines failed.
public final class ScriptedShell {
    public let shell: Shell
    public private(set) var entered: [String] = []

    /// The lines sent, which the shell's `history` shows, with the screen of the environment given.
    private let terminal: FakeTerminal

    public convenience init(catalog: Catalog) {
        self.init(catalog: catalog, environment: Shell.Environment())
    }

    /// A shell with `environment` (its terminal's lines replaced by the ones this driver sends).
    public init(catalog: Catalog, environment: Shell.Environment) {
        var environment = environment
        terminal = FakeTerminal(screen: environment.terminal.screen)
        environment.terminal = terminal
        shell = Shell(catalog: catalog, environment: environment)
    }

    /// Output printed outside any step while this shell runs. Each test shell has its own, so
    /// a stray print in one test can never show up as a warning in another test's response.
    public let stray = LessonOutput()

    /// Handles one line, recording it in the history the shell sees (as the line reader would).
    @discardableResult
    public func send(_ line: String) -> Shell.Response {
        if !line.allSatisfy(\.isWhitespace) {
            entered.append(line)
            terminal.lines.append(line)
        }
        return LessonOutput.$stray.withValue(stray) { shell.handle(line) }
    }

    /// `send`, as plain text and flags: what most shell tests compare.
    @discardableResult
    public func sendPlain(_ line: String) -> (text: String, failed: Bool, quit: Bool) {
        let response = send(line)
        return (response.text.plain, response.failed, response.quit)
    }

    /// Runs several lines and returns the transcript: each line echoed after the prompt, then its output.
    public func transcript(_ lines: [String]) -> (text: String, failedLines: [Int]) {
        var text = ""
        var failed: [Int] = []
        for (index, line) in lines.enumerated() {
            text += shell.prompt + line + "\n"
            let response = send(line)
            text += response.text.plain
            if response.failed { failed.append(index + 1) }
        }
        return (text, failed)
    }
}
