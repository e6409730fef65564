@preconcurrency import Platform
import PlaygroundKit

/// Where a check program's output goes.
public enum CellOutput {
    /// Lesson code prints through `LessonOutput`, which the shell captures per step. In a check
    /// program nothing captures it: it goes to standard output, in order with `print`.
    /// Line-buffered, so what was printed before a trap is not lost with the buffer.
    public static func sendLessonOutputToStandardOutput() {
        setvbuf(stdout, nil, _IOLBF, 0)
        LessonOutput.writeStrayToStandardOutput()
    }

    /// Standard output written out at every newline, whatever it is (a file, a pipe): what learner
    /// code printed before it trapped is not lost in a buffer.
    public static func lineBuffered() {
        setvbuf(stdout, nil, _IOLBF, 0)
    }
}
