import Foundation
import Testing
@testable import LineEditing

/// What must not hang or crash the reader: a megabyte line, pipes instead of a terminal, and libedit's own command
/// line, which no key may reach. Part of the serialized `EditLineReaderTests`.
extension EditLineReaderTests {
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

    /// Not what it is for (the playground uses `PlainLineReader` there), but it must not hang or crash.
    @Test func worksOnPipesToo() throws {
        var input: [Int32] = [-1, -1]
        var output: [Int32] = [-1, -1]
        try #require(pipe(&input) == 0)
        try #require(pipe(&output) == 0)
        // Closed once the reader's thread has let them go; left open if it never does (their
        // numbers would go to other tests' descriptors while it still used them).
        let finished = DispatchSemaphore(value: 0)
        defer {
            if finished.wait(timeout: .now() + patience) == .success { [input[0], output[0], output[1]].forEach { close($0) } }
        }
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
            finished.signal()
        }
        thread.start()
        #expect(results.wait(timeout: patience) { $0.last == .endOfInput })
        #expect(results.withValue { $0 } == [.line("first"), .line("second"), .endOfInput])
    }

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
}
