/// What one call to ``LineReader/readLine(prompt:)`` produced.
public enum ReadResult: Equatable, Sendable {
    /// A complete line, without the trailing newline. Invalid UTF-8 is decoded lossily (U+FFFD).
    case line(String)
    /// Ctrl-C at the prompt: the line is abandoned, the caller just prompts again.
    case interrupted
    /// Ctrl-D on an empty line, or end of file on a pipe.
    case endOfInput
    /// A line longer than `limit` bytes (not counting its line ending) was skipped: its text is discarded, up to and
    /// including its newline, and the next read returns the line after it. The caller reports it as an error and
    /// reads on. Only ``PlainLineReader`` returns this (see ``PlainLineReader/maxLineBytes``), and so
    /// ``EditLineReader`` when it falls back to one because libedit cannot be set up.
    case tooLong(limit: Int)
    /// ``WakeUp/wake()`` was called while the reader waited: the caller has something to show (a move in the
    /// room). `partial` is what had been typed of the line; ``EditLineReader`` puts it back at the next read, the
    /// plain reader keeps its unread input as it was (so `partial` is empty there).
    case woken(partial: String)
}

/// Reads the user's lines, one at a time.
///
/// Readers are not `Sendable`: create one on the thread that uses it and keep it there.
public protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` where the reader is interactive.
    func readLine(prompt: String) -> ReadResult
    /// Records a line the user entered (the caller calls this for every non-blank line it accepts). A reader with a
    /// history file saves it there straight away.
    func addHistory(_ line: String)
    /// History entries, oldest first (including those loaded from the history file).
    var history: [String] { get }
    /// Problems worth telling the user once (corrupt/unreadable/unwritable history file, ...). Human sentences.
    /// New ones can appear after ``addHistory(_:)`` and ``close()``.
    var warnings: [String] { get }
    /// Saves whatever history is not saved yet (where the reader keeps any). Safe to call more than once.
    func close()
}
