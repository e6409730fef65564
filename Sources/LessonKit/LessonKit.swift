// What every lesson imports. A lesson file writes `import LessonKit` and gets PlaygroundKit (steps,
// commands, the lesson's context and clock) and the `print` below.
@_exported import PlaygroundKit

/// Lesson code prints the way the article does; this `print` shadows `Swift.print` in every file
/// that imports LessonKit, so the text lands in the running step's output (or the running
/// command's) instead of going straight to the terminal. The build refuses a lesson file that
/// calls `print` without importing LessonKit.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    LessonOutput.print(items, separator: separator, terminator: terminator)
}

/// Draws `figure` into the running step's (or command's) output, where the lesson's prints go:
/// the shell draws it at the terminal's width, the live page and HTML handouts as SVG.
public func draw(_ figure: Figure) {
    LessonOutput.write(figure.marker)
}
