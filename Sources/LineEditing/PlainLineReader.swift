import Platform
import Synchronization

/// Reader for pipes and files, and for terminals that cannot take cursor movement (`TERM=dumb`): no prompt output,
/// no escape codes, no editing beyond the terminal's own.
///
/// ## History
/// With a ``HistoryFile`` the reader loads it and saves each entry as it is added, as ``EditLineReader`` does (a
/// dumb terminal is still a person typing); without one (scripts) history is kept in memory only.
///
/// ## Ctrl-C
/// When `interruptible`, a `SIGINT` arriving while ``readLine(prompt:)`` waits for input (Ctrl-C on a terminal in
/// line mode) returns ``ReadResult/interrupted`` instead of ending the process; the terminal has already thrown
/// away the unfinished line. The handler is installed only while reading, and the previous one put back after.
///
/// Reads raw bytes with `read(2)` (no `FILE*` buffering shared with anybody else), splits on `\n`, strips one
/// trailing `\r`, and decodes lossily as UTF-8. A last line without a newline is still returned; after that, and
/// on a read error, every call returns ``ReadResult/endOfInput``.
///
/// ## Long lines
/// Lines up to ``maxLineBytes`` bytes (4 MiB unless the initialiser says otherwise) are returned intact. A longer
/// line gives ``ReadResult/tooLong(limit:)`` as soon as it is known to be too long, and the rest of it is skipped
/// as it arrives, up to its newline; the read after that returns the next line. So memory stays bounded (about
/// ``maxLineBytes`` plus one 64 KiB chunk) whatever the input, `/dev/zero` included.
///
/// The descriptor is not closed by ``close()``; it belongs to the caller.
public final class PlainLineReader: LineReader {
    /// The default for ``maxLineBytes``: 4 MiB.
    public static let defaultMaxLineBytes = 4 << 20

    /// The longest line returned, in bytes, not counting its `\n` or `\r\n`.
    public let maxLineBytes: Int

    private let fileDescriptor: Int32
    /// Bytes read but not yet returned live in `buffer[start...]`.
    private var buffer: [UInt8] = []
    /// Where `read(2)` puts each chunk before it is appended to `buffer`.
    private var chunk: [UInt8] = []
    private var start = 0
    /// Everything in `buffer[start..<scanned]` is known to hold no newline.
    private var scanned = 0
    private var reachedEnd = false
    /// Skipping what is left of a line that was too long, up to its newline.
    private var skippingLongLine = false
    private let persistentHistory: PersistentHistory
    private let interruptible: Bool
    /// Set by the SIGINT handler while an interruptible reader waits; process-wide, as signals are.
    private static let interruptArrived = Atomic<Bool>(false)

    /// The most bytes `buffer` has held, and its largest allocation (for tests: memory stays bounded).
    private(set) var peakBufferCount = 0
    private(set) var peakBufferCapacity = 0

    static let chunkSize = 64 * 1024
    /// How much one `read(2)` takes: a chunk, or one byte when nothing past the line may be taken
    /// (a shell that may be started again on the same input must find the next line still there).
    private let chunkBytes: Int

    /// - Parameters:
    ///   - fileDescriptor: where lines come from; not closed by the reader.
    ///   - maxLineBytes: longer lines give ``ReadResult/tooLong(limit:)``. At least 1.
    ///   - historyFile: where history is loaded from and saved to as entries are added; nil for memory only.
    ///   - interruptible: Ctrl-C (SIGINT) while waiting for input returns ``ReadResult/interrupted``.
    ///   - promptOutput: where the prompt is written (a dumb terminal); nil writes nothing (scripts).
    ///   - wakeUp: when given, its ``WakeUp/wake()`` ends a wait for input with ``ReadResult/woken(partial:)``
    ///     (the partial line stays in the reader, for the next read).
    public init(fileDescriptor: Int32 = 0, maxLineBytes: Int = PlainLineReader.defaultMaxLineBytes,
                historyFile: HistoryFile? = nil, interruptible: Bool = false, promptOutput: Int32? = nil,
                wakeUp: WakeUp? = nil, readAhead: Bool = true) {
        self.fileDescriptor = fileDescriptor
        self.chunkBytes = readAhead ? Self.chunkSize : 1
        self.wakeUp = wakeUp
        self.maxLineBytes = max(1, maxLineBytes)
        persistentHistory = PersistentHistory(file: historyFile)
        self.interruptible = interruptible
        self.promptOutput = promptOutput
    }

    private let promptOutput: Int32?
    private let wakeUp: WakeUp?

    /// Writes `prompt` to `promptOutput`, if there is one, once Ctrl-C is handled: a user who sees the prompt and
    /// presses Ctrl-C gets a new prompt, never a dead shell.
    public func readLine(prompt: String) -> ReadResult {
        guard interruptible else {
            writePrompt(prompt)
            return readLineFromBuffer()
        }
        // Caught without SA_RESTART (see SignalCatch): read(2) returns EINTR.
        Self.interruptArrived.store(false, ordering: .relaxed)
        let interrupt = SignalCatch.install(SIGINT) { _ in PlainLineReader.interruptArrived.store(true, ordering: .relaxed) }
        defer { interrupt.end() }
        writePrompt(prompt)
        return readLineFromBuffer()
    }

    private func writePrompt(_ prompt: String) {
        guard let promptOutput, !prompt.isEmpty else { return }
        var bytes = Array(prompt.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(promptOutput, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    private func readLineFromBuffer() -> ReadResult {
        while true {
            let newline = newlineIndex(from: scanned)
            if skippingLongLine {
                // Forget what has been read of the long line; keep looking for its end.
                start = newline.map { $0 + 1 } ?? buffer.count
                scanned = start
                if newline != nil {
                    skippingLongLine = false
                    continue
                }
                if reachedEnd { return .endOfInput }
                switch fill() {
                case .interrupted: return .interrupted
                case .woken: return .woken(partial: "")
                case .filled: continue
                }
            }
            if let newline {
                let end = lineEnd(before: newline)
                let lineStart = start
                start = newline + 1
                scanned = start
                guard end - lineStart <= maxLineBytes else { return .tooLong(limit: maxLineBytes) }
                return .line(String(decoding: buffer[lineStart..<end], as: UTF8.self))
            }
            scanned = buffer.count
            // No newline yet: past the limit even if the line ends in "\r", it can only be too long.
            if buffer.count - start > maxLineBytes + 1 {
                start = buffer.count
                scanned = start
                skippingLongLine = true
                return .tooLong(limit: maxLineBytes)
            }
            if reachedEnd {
                guard start < buffer.count else { return .endOfInput }
                let end = lineEnd(before: buffer.count)
                let lineStart = start
                start = buffer.count
                scanned = start
                guard end - lineStart <= maxLineBytes else { return .tooLong(limit: maxLineBytes) }
                return .line(String(decoding: buffer[lineStart..<end], as: UTF8.self))
            }
            switch fill() {
            case .interrupted:
                // The terminal has dropped the unfinished line; drop what we hold of it too.
                start = buffer.count
                scanned = start
                return .interrupted
            case .woken:
                return .woken(partial: "")
            case .filled:
                break
            }
        }
    }

    public func addHistory(_ line: String) {
        persistentHistory.add(line)
    }

    public var history: [String] { persistentHistory.list.entries }

    public var warnings: [String] { persistentHistory.warnings }

    /// Saves what could not be saved when it was added (normally nothing); safe to call any number of times.
    public func close() {
        persistentHistory.saveNow()
    }

    // MARK: - Private

    /// Where the line ending at `newline` (exclusive) ends once one trailing `\r` is dropped.
    private func lineEnd(before newline: Int) -> Int {
        newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
    }

    /// The index of the first `\n` in `buffer[from...]`. (memchr: this runs over every byte of the input, and
    /// must stay fast in debug builds too.)
    private func newlineIndex(from: Int) -> Int? {
        buffer.withUnsafeBytes { bytes -> Int? in
            guard from < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + from, 0x0A, bytes.count - from) else { return nil }
            return base.distance(to: UnsafeRawPointer(found))
        }
    }

    private enum FillResult { case filled, interrupted, woken }

    /// Reads one more chunk (or notes the end of input).
    private func fill() -> FillResult {
        // Drop what was already returned (or skipped), so the buffer holds at most one unfinished line and a chunk.
        if start > 0 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: chunkBytes) }
        while true {
            // A Ctrl-C that came just before the read would otherwise wait for the next line.
            if interruptible && Self.interruptArrived.exchange(false, ordering: .relaxed) { return .interrupted }
            if let wakeUp {
                switch wakeUp.wait(for: fileDescriptor, interrupted: { interruptible && Self.interruptArrived.load(ordering: .relaxed) }) {
                case .woken: return .woken
                case .failed: if interruptible && Self.interruptArrived.exchange(false, ordering: .relaxed) { return .interrupted }
                case .input: break
                }
            }
            let count = chunk.withUnsafeMutableBytes { readDescriptor(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                peakBufferCount = max(peakBufferCount, buffer.count)
                peakBufferCapacity = max(peakBufferCapacity, buffer.capacity)
                return .filled
            }
            let error = errno
            if count < 0 && error == EINTR {
                if interruptible && Self.interruptArrived.exchange(false, ordering: .relaxed) { return .interrupted }
                continue
            }
            if count < 0 && (error == EAGAIN || error == EWOULDBLOCK) {
                // A non-blocking descriptor: wait until there is something to read.
                var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&request, 1, -1)
                continue
            }
            reachedEnd = true
            return .filled
        }
    }
}
