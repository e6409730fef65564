import Foundation
import Testing
@testable import LineEditing

/// History with a real terminal: recalled with Up and Ctrl-R, saved as each line is entered, shared with other
/// sessions, and kept safe when the file or its lock misbehave. Part of the serialized `EditLineReaderTests`.
extension EditLineReaderTests {
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

/// A Swift cell typed over several lines is one history entry (the playground adds it whole once
/// it is complete): Up brings it back whole, to edit and enter again, and the file keeps it.
extension EditLineReaderTests {
    @Test func upRecallsAnEntryOfSeveralLinesWhole() throws {
        let cell = "struct P {\n  var x = 1\n}"
        let file = historyFile(["next", cell])
        let session = EditSession(historyFile: file)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type(Self.up)
        // Drawn on lines of their own.
        #expect(session.terminal.expect("struct P {\r\n  var x = 1\r\n}"), "\(session.terminal.transcript.debugDescription)")
        session.terminal.type("\r")
        #expect(session.nextResult() == .line(cell))

        // Edited where it ends, and entered again: one entry still, with the edit.
        #expect(session.waitForPrompt())
        session.terminal.type(Self.up + "\u{5}" + " // moved" + "\r")
        #expect(session.nextResult() == .line(cell + " // moved"))

        // Up twice goes past the whole cell to the entry before it, not to its lines.
        #expect(session.waitForPrompt())
        session.terminal.type(Self.up + Self.up + Self.up + "\r")
        #expect(session.nextResult() == .line("next"))

        let outcome = try #require(session.finish())
        #expect(outcome.history == ["next", cell, cell + " // moved", "next"])
        // The file has one line per entry, the cell's line breaks escaped, and reads back the same.
        #expect(file.load().entries == ["next", cell, cell + " // moved", "next"])
        let text = try String(contentsOf: file.url, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 4)
        #expect(text.contains(#"struct P {\n  var x = 1\n}"#))
    }

    @Test func anEntryOfSeveralLinesAddedThisSessionIsRecalledWhole() throws {
        let file = historyFile()
        let cell = "func twice(_ n: Int) -> Int {\n    n * 2\n}"
        let session = EditSession(historyFile: file, prepare: { reader in reader.addHistory(cell) })
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type(Self.up + "\r")
        #expect(session.nextResult() == .line(cell))
        _ = try #require(session.finish())
        #expect(file.load().entries == [cell])
    }
}
