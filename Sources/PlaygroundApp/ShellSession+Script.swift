import PlaygroundKit

extension ShellSession {
    /// Script mode: see `ScriptRunner`. Lines are kept in the session's history (in memory only),
    /// so `history` in a script lists the commands before it.
    func runScript() -> Bool {
        if let recovered = live?.recover(shell) {
            Terminal.write(recovered.text.rendered(color: color))
            if let error = recovered.error { Terminal.error(ScriptRunner.report(error, line: live?.file.current.linesRead ?? 0)) }
        }
        var runner = ScriptRunner(shell: shell, color: color) { line in self.handle(line) }
        if let record = live?.file.current {
            runner.linesBefore = record.linesRead
            runner.failuresBefore = record.failures
        }
        let succeeded = runner.run(
            nextInput: {
                if self.live?.mustRelaunch == true { return nil }
                self.serviceRoom()
                while true {
                switch reader.readLine(prompt: "") {
                case .woken:
                    self.serviceRoom()
                    continue
                case .line(let line):
                    self.keepInHistory(line)
                    // Saved with the line's own record, as it is handled.
                    self.live?.file.update(save: false) { $0.linesRead += 1 }
                    return .line(line)
                case .tooLong(let limit):
                    return .unreadable(reason: "a line longer than \(limit) bytes was skipped")
                case .interrupted, .endOfInput:
                    return nil
                }
                }
            },
            write: Terminal.write,
            report: Terminal.error
        )
        reader.close()
        return succeeded
    }
}
