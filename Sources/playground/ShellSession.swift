import LessonCatalog
import LineEditing
import PlaygroundKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connects a line reader to the shell: interactive with libedit on a terminal, a script otherwise.
final class ShellSession {
    let color: Bool
    let interactive: Bool
    let reader: any LineReader
    let shell: Shell

    init(color: Bool) {
        let environment = ProcessEnvironment.current
        self.color = color
        interactive = isatty(STDIN_FILENO) == 1 && environment["TERM"] != "dumb"
        var reader: (any LineReader)?
        var shell: Shell?
        if interactive {
            let historyFile = HistoryFile.defaultLocation(environment: environment).map { HistoryFile(url: $0) }
            reader = EditLineReader(historyFile: historyFile) { line in shell?.completions(for: line) ?? [] }
        } else {
            reader = PlainLineReader()
        }
        let created = Shell(catalog: .standard, environment: Shell.Environment(history: { reader?.history ?? [] }))
        shell = created
        self.shell = created
        self.reader = reader!
    }

    /// Runs until quit or end of input. Returns false when any command failed (script mode).
    func run() -> Bool {
        for warning in reader.warnings { Terminal.error("warning: \(warning)\n") }
        return interactive ? runInteractive() : runScript()
    }

    private func runInteractive() -> Bool {
        var welcome = StyledText()
        welcome.line("MVVM Playground \(Playground.version)", .heading)
        welcome.line("'lessons' lists the lessons, 'open di' starts the first, 'help' lists commands, Ctrl-D quits.", .dim)
        Terminal.write(welcome.rendered(color: color))
        loop: while true {
            switch reader.readLine(prompt: shell.prompt) {
            case .interrupted:
                continue
            case .endOfInput:
                Terminal.write("\n")
                break loop
            case .line(let line):
                if !line.allSatisfy(\.isWhitespace) { reader.addHistory(line) }
                let response = shell.handle(line)
                Terminal.write(response.text.rendered(color: color))
                if response.quit { break loop }
            }
        }
        reader.close()
        for warning in reader.warnings { Terminal.error("warning: \(warning)\n") }
        return true
    }

    /// Each command is echoed after the prompt so the output reads as a transcript; a failure is
    /// also reported on standard error with its line number, and the rest still runs.
    private func runScript() -> Bool {
        var lineNumber = 0
        var failures = 0
        loop: while true {
            let prompt = shell.prompt
            switch reader.readLine(prompt: prompt) {
            case .interrupted:
                continue
            case .endOfInput:
                break loop
            case .line(let line):
                lineNumber += 1
                Terminal.write(prompt + line.shortened(to: 200) + "\n")
                let response = shell.handle(line)
                Terminal.write(response.text.rendered(color: color))
                if response.failed {
                    failures += 1
                    let firstLine = response.text.plain.split(separator: "\n").first.map(String.init) ?? "failed"
                    Terminal.error("line \(lineNumber): \(firstLine)\n")
                }
                if response.quit { break loop }
            }
        }
        reader.close()
        return failures == 0
    }
}

extension String {
    func shortened(to limit: Int) -> String {
        count <= limit ? self : String(prefix(limit - 3)) + "..."
    }
}
