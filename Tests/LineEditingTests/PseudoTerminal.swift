import Foundation
import Testing
@testable import LineEditing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How long the pseudo-terminal tests wait for something to happen before they give up. Generous on purpose: waits
/// end as soon as what they wait for happens, so a long limit costs nothing when things work, and a loaded machine
/// (the whole suite runs in parallel on two cores) must not turn into a failure. Nothing is ever timed.
let patience: Double = 60

/// A real pseudo-terminal, 80x24. The code under test uses `slave`; the test types into `master` and reads what the
/// terminal would show. A background thread drains the master continuously, so neither side can block the other.
final class PseudoTerminal: @unchecked Sendable {
    let master: Int32
    let slave: Int32
    private let output = Locked(Output())
    private let drainFinished = DispatchSemaphore(value: 0)
    private let stopDraining = Locked(false)

    private struct Output {
        var bytes: [UInt8] = []
        /// Where the next `expect` starts looking.
        var mark = 0
        var closed = false
    }

    init() {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        precondition(openpty(&master, &slave, nil, nil, &size) == 0, "openpty failed: \(errno)")
        self.master = master
        self.slave = slave
        let thread = Thread { [self] in drain() }
        thread.start()
    }

    /// Copies everything the terminal shows into `output`. Polls with a timeout, so that it notices `stopDraining`
    /// (closing a descriptor does not wake a thread blocked reading it).
    private func drain() {
        defer {
            output.withValue { $0.closed = true }
            drainFinished.signal()
        }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopDraining.withValue({ $0 }) {
            var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 50)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                output.withValue { $0.bytes.append(contentsOf: chunk[0..<count]) }
            } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return  // EIO: the slave side is gone.
            }
        }
    }

    /// Types `text` (raw bytes: "\r" is Enter, "\u{3}" is Ctrl-C, ...).
    func type(_ text: String) {
        type(Array(text.utf8))
    }

    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { writeAll(master, $0) }
    }

    /// Waits until `text` appears in the output after the previous match; the next call looks after this one.
    @discardableResult
    func expect(_ text: String, timeout: Double = patience) -> Bool {
        let needle = Array(text.utf8)
        var found: Int?
        _ = output.wait(timeout: timeout) { output in
            found = Self.find(needle, in: output.bytes, from: output.mark)
            return found != nil || output.closed
        }
        guard let found else { return false }
        output.withValue { $0.mark = found + needle.count }
        return true
    }

    /// Everything shown so far, escape codes included (for failure messages; at most the last 2000 bytes).
    var transcript: String {
        output.withValue { String(decoding: $0.bytes.suffix(2000), as: UTF8.self) }
    }

    /// Everything shown so far, escape codes included.
    var allOutput: String {
        output.withValue { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// What was shown after the last `expect` match.
    var sinceLastMatch: String {
        output.withValue { String(decoding: $0.bytes[$0.mark...], as: UTF8.self) }
    }

    /// Stops reading, then closes the master: a reader still blocked on the slave side sees a hang-up.
    /// If the drain never stopped, the master is left open: closed under a thread still polling it,
    /// its number would go to the next descriptor the test process opens, another test's.
    func closeMaster() {
        stopDraining.withValue { $0 = true }
        guard drainFinished.wait(timeout: .now() + patience) == .success else { return }
        close(master)
    }

    func closeSlave() {
        close(slave)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty ? start : nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// An ``EditLineReader`` running on its own thread against a ``PseudoTerminal``: it reads lines until end of input
/// (adding each line to history, as the playground does), then closes. The test types and collects results.
///
/// Every read gets its own prompt ("T0> ", "T1> ", ...), so the test can wait for exactly the read it means to type
/// into: keys typed before libedit has switched the terminal to raw mode would be mangled by the cooked mode.
final class EditSession: @unchecked Sendable {
    typealias Outcome = (history: [String], warnings: [String], initialWarnings: [String])

    let terminal = PseudoTerminal()
    private let results = Locked<[ReadResult]>([])
    private let completerCalls = Locked<[String]>([])
    private let outcome = Locked<Outcome?>(nil)
    private let prompt: @Sendable (Int) -> String
    private var delivered = 0

    /// - Parameters:
    ///   - words: what the completer offers: those starting with the partial word.
    ///   - prompt: the prompt for the read with the given index.
    ///   - prepare: run on the reader's thread once the reader exists, before the first read.
    init(historyFile: HistoryFile?, words: [String] = [],
         prompt: @escaping @Sendable (Int) -> String = { "T\($0)> " },
         wakeUp: WakeUp? = nil,
         prepare: @escaping @Sendable (EditLineReader) -> Void = { _ in }) {
        self.prompt = prompt
        let slave = terminal.slave
        let results = results
        let completerCalls = completerCalls
        let outcome = outcome
        let thread = Thread {
            let reader = EditLineReader(input: slave, output: slave, historyFile: historyFile,
                                        programName: "playground", terminalType: "xterm-256color", wakeUp: wakeUp) { beforeCursor in
                completerCalls.withValue { $0.append(beforeCursor) }
                let partial = Completion.partialWord(in: beforeCursor)
                return words.filter { $0.hasPrefix(partial) }
            }
            let initialWarnings = reader.warnings
            prepare(reader)
            var index = 0
            while true {
                let result = reader.readLine(prompt: prompt(index))
                index += 1
                if case .line(let line) = result { reader.addHistory(line) }
                results.withValue { $0.append(result) }
                if result == .endOfInput { break }
            }
            reader.close()
            reader.close()
            outcome.withValue { $0 = (reader.history, reader.warnings, initialWarnings) }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The next result the reader returned, or nil if none came within `timeout` seconds.
    func nextResult(timeout: Double = patience) -> ReadResult? {
        let index = delivered
        guard results.wait(timeout: timeout, until: { $0.count > index }) else { return nil }
        delivered += 1
        return results.withValue { $0[index] }
    }

    /// Waits for the prompt of the read after the last result taken with ``nextResult(timeout:)``.
    @discardableResult
    func waitForPrompt(timeout: Double = patience) -> Bool {
        terminal.expect(prompt(delivered), timeout: timeout)
    }

    /// Waits for the prompt, sends Ctrl-D on the empty line, and waits until the reader returned end of input and
    /// closed. Returns what it had then.
    func finish(timeout: Double = patience) -> Outcome? {
        guard waitForPrompt(timeout: timeout) else {
            Issue.record("no prompt \(prompt(delivered).debugDescription); the terminal showed: \(terminal.transcript.debugDescription)")
            return nil
        }
        terminal.type("\u{4}")
        let result = nextResult(timeout: timeout)
        guard result == .endOfInput else {
            Issue.record("Ctrl-D gave \(String(describing: result)); the terminal showed: \(terminal.transcript.debugDescription)")
            return nil
        }
        guard outcome.wait(timeout: timeout, until: { $0 != nil }) else { return nil }
        return outcome.withValue { $0 }
    }

    var completions: [String] { completerCalls.withValue { $0 } }

    /// Closing the master ends any read still in progress (the reader sees end of input), so a test that failed
    /// half-way does not leave a thread blocked forever.
    func tearDown() {
        terminal.closeMaster()
        // The reader's thread reads the slave until it has an outcome; left open if it never does.
        guard outcome.wait(timeout: patience, until: { $0 != nil }) else { return }
        terminal.closeSlave()
    }
}
