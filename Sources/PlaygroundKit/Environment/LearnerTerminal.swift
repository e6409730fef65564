import Foundation

/// The terminal the learner types at, as the shell sees it (``Shell/Environment/terminal``): the
/// lines typed so far, and a screen where there is one. The program's is `SessionTerminal`
/// (PlaygroundApp); tests give `FakeTerminal` (TestSupport).
public protocol LearnerTerminal {
    /// The lines typed so far, oldest first (`history`): at a terminal, or read from a script.
    func history() -> [String]
    /// The screen around the shell's answers; nil for a script, handouts and recordings, whose
    /// only output is the answers.
    var screen: (any LearnerScreen)? { get }
}

/// What the shell does on the learner's screen outside a command's answer.
public protocol LearnerScreen {
    /// Shows text at once, before the command returns (`watch` reports every check as it runs;
    /// a lesson's banner shows before its page's cells run again).
    func show(_ text: StyledText)
    /// Asks a yes/no question (`progress reset`).
    func confirm(_ question: String) -> Bool
    /// Clears the screen (`clear`); false when the terminal cannot (`TERM=dumb`).
    func clear() -> Bool
    /// Opens a file in the learner's editor and waits for it to close (`edit`).
    func edit(_ file: URL) -> EditOutcome
    /// Waits until `file` changes, or Ctrl-C (`watch`).
    func waitForChange(_ file: URL) -> WaitOutcome
}

/// No terminal: no lines typed, no screen (handouts, recordings, a shell made in a test).
public struct NoTerminal: LearnerTerminal {
    public init() {}
    public func history() -> [String] { [] }
    public var screen: (any LearnerScreen)? { nil }
}
