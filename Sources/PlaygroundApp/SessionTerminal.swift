import Foundation
import LineEditing
import PlaygroundKit

/// The learner's terminal as the shell sees it (``LearnerTerminal``): the reader's history, and,
/// unless the input is a script, the screen (``SessionScreen``).
final class SessionTerminal: LearnerTerminal {
    private weak var reader: (any LineReader)?
    let screen: (any LearnerScreen)?

    init(reader: any LineReader, mode: ShellSession.Mode, color: Bool, environment: [String: String], notes: OnceNotes) {
        self.reader = reader
        screen = mode == .script ? nil : SessionScreen(reader: reader, mode: mode, color: color, environment: environment, notes: notes)
    }

    func history() -> [String] { reader?.history ?? [] }
}

/// The screen of an interactive session: text shown at once goes through the pager's display
/// (never paged), a question is read as a line, `edit` opens the learner's editor.
struct SessionScreen: LearnerScreen {
    weak var reader: (any LineReader)?
    let mode: ShellSession.Mode
    let color: Bool
    let environment: [String: String]
    let notes: OnceNotes

    func show(_ text: StyledText) {
        Pager.display(text, color: color, interactive: true, paging: false, environment: environment)
    }

    func confirm(_ question: String) -> Bool {
        guard case .line(let answer) = reader?.readLine(prompt: question) else { return false }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    func clear() -> Bool { ShellSession.clearScreen(mode) }

    func edit(_ file: URL) -> EditOutcome {
        Editor.edit(file, environment: environment) { notes.say("editor", $0) }
    }

    func waitForChange(_ file: URL) -> WaitOutcome { FileWatch.waitForChange(file) }
}
