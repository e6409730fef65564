import LessonCatalog
import LineEditing
import Foundation
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
        let created = Shell(
            catalog: .standard,
            environment: Shell.Environment(history: { reader?.history ?? [] }, compile: SnippetCompiler.typecheck)
        )
        shell = created
        self.shell = created
        self.reader = reader!
    }

    private var warningsShown = 0

    /// The reader's warnings (history file problems) not shown yet, on standard error.
    private func reportNewWarnings() {
        for warning in reader.warnings.dropFirst(warningsShown) { Terminal.error("warning: \(warning)\n") }
        warningsShown = reader.warnings.count
    }

    /// Runs until quit or end of input. Returns false when any command failed (script mode).
    func run() -> Bool {
        reportNewWarnings()
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
                // Trimmed, so `open di ` (Tab adds the space) and `open di` count as one entry.
                let entry = line.trimmingCharacters(in: .whitespaces)
                if !entry.isEmpty { reader.addHistory(entry) }
                let response = shell.handle(line)
                Terminal.write(response.text.rendered(color: color))
                if response.quit { break loop }
            }
        }
        reader.close()
        reportNewWarnings()
        return true
    }

    /// Script mode: see `ScriptRunner`.
    private func runScript() -> Bool {
        let runner = ScriptRunner(shell: shell, color: color)
        let succeeded = runner.run(
            nextLine: {
                switch reader.readLine(prompt: "") {
                case .line(let line): line
                case .interrupted, .endOfInput: nil
                }
            },
            write: Terminal.write,
            report: Terminal.error
        )
        reader.close()
        return succeeded
    }
}
