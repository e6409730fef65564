@testable import PlaygroundKit
import Testing
import TestSupport

/// Tab completion, as the line readers ask for it.
@Suite struct ShellCompletionTests {
    let driver = ScriptedShell(catalog: .testing)
    var shell: Shell { driver.shell }

    func send(_ line: String) -> (text: String, failed: Bool, quit: Bool) { driver.sendPlain(line) }

    @Test func completesCommandsLessonsStepsAndNames() {
        #expect(shell.completions(for: "op") == ["open"])
        #expect(shell.completions(for: "he") == ["help", "history"].filter { $0.hasPrefix("he") })
        #expect(!shell.completions(for: "").contains("next"), "lesson commands are offered only in a lesson")
        #expect(shell.completions(for: "open ") == ["fake", "other"])
        #expect(shell.completions(for: "open o") == ["other"])
        _ = send("open fake")
        #expect(shell.completions(for: "run ") == ["1", "2", "3"])
        #expect(shell.completions(for: "inspect c") == ["counter"])
        #expect(shell.completions(for: "bu") == ["bump"])
        #expect(shell.completions(for: "bump ") == ["1", "2", "10"])
        #expect(shell.completions(for: "bump 2 b") == ["because", "bored"])
        #expect(shell.completions(for: "help bu") == ["bump"])
        #expect(shell.completions(for: "run 1 ") == [])
        #expect(shell.completions(for: "nonsense ") == [])
    }

    // MARK: - From the declarations

    @Test func theFirstWordCompletesToTheCommandsThatCanRunNow() {
        #expect(shell.completions(for: "") == shell.builtins.filter { !$0.needsLesson }.map(\.name))
        _ = send("open fake")
        #expect(shell.completions(for: "") == shell.commands.map(\.name))
        #expect(shell.completions(for: "").suffix(3) == ["bump", "color", "tally"], "the lesson's commands, after the built-ins")
    }

    @Test func anAliasCompletesLikeItsCommand() {
        _ = send("open fake")
        for declaration in shell.commands {
            for alias in declaration.aliases {
                #expect(shell.completions(for: alias + " ") == shell.completions(for: declaration.name + " "), "\(alias)")
            }
        }
    }

    /// Completion, "did you mean" and dispatch read the same declarations: every word that runs a
    /// command is a candidate for "did you mean", and a typo of it suggests that command's name.
    @Test func didYouMeanComesFromTheSameDeclarations() {
        _ = send("open fake")
        for declaration in shell.commands {
            for word in declaration.words {
                #expect(shell.command(named: word)?.name == declaration.name)
                #expect(shell.suggestion(for: word) == declaration.name, "\(word)")
                guard word.count >= 4 else { continue }
                // Two letters swapped: one edit away.
                var letters = Array(word)
                letters.swapAt(1, 2)
                let typo = String(letters)
                guard shell.command(named: typo) == nil else { continue }
                let suggestion = shell.suggestion(for: typo)
                #expect(suggestion.map { shell.command(named: $0) != nil } == true, "\(typo) suggests \(suggestion ?? "nothing")")
            }
        }
    }

    @Test func aLessonsCommandIsSuggestedOnlyInItsLesson() {
        #expect(shell.suggestion(for: "bmup") == nil)
        _ = send("open fake")
        #expect(shell.suggestion(for: "bmup") == "bump")
        #expect(shell.suggestion(for: "colourr") == "color", "a typo of an alias suggests the command's name")
    }
}
