import PlaygroundKit

/// Drives a `Shell` the way the executable's script mode does, in-process: feed lines, collect the
/// plain text and which lines failed.
public final class ScriptedShell {
    public let shell: Shell
    public private(set) var entered: [String] = []

    public init(catalog: Catalog) {
        var history: [String] = []
        shell = Shell(catalog: catalog, environment: Shell.Environment(history: { history }))
        historyAppend = { history.append($0) }
    }

    /// A shell with `environment` (its history replaced by the one this driver keeps).
    public init(catalog: Catalog, environment: Shell.Environment) {
        var history: [String] = []
        var environment = environment
        environment.history = { history }
        shell = Shell(catalog: catalog, environment: environment)
        historyAppend = { history.append($0) }
    }

    private let historyAppend: (String) -> Void

    /// Output printed outside any step while this shell runs. Each test shell has its own, so
    /// a stray print in one test can never show up as a warning in another test's response.
    public let stray = LessonOutput()

    /// Handles one line, recording it in the history the shell sees (as the line reader would).
    @discardableResult
    public func send(_ line: String) -> Shell.Response {
        if !line.allSatisfy(\.isWhitespace) {
            entered.append(line)
            historyAppend(line)
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
