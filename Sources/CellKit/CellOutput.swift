#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import PlaygroundKit

/// Where a cell program's output goes. A cell program runs the whole page every time, but only the
/// newest cell's output is shown: the lesson's replay and the earlier cells run quietly.
public enum CellOutput {
    nonisolated(unsafe) private static var saved: Int32 = -1

    /// From here on, output goes nowhere (until ``speak()``).
    public static func quiet() {
        fflush(stdout)
        guard saved < 0 else { return }
        saved = dup(STDOUT_FILENO)
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 {
            dup2(null, STDOUT_FILENO)
            close(null)
        }
    }

    /// Output goes to standard output again.
    public static func speak() {
        fflush(stdout)
        guard saved >= 0 else { return }
        dup2(saved, STDOUT_FILENO)
        close(saved)
        saved = -1
    }

    /// Lesson code prints through `LessonOutput`, which the shell captures per step. In a cell or
    /// check program nothing captures it: it goes to standard output, in order with `print`.
    /// Line-buffered, so what was printed before a trap is not lost with the buffer.
    public static func sendLessonOutputToStandardOutput() {
        setvbuf(stdout, nil, _IOLBF, 0)
        LessonOutput.writeStrayToStandardOutput()
    }
}
