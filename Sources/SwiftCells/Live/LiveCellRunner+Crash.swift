import Foundation
import PlaygroundKit

extension LiveCellRunner {
    /// How a cell ended that took the shell's process with it, read after the shell started again:
    /// what it printed (its output file), and why it ended. `status` is the process's, as a shell
    /// reports it (128 plus the signal for a signal); nil when unknown.
    /// `report`: the backtracer's report, when it went to a file of its own.
    public static func afterCrash(_ cell: RunningCell, status: Int32?, memoryLimit: String, report: String = "") -> CodeRun {
        var printed = CellOutputFile.read(cell.output, limit: 1 << 20)
        printed.text += report
        if let stopped = cell.stopped {
            let ending: CodeRun.Ending = stopped.hasPrefix("Ctrl-C") ? .interrupted : .timedOut(seconds: Self.seconds(in: stopped))
            return CodeRun(output: printed.text, discardedBytes: printed.discarded, ending: ending)
        }
        let crash = OutputReading.crash(printed.text, files: [cell.label])
        var message = crash.message
        if let status, status < 128 {
            return CodeRun(output: printed.text, discardedBytes: printed.discarded, ending: .exited(status: status))
        } else if let status, status == 128 + SIGKILL {
            message = "the process was killed (SIGKILL), perhaps by the system for running out of memory"
        } else if crash.message == "the program crashed", let status {
            message = "it crashed (signal \(status - 128))"
        }
        if printed.text.contains("allocat") || printed.text.contains("out of memory") {
            message += " (a cell may map \(memoryLimit) of memory: PLAYGROUND_CELL_MEMORY_LIMIT, in MiB)"
        }
        var location = crash.location
        if let line = cell.shiftedLine, let columns = cell.shiftedColumns, location?.line == line, let column = location?.column, column > columns {
            location?.column = column - columns
        }
        if let thrown = Self.thrownAtTopLevel(message) {
            return CodeRun(output: crash.printed, discardedBytes: printed.discarded, ending: .threw(error: thrown, location: location))
        }
        return CodeRun(output: crash.printed, discardedBytes: printed.discarded, ending: .crashed(message: message, location: location))
    }

    /// The error in the runtime's "Fatal error: Error raised at top level: Cell12.E.bad", as the
    /// learner wrote its type (`E.bad`); nil for any other crash.
    static func thrownAtTopLevel(_ message: String) -> String? {
        guard let found = message.range(of: "Error raised at top level: ") else { return nil }
        return CellAdvice.unqualified(String(message[found.upperBound...]).trimmingCharacters(in: .whitespaces))
    }

    /// The seconds in "it ran past the time limit (10 s, ...)".
    static func seconds(in text: String) -> Double {
        guard let open = text.firstIndex(of: "(") else { return 0 }
        return Double(text[text.index(after: open)...].prefix { $0.isNumber || $0 == "." }) ?? 0
    }

    /// The memory limit as the learner set it, for messages.
    public var memoryLimitDescription: String { "\(limits.memoryBytes >> 20) MiB" }

    /// Work a cell left running that crashed the shell's process at the prompt, from the crash
    /// `report`: the innermost frame in one of the page's cells (`labels`: `cell 3`) names it.
    /// Nil when no frame is in a cell.
    public static func leftRunningCrash(_ report: String, labels: Set<String>, status: Int32?) -> (label: String, run: CodeRun)? {
        let crash = OutputReading.crash(report, files: labels)
        guard let location = crash.location else { return nil }
        var message = crash.message
        if message == "the program crashed", let status, status > 128 { message = "it crashed (signal \(status - 128))" }
        return (location.file, CodeRun(ending: .crashed(message: message, location: location)))
    }
}
