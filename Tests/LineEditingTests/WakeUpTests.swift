import Foundation
import Testing
@testable import LineEditing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A wake-up from another thread ends a read at once (a move in the room shows while the user types), and what was
/// typed is not lost.
extension EditLineReaderTests {
    @Test func wakeUpEndsTheReadAndPutsThePartialLineBack() throws {
        let wakeUp = WakeUp()
        let session = EditSession(historyFile: nil, wakeUp: wakeUp)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type("open d")
        #expect(session.terminal.expect("open d"))
        wakeUp.wake()
        #expect(session.nextResult() == .woken(partial: "open d"))
        // The next read shows the typed text again, and goes on from there.
        #expect(session.waitForPrompt())
        #expect(session.terminal.expect("open d"), "\(session.terminal.transcript.debugDescription)")
        session.terminal.type("i\r")
        #expect(session.nextResult() == .line("open di"))

        // Keys still arrive whole through the reader's own read function: multibyte characters, editing keys.
        #expect(session.waitForPrompt())
        session.terminal.type("wörld 日本\u{1}x\r")
        #expect(session.nextResult() == .line("xwörld 日本"))

        // A wake on an empty line, and one that came while nobody was reading: each ends one read.
        #expect(session.waitForPrompt())
        wakeUp.wake()
        #expect(session.nextResult() == .woken(partial: ""))
        #expect(session.waitForPrompt())
        session.terminal.type("after\r")
        #expect(session.nextResult() == .line("after"))
        _ = try #require(session.finish())
    }
}

/// A cell of several lines brought back with Up and cut short by a wake-up comes back with its line breaks: flattened,
/// a `//` comment in it would swallow the lines after it.
extension EditLineReaderTests {
    @Test func wakeUpKeepsTheLineBreaksOfARecalledCell() throws {
        let wakeUp = WakeUp()
        let cell = "for n in 1...3 { // each\n  total += n\n}"
        let session = EditSession(historyFile: historyFile([cell]), wakeUp: wakeUp)
        defer { session.tearDown() }
        #expect(session.waitForPrompt())
        session.terminal.type(EditLineReaderTests.up)
        #expect(session.terminal.expect("total += n"))
        wakeUp.wake()
        #expect(session.nextResult() == .woken(partial: cell))
        #expect(session.waitForPrompt())
        #expect(session.terminal.expect("  total += n\r\n}"), "\(session.terminal.transcript.debugDescription)")
        session.terminal.type("\r")
        #expect(session.nextResult() == .line(cell))
        _ = try #require(session.finish())
        // As keys: a line break behind Ctrl-V (quoted insert), other control characters left out.
        #expect(EditLineReader.keys(retyping: "a\u{1B}[2J\nb\u{7F}c") == "a[2J\u{16}\nbc")
    }
}

@Suite struct PlainWakeUpTests {
    @Test func wakeUpEndsAPlainReadAndKeepsWhatCameBeforeIt() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); if ends[1] >= 0 { close(ends[1]) } }
        let wakeUp = WakeUp()
        let reader = PlainLineReader(fileDescriptor: ends[0], wakeUp: wakeUp)
        _ = "ab".utf8CString.withUnsafeBytes { write(ends[1], $0.baseAddress, 2) }
        // The reader waits for the end of the line; another thread wakes it.
        let waker = Thread { wakeUp.wake() }
        waker.start()
        #expect(reader.readLine(prompt: "") == .woken(partial: ""))
        _ = "c\nnext\n".utf8CString.withUnsafeBytes { write(ends[1], $0.baseAddress, 7) }
        #expect(reader.readLine(prompt: "") == .line("abc"))
        #expect(reader.readLine(prompt: "") == .line("next"))
        close(ends[1])
        ends[1] = -1
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }
}
