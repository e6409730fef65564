import PlaygroundKit

/// Lesson code prints the way the article does; this module-level `print` shadows `Swift.print` so
/// the text lands in the running step's output instead of going straight to the terminal.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    LessonOutput.print(items, separator: separator, terminator: terminator)
}
