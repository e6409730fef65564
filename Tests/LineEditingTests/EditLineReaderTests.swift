import Foundation
import Testing
@testable import LineEditing

/// `EditLineReader` driven through a real pseudo-terminal (as an xterm-256color, whatever `TERM` the tests run with).
/// Serialized: libedit's terminal database (terminfo) is global state, so one reader at a time.
@Suite(.serialized) final class EditLineReaderTests {
    let directory = TemporaryDirectory()

    private func historyFile(_ entries: [String] = [], name: String = "history") -> HistoryFile {
        let file = HistoryFile(url: directory.file(name))
        if !entries.isEmpty { #expect(file.save(entries) == nil) }
        return file
    }

    private static let up = "\u{1B}[A"
    private static let down = "\u{1B}[B"
    private static let left = "\u{1B}[D"

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

    @Test func upArrowRecallsEntriesFromTheHistoryFile() throws {
        let file = historyFile(["first entry", "let x = 1"])
        let session = EditSession(historyFile: file)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type(Self.up)
        #expect(session.terminal.expect("let x = 1"))
        session.terminal.type("\r")
        #expect(session.nextResult() == .line("let x = 1"))

        #expect(session.waitForPrompt())
        session.terminal.type(Self.up + Self.up)
        #expect(session.terminal.expect("first entry"))
        session.terminal.type(Self.down + Self.up + "\r")
        #expect(session.nextResult() == .line("first entry"))

        let outcome = try #require(session.finish())
        #expect(outcome.history == ["first entry", "let x = 1", "first entry"])
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

    @Test func ctrlRFindsAnEarlierEntry() throws {
        let file = historyFile(["let answer = 42", "print(answer)", "other"])
        let session = EditSession(historyFile: file)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("\u{12}let")
        #expect(session.terminal.expect("let answer = 42"))
        session.terminal.type("\r")
        #expect(session.nextResult() == .line("let answer = 42"))
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

    @Test func ctrlDOnAnEmptyLineEndsInputAndCloseSavesHistory() throws {
        let file = historyFile(["from before"])
        let session = EditSession(historyFile: file)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("one\r")
        #expect(session.nextResult() == .line("one"))
        #expect(session.waitForPrompt())
        session.terminal.type("two words\r")
        #expect(session.nextResult() == .line("two words"))
        #expect(session.waitForPrompt())
        // Ctrl-D on a non-empty line deletes the character under the cursor instead.
        session.terminal.type("xyz\u{1}\u{4}\r")
        #expect(session.nextResult() == .line("yz"))

        // finish() types Ctrl-D on the empty line and expects .endOfInput.
        let outcome = try #require(session.finish())
        #expect(outcome.warnings.isEmpty)
        #expect(outcome.history == ["from before", "one", "two words", "yz"])
        let saved = file.load()
        #expect(saved.entries == ["from before", "one", "two words", "yz"])
        #expect(saved.warning == nil)
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

    @Test func entriesOfAnotherSessionAreKeptInBetween() throws {
        let file = historyFile(["old"])
        let session = EditSession(historyFile: file)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("mine\r")
        #expect(session.nextResult() == .line("mine"))
        // Meanwhile another playground saved an entry of its own.
        #expect(file.append(["theirs"]).saved)
        #expect(session.waitForPrompt())
        session.terminal.type("mine again\r")
        #expect(session.nextResult() == .line("mine again"))
        let outcome = try #require(session.finish())
        #expect(file.load().entries == ["old", "mine", "theirs", "mine again"])
        // This session's own Up-arrow history is its own.
        #expect(outcome.history == ["old", "mine", "mine again"])
        #expect(outcome.warnings.isEmpty)
    }

    @Test func unwritableHistoryWarnsOnceAndTheSessionContinues() throws {
        let blocker = directory.file("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        let file = HistoryFile(url: blocker.appendingPathComponent("history"))
        let session = EditSession(historyFile: file)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("still works\r")
        #expect(session.nextResult() == .line("still works"))
        let outcome = try #require(session.finish())
        #expect(outcome.initialWarnings.count == 1)
        #expect(outcome.warnings.count == 1, "\(outcome.warnings)")
        #expect(outcome.history == ["still works"])
        #expect(bytes(of: blocker) == Array("not a folder".utf8))
    }

    @Test func corruptHistoryIsLoadedPartlyAndNotOverwritten() throws {
        let url = directory.file("history")
        let original: [UInt8] = Array("readable\n".utf8) + [0xFF, 0x00, 0x0A]
        try Data(original).write(to: url)
        let session = EditSession(historyFile: HistoryFile(url: url))
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type(Self.up + "\r")
        #expect(session.nextResult() == .line("readable"))
        #expect(session.waitForPrompt())
        session.terminal.type("new entry\r")
        #expect(session.nextResult() == .line("new entry"))
        let outcome = try #require(session.finish())
        #expect(outcome.initialWarnings.count == 1)
        #expect(outcome.warnings.count == 1, "\(outcome.warnings)")
        #expect(bytes(of: url) == original)
    }

    @Test func colouredPromptIsShownAndDoesNotDisturbEditing() throws {
        let session = EditSession(historyFile: nil, prompt: { "\u{1B}[1;32mplay\($0)>\u{1B}[0m " })
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("abc" + Self.left + "X\r")
        #expect(session.nextResult() == .line("abXc"))
        _ = try #require(session.finish())
    }

    @Test func veryLongLineDoesNotHang() throws {
        let session = EditSession(historyFile: nil)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        let long = String(repeating: "0123456789", count: 100_000)  // 1 MB
        session.terminal.type(long + "\r")
        let result = try #require(session.nextResult(timeout: 2 * patience))
        guard case .line(let line) = result else {
            Issue.record("expected a line, got \(result)")
            return
        }
        #expect(line == long)
        #expect(session.waitForPrompt())
        session.terminal.type("short\r")
        #expect(session.nextResult() == .line("short"))
        _ = try #require(session.finish())
    }
}

extension EditLineReaderTests {
    /// Not what it is for (the playground uses `PlainLineReader` there), but it must not hang or crash.
    @Test func worksOnPipesToo() {
        var input: [Int32] = [0, 0]
        var output: [Int32] = [0, 0]
        #expect(pipe(&input) == 0)
        #expect(pipe(&output) == 0)
        defer { [input[0], output[0], output[1]].forEach { close($0) } }
        let text = "first\nsecond\n"
        _ = text.utf8CString.withUnsafeBytes { write(input[1], $0.baseAddress, text.utf8.count) }
        close(input[1])

        let results = Locked<[ReadResult]>([])
        let (readEnd, writeEnd) = (input[0], output[1])
        let thread = Thread {
            let reader = EditLineReader(input: readEnd, output: writeEnd, historyFile: nil, programName: "playground",
                                        terminalType: "xterm-256color") { _ in [] }
            while true {
                let result = reader.readLine(prompt: "> ")
                results.withValue { $0.append(result) }
                if result == .endOfInput { break }
            }
            reader.close()
        }
        thread.start()
        #expect(results.wait(timeout: patience) { $0.last == .endOfInput })
        #expect(results.withValue { $0 } == [.line("first"), .line("second"), .endOfInput])
    }
}

extension EditLineReaderTests {
    /// Esc x (emacs Meta-x) was libedit's `ed-command`: it read a line of editrc commands, and its parser crashed the
    /// process (SIGSEGV) on an unmatched quote. Now the keys only beep, and what follows is typed as usual.
    @Test func escXThenAQuoteDoesNotCrash() throws {
        let session = EditSession(historyFile: nil)
        defer { session.tearDown() }
        for key in ["\u{1B}x", "\u{1B}X"] {
            for quote in ["'", "\""] {
                #expect(session.waitForPrompt())
                session.terminal.type(key + quote + "\r")
                #expect(session.nextResult() == .line(quote), "\(key.debugDescription) \(quote)")
            }
        }
        #expect(session.waitForPrompt())
        session.terminal.type("still alive\r")
        #expect(session.nextResult() == .line("still alive"))
        let outcome = try #require(session.finish())
        #expect(outcome.history == ["'", "\"", "'", "\"", "still alive"])
    }

    /// Every key, in every key map libedit has for the reader: none may reach `ed-command` (the editrc command line
    /// and its parser) or `vi-histedit` (runs an editor). `bind` lists them all, as libedit really has them.
    @Test func noKeyReachesLibeditsCommandLine() throws {
        let results = Locked<[Int32]>([])
        let session = EditSession(historyFile: nil, prepare: { reader in
            let listed = [reader.runEditorBuiltin(["bind"]), reader.runEditorBuiltin(["bind", "-a"])]
            results.withValue { $0 = listed }
        })
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        #expect(results.withValue { $0 } == [0, 0])
        let listing = session.terminal.allOutput
        // The listing is really there: the keys this reader binds itself, and Esc x now unassigned.
        #expect(listing.contains("playground-complete"))
        #expect(listing.contains("playground-interrupt"))
        #expect(listing.contains(#""^[x"          ->  ed-unassigned"#), "\(listing)")
        #expect(listing.contains(#""^[X"          ->  ed-unassigned"#), "\(listing)")
        #expect(!listing.contains("ed-command"), "\(listing)")
        #expect(!listing.contains("vi-histedit"))
        session.terminal.type("\r")
        #expect(session.nextResult() == .line(""))
        _ = try #require(session.finish())
    }

    /// The history file holds each entry as soon as it is added, before any close(): a session that is killed, or
    /// whose terminal goes away (SIGHUP), keeps its history.
    @Test func eachEntryIsSavedWhenItIsAdded() throws {
        let file = historyFile(["from before"])
        let session = EditSession(historyFile: file)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("one\r")
        #expect(session.nextResult() == .line("one"))
        // The reader added the line to history before handing it over; it has not been closed.
        #expect(HistoryFile(url: file.url).load().entries == ["from before", "one"])
        #expect(session.waitForPrompt())
        session.terminal.type("two\r")
        #expect(session.nextResult() == .line("two"))
        #expect(HistoryFile(url: file.url).load().entries == ["from before", "one", "two"])
        let outcome = try #require(session.finish())
        #expect(outcome.warnings.isEmpty)
        #expect(file.load().entries == ["from before", "one", "two"])
    }

    /// A reader that is never closed (the process is killed while it lives) has still saved every entry.
    @Test func readerThatIsNeverClosedHasSavedItsHistory() throws {
        let terminal = PseudoTerminal()
        defer {
            terminal.closeMaster()
            terminal.closeSlave()
        }
        let file = historyFile(["old"])
        let reader = EditLineReader(input: terminal.slave, output: terminal.slave, historyFile: file,
                                    programName: "playground", terminalType: "xterm-256color") { _ in [] }
        withExtendedLifetime(reader) {
            reader.addHistory("first")
            reader.addHistory("first")  // a repeat is not an entry
            reader.addHistory("second\nline")
            let fresh = HistoryFile(url: file.url).load()
            #expect(fresh.entries == ["old", "first", "second\nline"])
            #expect(fresh.warning == nil)
            #expect(reader.warnings.isEmpty)
        }
    }

    /// Another process holds the history lock and never lets go: adding entries does not hang; they are saved
    /// without the lock, and the user is told once.
    @Test func stuckLockWarnsOnceAndHistoryIsStillSaved() throws {
        var file = historyFile(["old"])
        file.lockTimeout = 0.2
        let lockFile = open(file.url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(lockFile >= 0)
        defer { close(lockFile) }
        #expect(flock(lockFile, LOCK_EX) == 0)

        let terminal = PseudoTerminal()
        defer {
            terminal.closeMaster()
            terminal.closeSlave()
        }
        let reader = EditLineReader(input: terminal.slave, output: terminal.slave, historyFile: file,
                                    programName: "playground", terminalType: "xterm-256color") { _ in [] }
        reader.addHistory("one")
        reader.addHistory("two")
        reader.addHistory("three")
        #expect(HistoryFile(url: file.url).load().entries == ["old", "one", "two", "three"])
        #expect(reader.warnings.count == 1, "\(reader.warnings)")
        #expect(reader.warnings.first?.contains(file.url.path + ".lock") == true)
        reader.close()
        #expect(reader.warnings.count == 1)
    }
}
