import Foundation
import Testing
import TestSupport
@testable import LineEditing

/// `EditLineReader` driven through a real pseudo-terminal (as an xterm-256color, whatever `TERM` the tests run with).
/// Serialized: libedit's terminal database (terminfo) is global state, so one reader at a time. The tests are split by
/// subject (editing keys and completion here, history in `+History`, what must not hang or crash in `+Robustness`);
/// as extensions they all belong to this one serialized suite.
@Suite(.serialized) final class EditLineReaderTests {
    let directory = TemporaryFolder("LineEditingTests")

    func historyFile(_ entries: [String] = [], name: String = "history") -> HistoryFile {
        let file = HistoryFile(url: directory.file(name))
        if !entries.isEmpty { #expect(file.save(entries) == nil) }
        return file
    }

    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let left = "\u{1B}[D"

    @Test func typedLineIsReturned() throws {
        let session = EditSession(historyFile: nil)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("hello wörld 日本\r")
        #expect(session.nextResult() == .line("hello wörld 日本"))
        #expect(session.terminal.expect("hello wörld 日本"))

        // Emacs editing keys: Ctrl-A to the start, Ctrl-E to the end, Left, Backspace.
        #expect(session.waitForPrompt())
        session.terminal.type("bc\u{1}a\u{5}e\(Self.left)d\u{7F}D\r")
        #expect(session.nextResult() == .line("abcDe"))

        let outcome = try #require(session.finish())
        #expect(outcome.history == ["hello wörld 日本", "abcDe"])
        #expect(outcome.warnings.isEmpty)
    }

    @Test func tabWithOneCandidateCompletesTheWord() throws {
        let session = EditSession(historyFile: nil, words: ["open", "close", "clone"])
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("say op\t")
        #expect(session.terminal.expect("en "))
        session.terminal.type("now\r")
        #expect(session.nextResult() == .line("say open now"))
        // The completer sees the text before the cursor.
        #expect(session.completions == ["say op"])

        // In the middle of a line: only the text before the cursor counts, the rest stays.
        #expect(session.waitForPrompt())
        session.terminal.type("xx op yy" + Self.left + Self.left + Self.left + "\t\r")
        #expect(session.nextResult() == .line("xx open  yy"))
        #expect(session.completions.last == "xx op")
        _ = try #require(session.finish())
    }

    @Test func tabWithSeveralCandidatesCompletesTheCommonPrefixThenLists() throws {
        let session = EditSession(historyFile: nil, words: ["close", "clone", "clear"])
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("clo\t")
        // Listed in columns below the line, then the prompt and the line are drawn again.
        #expect(session.terminal.expect("\r\nclose  clone\r\n"), "\(session.terminal.transcript)")
        #expect(session.waitForPrompt())
        #expect(session.terminal.expect("clo"))
        session.terminal.type("ne\r")
        #expect(session.nextResult() == .line("clone"))

        // "c": the common prefix "cl" is progress, so it is inserted and nothing is listed.
        #expect(session.waitForPrompt())
        session.terminal.type("c\t")
        #expect(session.terminal.expect("l"))
        session.terminal.type("ear\r")
        #expect(session.nextResult() == .line("clear"))
        #expect(!session.terminal.transcript.contains("clear  close"))
        _ = try #require(session.finish())
    }

    @Test func tabWithoutCandidatesChangesNothing() throws {
        let session = EditSession(historyFile: nil, words: ["open"])
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("zz\t\r")
        #expect(session.nextResult() == .line("zz"))
        _ = try #require(session.finish())
    }

    @Test func ctrlCAbandonsTheLineAndTheNextReadWorks() throws {
        let session = EditSession(historyFile: nil)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("abandoned" + Self.left + Self.left)
        session.terminal.type("\u{3}")
        #expect(session.nextResult() == .interrupted)
        #expect(session.terminal.expect("^C\r\n"))

        #expect(session.waitForPrompt())
        session.terminal.type("next\r")
        #expect(session.nextResult() == .line("next"))

        // Ctrl-C during a Ctrl-R search, too.
        #expect(session.waitForPrompt())
        session.terminal.type("\u{12}nex\u{3}")
        #expect(session.nextResult() == .interrupted)
        #expect(session.waitForPrompt())
        session.terminal.type("\r")
        #expect(session.nextResult() == .line(""))

        let outcome = try #require(session.finish())
        #expect(outcome.history == ["next"], "abandoned lines are not history")
    }

    @Test func typeAheadIsNotLost() throws {
        let session = EditSession(historyFile: nil)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("first\rsecond\r")
        #expect(session.nextResult() == .line("first"))
        #expect(session.nextResult() == .line("second"))
        _ = try #require(session.finish())
    }

    @Test func colouredPromptIsShownAndDoesNotDisturbEditing() throws {
        let session = EditSession(historyFile: nil, prompt: { "\u{1B}[1;32mplay\($0)>\u{1B}[0m " })
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("abc" + Self.left + "X\r")
        #expect(session.nextResult() == .line("abXc"))
        _ = try #require(session.finish())
    }
}
