import Foundation
@testable import PlaygroundApp
import Testing

/// The editor and the pager run for real, as the shell runs them: in this process group, with the
/// terminal (here: the test's own descriptors). Serialized: both change this process's Ctrl-C
/// handling while their program runs, and put it back after.
@Suite(.serialized) struct ForegroundProgramTests {
    @Test func theEditorsCommandGetsTheFileAsOneArgument() throws {
        let folder = try TemporaryFolder()
        let file = URL(fileURLWithPath: folder.path + "/it's a file.swift")
        try Data("let x = 1\n".utf8).write(to: file)
        // The command carries arguments, as `code -w` does; the shell splits it, the file stays whole.
        let editor = #"sh -c 'printf %s "$0" > "$0.argument"'"#
        var notes: [String] = []
        let outcome = Editor.edit(file, environment: ["EDITOR": editor]) { notes.append($0) }
        #expect(outcome == .edited)
        #expect(notes.isEmpty)
        #expect(try String(contentsOfFile: file.path + ".argument", encoding: .utf8) == file.path)
    }

    @Test func anEditorThatFailsOrIsMissingIsSaidSo() throws {
        let folder = try TemporaryFolder()
        let file = URL(fileURLWithPath: folder.path + "/a.swift")
        guard case .failed(let failure) = Editor.edit(file, environment: ["EDITOR": "false"], note: { _ in }) else {
            Issue.record("a failing editor is a failure")
            return
        }
        #expect(failure.contains("the editor 'false' ended with a failure (status 1)"))
        guard case .unavailable(let missing) = Editor.edit(file, environment: ["EDITOR": "no-such-editor-\(UUID().uuidString)"], note: { _ in }) else {
            Issue.record("a missing editor is unavailable")
            return
        }
        #expect(missing.contains("was not found (VISUAL or EDITOR names it)"))
    }

    @Test func thePagerReadsTheTextFromItsInput() throws {
        let folder = try TemporaryFolder()
        let text = (1...500).map { "line \($0)" }.joined(separator: "\n") + "\n"
        // Quotes and a variable: run through the shell, as git does.
        let outcome = Pager.run(#"cat > "$PAGED""#, input: text, environment: ["PAGED": folder.path + "/paged", "PATH": "/usr/bin:/bin"])
        #expect(outcome == .shown)
        #expect(try String(contentsOfFile: folder.path + "/paged", encoding: .utf8) == text)
    }

    @Test func aPagerThatReadsNothingOrCannotStartIsTold() {
        #expect(Pager.run("true", input: "a step\n", environment: ["PATH": "/usr/bin:/bin"]) == .readNothing(status: 0))
        #expect(Pager.run("false", input: "a step\n", environment: ["PATH": "/usr/bin:/bin"]) == .readNothing(status: 1))
        #expect(Pager.run("no-such-pager-\(UUID().uuidString)", input: "a step\n", environment: ["PATH": "/usr/bin:/bin"]) == .notStarted)
    }

    @Test func theLearnersLessSettingComesAfterTheLeavingOptions() throws {
        let folder = try TemporaryFolder()
        let outcome = Pager.run(#"sh -c 'cat > /dev/null; printf %s "$LESS" > "$0"' "$SEEN""#, input: "x\n",
                                environment: ["LESS": "-S", "SEEN": folder.path + "/less", "PATH": "/usr/bin:/bin"])
        #expect(outcome == .shown)
        #expect(try String(contentsOfFile: folder.path + "/less", encoding: .utf8) == "-eK -S")
    }
}
