import CLibEdit
import Platform

/// Interactive reader on libedit (editline): emacs keys, history on Up/Down, Ctrl-R reverse incremental search,
/// Tab completion, Ctrl-C abandons the line (returns ``ReadResult/interrupted``, does not kill the process),
/// Ctrl-D on an empty line returns ``ReadResult/endOfInput``.
///
/// ## History
/// With a ``HistoryFile``, history is loaded when the reader is created and saved as it goes: every
/// ``addHistory(_:)`` that adds an entry appends it to the file at once (``HistoryFile/append(_:)``: under the
/// history lock, merged with what other sessions saved meanwhile, replaced atomically). So a session that ends
/// without ``close()`` (the terminal closed, SIGTERM, a crash, Ctrl-C during a busy command) keeps its history,
/// and two sessions running at once keep both their entries. An entry that could not be saved is tried again with
/// the next one and on ``close()``. If another process holds the lock for longer than
/// ``HistoryFile/lockTimeout``, the entry is saved without the lock and a warning says so once; later saves then
/// wait for the lock only briefly (a tenth of a second), so a stuck lock never slows the shell down.
///
/// ## Commands that are switched off
/// libedit's `ed-command` (emacs Meta-x: Esc x, Esc X) reads a line of editrc commands and runs them. Its parser
/// crashes on an unmatched quote (`Esc x '` then Enter), and the commands it runs could rebind keys or switch to vi
/// mode, where `:` is the same command. Esc x and Esc X therefore only beep, and the 8-bit Meta-x and Meta-X
/// characters (bytes 0xF8, 0xD8, which libedit binds to `ed-command` in a locale where they are not printable) insert
/// themselves. No other key reaches libedit's command parser, and no `.editrc` is read, so vi mode cannot be
/// entered.
///
/// ## Process-wide effects
/// - The first reader created sets `LC_CTYPE` from the environment (`setlocale(LC_CTYPE, "")`), falling back to
///   `C.UTF-8` when that yields the plain C locale: libedit decodes keystrokes with the C library's multibyte
///   functions, and in the C locale every non-ASCII character would be garbled. Only `LC_CTYPE` is touched.
/// - While a line is being edited the terminal's `ISIG` flag is off, so Ctrl-C, Ctrl-Z and Ctrl-\ reach the editor as
///   keys instead of signals: Ctrl-C abandons the line, Ctrl-Z suspends the process as usual (the terminal is put back
///   first, and the line is redrawn on `fg`), and Ctrl-\ does nothing. Outside ``readLine(prompt:)`` the terminal
///   is in its normal mode, so Ctrl-C while the caller is busy raises `SIGINT` as usual.
///
/// ## Output
/// The prompt may contain ANSI escape sequences (colours); they are passed to libedit as zero-width text (see
/// ``PromptEscapes``).
/// After Ctrl-C the screen shows the abandoned line with "^C" and the cursor is on a fresh line. After Ctrl-D
/// (``ReadResult/endOfInput``) libedit has echoed "^D" and the cursor is still on the prompt line: the caller
/// writes the newline (or a goodbye).
///
/// ## Threads
/// Not `Sendable`: create the reader on the thread that reads with it. libedit and the terminal database it uses
/// keep some global state, so only one `EditLineReader` should be reading at a time.
public final class EditLineReader: LineReader {
    private(set) var editLine: OpaquePointer?
    private var historyHandle: OpaquePointer?
    private let state: EditLineState
    private let persistentHistory: PersistentHistory
    private var isClosed = false
    /// Used when libedit cannot be set up at all.
    private var fallback: PlainLineReader?
    private var inputFile: UnsafeMutablePointer<FILE>?
    private(set) var outputFile: UnsafeMutablePointer<FILE>?
    /// What had been typed when a wake-up ended the last read; typed again at the next.
    private var partialLine: String?

    /// - Parameters:
    ///   - input, output: file descriptors of the terminal. They are duplicated, never closed.
    ///   - historyFile: where history is loaded from, and saved to as entries are added; nil for in-memory history
    ///     only.
    ///   - programName: the name libedit uses for `~/.editrc` sections (the file itself is not read).
    ///   - completer: called on Tab with the text before the cursor; returns full replacement words for the last
    ///     whitespace-separated word.
    ///   - wakeUp: when given, its ``WakeUp/wake()`` ends a read at once with ``ReadResult/woken(partial:)``, and
    ///     the next read puts the partial line back.
    public convenience init(input: Int32 = 0, output: Int32 = 1, historyFile: HistoryFile?,
                            programName: String = "playground", wakeUp: WakeUp? = nil,
                            completer: @escaping (_ lineBeforeCursor: String) -> [String]) {
        self.init(input: input, output: output, historyFile: historyFile, programName: programName,
                  terminalType: nil, wakeUp: wakeUp, completer: completer)
    }

    /// `terminalType`: a terminfo name to use instead of `$TERM` (tests pass one, rather than changing the
    /// process environment).
    init(input: Int32, output: Int32, historyFile: HistoryFile?, programName: String, terminalType: String?,
         wakeUp: WakeUp? = nil, completer: @escaping (_ lineBeforeCursor: String) -> [String]) {
        _ = localeIsSetUp
        // History file first, so the warnings come in a sensible order.
        persistentHistory = PersistentHistory(file: historyFile)
        let capacity = persistentHistory.capacity
        state = EditLineState(completer: completer, inputDescriptor: input)
        state.wakeUp = wakeUp

        let inputCopy = try? FileDescriptor(rawValue: input).duplicate()
        let outputCopy = try? FileDescriptor(rawValue: output).duplicate()
        if let inputCopy, let outputCopy {
            inputFile = fdopen(inputCopy.rawValue, "r")
            outputFile = fdopen(outputCopy.rawValue, "w")
        }
        if inputFile == nil { try? inputCopy?.close() }
        if outputFile == nil { try? outputCopy?.close() }

        if let inputFile, let outputFile, let editLine = el_init(programName, inputFile, outputFile, outputFile) {
            self.editLine = editLine
            state.outputFile = outputFile
            if let terminalType { clibedit_set_terminal(editLine, terminalType) }
            configure(editLine, capacity: capacity)
        } else {
            addWarning("Line editing is not available on this terminal; reading plain lines instead.")
            fallback = PlainLineReader(fileDescriptor: input, wakeUp: wakeUp)
        }
    }

    deinit {
        close()
    }

    public func readLine(prompt: String) -> ReadResult {
        if let fallback { return fallback.readLine(prompt: prompt) }
        guard !isClosed, let editLine else { return .endOfInput }

        state.setPrompt(prompt)
        // Anything the caller print()ed without a newline must appear before the prompt (fflush(nil): every stream).
        fflush(nil)
        el_resize(editLine)

        var attempts = 0
        while true {
            state.interrupted = false
            state.woken = false
            state.captureTerminalSettings()
            // Editing mode before the prompt appears. libedit would otherwise switch only when it first reads,
            // after the prompt is flushed, and keys arriving in between get the terminal's cooked-mode treatment
            // (a Ctrl-D there becomes an end-of-file marker that libedit then reads as a NUL).
            clibedit_prepare_terminal(editLine, 1)
            // A line a wake-up cut short is typed again, as keys (see ``keys(retyping:)``).
            if let partial = partialLine.take(), !partial.isEmpty {
                el_push(editLine, Self.keys(retyping: partial))
            }
            var count: Int32 = 0
            let text = el_gets(editLine, &count)
            let error = errno
            if state.interrupted {
                el_reset(editLine)
                return .interrupted
            }
            if state.woken {
                state.woken = false
                let partial = currentLine(editLine)
                partialLine = partial
                return .woken(partial: partial)
            }
            if let text {
                var length = strlen(text)
                if length > 0 && text[length - 1] == 0x0A { length -= 1 }
                let bytes = UnsafeRawBufferPointer(start: UnsafeRawPointer(text), count: length)
                return .line(String(decoding: bytes, as: UTF8.self))
            }
            attempts += 1
            if count < 0 && error == EINTR && attempts < 10 { continue }
            // Ctrl-D on an empty line (libedit has echoed "^D"), or the terminal went away.
            return .endOfInput
        }
    }

    /// The keys that type `partial` again into an empty line: control characters are left out, but
    /// a line break (an entry of several lines that Up brought back, a Swift cell) goes in behind
    /// Ctrl-V, libedit's quoted insert in emacs mode, which inserts it rather than ending the line.
    static func keys(retyping partial: String) -> String {
        var keys = String.UnicodeScalarView()
        for scalar in partial.unicodeScalars {
            if scalar == "\n" {
                keys.append("\u{16}")
                keys.append(scalar)
            } else if scalar.value >= 0x20 && scalar.value != 0x7F {
                keys.append(scalar)
            }
        }
        return String(keys)
    }

    /// The text of the line being edited (after `el_gets` returns, what it held).
    private func currentLine(_ editLine: OpaquePointer) -> String {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer, let last = info.lastchar, last >= buffer else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: UnsafeRawPointer(buffer), count: last - buffer), as: UTF8.self)
    }

    public func addHistory(_ line: String) {
        // Without libedit (the fallback reader) history is still kept and saved here.
        guard !isClosed else { return }
        guard persistentHistory.add(line) else { return }
        if let historyHandle {
            var event = HistEvent()
            _ = clibedit_history_enter(historyHandle, &event, line)
        }
    }

    public var history: [String] {
        persistentHistory.list.entries
    }

    public var warnings: [String] { persistentHistory.warnings }

    /// Saves any entries that could not be saved when they were added (normally there are none: see "History"
    /// above), then releases libedit and puts the terminal back. Safe to call more than once; later calls do
    /// nothing, and reads after it return ``ReadResult/endOfInput``.
    ///
    /// Saving merges: the entries in the file *now* (those loaded at start, this session's, and any another session
    /// saved meanwhile) followed by the unsaved ones, capped at the file's capacity. A file that cannot be read
    /// completely is not overwritten (see ``HistoryFile``); the problem is added to ``warnings`` once.
    public func close() {
        guard !isClosed else { return }
        persistentHistory.saveNow()
        isClosed = true
        if let editLine {
            clibedit_set_clientdata(editLine, nil)
            el_end(editLine)
            self.editLine = nil
        }
        if let historyHandle {
            history_end(historyHandle)
            self.historyHandle = nil
        }
        state.outputFile = nil
        if let inputFile { fclose(inputFile) }
        if let outputFile { fclose(outputFile) }
        inputFile = nil
        outputFile = nil
    }

    // MARK: - Private

    private func configure(_ editLine: OpaquePointer, capacity: Int) {
        clibedit_set_clientdata(editLine, Unmanaged.passUnretained(state).toOpaque())
        clibedit_set_editor(editLine, "emacs")
        clibedit_set_signal(editLine, 0)
        // Keys instead of signals while editing; see the type's documentation.
        clibedit_setty(editLine, "-d", "-isig")
        clibedit_set_prompt_esc(editLine, { editLine in
            editLineState(of: editLine)?.promptPointer ?? emptyCString()
        }, PromptEscapes.literalDelimiter)

        if let historyHandle = history_init() {
            self.historyHandle = historyHandle
            var event = HistEvent()
            _ = clibedit_history_setsize(historyHandle, &event, Int32(clamping: capacity))
            _ = clibedit_history_setunique(historyHandle, &event, 1)
            for entry in persistentHistory.list.entries {
                _ = clibedit_history_enter(historyHandle, &event, entry)
            }
            clibedit_set_history(editLine, historyHandle)
        }

        if state.wakeUp != nil {
            clibedit_set_read_function(editLine) { editLine, character in
                guard let state = editLineState(of: editLine), let character else { return -1 }
                return state.readCharacter(into: character)
            }
        }
        clibedit_add_function(editLine, "playground-complete", "Complete the word before the cursor") { editLine, _ in
            guard let editLine, let state = editLineState(of: editLine) else { return UInt8(CC_ERROR) }
            return state.complete(editLine)
        }
        clibedit_add_function(editLine, "playground-interrupt", "Abandon the line") { editLine, _ in
            guard let editLine, let state = editLineState(of: editLine) else { return UInt8(CC_ERROR) }
            return state.interrupt(editLine)
        }
        clibedit_add_function(editLine, "playground-suspend", "Suspend the process") { editLine, _ in
            guard let state = editLineState(of: editLine) else { return UInt8(CC_ERROR) }
            return state.suspend()
        }
        clibedit_bind(editLine, "^I", "playground-complete")
        clibedit_bind(editLine, "^C", "playground-interrupt")
        clibedit_bind(editLine, "^Z", "playground-suspend")
        clibedit_bind(editLine, "^R", "em-inc-search-prev")
        // ed-command: see "Commands that are switched off" in the type's documentation.
        for key in Self.commandPromptKeys { clibedit_bind(editLine, key, "ed-unassigned") }
        for key in Self.metaCommandCharacters { clibedit_bind(editLine, key, "ed-insert") }
    }

    /// Emacs Meta-x and Meta-X as Esc sequences, bound to `ed-command` by libedit.
    static let commandPromptKeys = ["^[x", "^[X"]
    /// Meta-x and Meta-X as 8-bit characters (libedit's octal key syntax).
    static let metaCommandCharacters = ["\\370", "\\330"]

    /// Keeps `warning` for the shell to show (history file problems).
    private func addWarning(_ warning: String) {
        persistentHistory.addWarning(warning)
    }
}
