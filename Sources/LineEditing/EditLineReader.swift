import CLibEdit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
/// The prompt may contain ANSI escape sequences (colours); they are passed to libedit as zero-width text.
/// After Ctrl-C the screen shows the abandoned line with "^C" and the cursor is on a fresh line. After Ctrl-D
/// (``ReadResult/endOfInput``) libedit has echoed "^D" and the cursor is still on the prompt line: the caller
/// writes the newline (or a goodbye).
///
/// ## Threads
/// Not `Sendable`: create the reader on the thread that reads with it. libedit and the terminal database it uses
/// keep some global state, so only one `EditLineReader` should be reading at a time.
public final class EditLineReader: LineReader {
    private var editLine: OpaquePointer?
    private var historyHandle: OpaquePointer?
    private let state: EditLineState
    private let persistentHistory: PersistentHistory
    private var isClosed = false
    /// Used when libedit cannot be set up at all.
    private var fallback: PlainLineReader?
    private var inputFile: UnsafeMutablePointer<FILE>?
    private var outputFile: UnsafeMutablePointer<FILE>?

    /// - Parameters:
    ///   - input, output: file descriptors of the terminal. They are duplicated, never closed.
    ///   - historyFile: where history is loaded from, and saved to as entries are added; nil for in-memory history
    ///     only.
    ///   - programName: the name libedit uses for `~/.editrc` sections (the file itself is not read).
    ///   - completer: called on Tab with the text before the cursor; returns full replacement words for the last
    ///     whitespace-separated word.
    public convenience init(input: Int32 = 0, output: Int32 = 1, historyFile: HistoryFile?,
                            programName: String = "playground",
                            completer: @escaping (_ lineBeforeCursor: String) -> [String]) {
        self.init(input: input, output: output, historyFile: historyFile, programName: programName,
                  terminalType: nil, completer: completer)
    }

    /// `terminalType`: a terminfo name to use instead of `$TERM` (tests pass one, rather than changing the
    /// process environment).
    init(input: Int32, output: Int32, historyFile: HistoryFile?, programName: String, terminalType: String?,
         completer: @escaping (_ lineBeforeCursor: String) -> [String]) {
        _ = localeIsSetUp
        // History file first, so the warnings come in a sensible order.
        persistentHistory = PersistentHistory(file: historyFile)
        let capacity = persistentHistory.capacity
        state = EditLineState(completer: completer, inputDescriptor: input)

        let inputCopy = dup(input)
        let outputCopy = dup(output)
        if inputCopy >= 0, outputCopy >= 0 {
            inputFile = fdopen(inputCopy, "r")
            outputFile = fdopen(outputCopy, "w")
        }
        if inputFile == nil, inputCopy >= 0 { _ = closeDescriptor(inputCopy) }
        if outputFile == nil, outputCopy >= 0 { _ = closeDescriptor(outputCopy) }

        if let inputFile, let outputFile, let editLine = el_init(programName, inputFile, outputFile, outputFile) {
            self.editLine = editLine
            state.outputFile = outputFile
            if let terminalType { clibedit_set_terminal(editLine, terminalType) }
            configure(editLine, capacity: capacity)
        } else {
            addWarning("Line editing is not available on this terminal; reading plain lines instead.")
            fallback = PlainLineReader(fileDescriptor: input)
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
            state.captureTerminalSettings()
            // Editing mode before the prompt appears. libedit would otherwise switch only when it first reads,
            // after the prompt is flushed, and keys arriving in between get the terminal's cooked-mode treatment
            // (a Ctrl-D there becomes an end-of-file marker that libedit then reads as a NUL).
            clibedit_prepare_terminal(editLine, 1)
            var count: Int32 = 0
            let text = el_gets(editLine, &count)
            let error = errno
            if state.interrupted {
                el_reset(editLine)
                return .interrupted
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
        }, promptLiteralDelimiter)

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

    /// Runs libedit builtin commands (`bind`, `settty`, ...) as an editrc line would, with the words already split;
    /// their output goes to the terminal. For tests: it shows the key bindings the reader really has. Returns
    /// `el_parse`'s result: 0 on success, -1 for an unknown command.
    func runEditorBuiltin(_ words: [String]) -> Int32 {
        guard let editLine, !words.isEmpty else { return -1 }
        let copies = words.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var arguments: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) }
        arguments.append(nil)
        let result = arguments.withUnsafeMutableBufferPointer {
            el_parse(editLine, Int32(words.count), $0.baseAddress)
        }
        if let outputFile { fflush(outputFile) }
        return result
    }

    /// Appends the unsaved entries to the history file. On failure they stay unsaved, for the next try.
    private func addWarning(_ warning: String) {
        persistentHistory.addWarning(warning)
    }
}

// MARK: - State reachable from libedit's C callbacks

/// Marks the start and end of zero-width text in the prompt given to libedit.
let promptLiteralDelimiter: CChar = 1

/// What the C callbacks need. libedit holds an unretained pointer to it (EL_CLIENTDATA); the reader keeps it alive.
final class EditLineState {
    let completer: (String) -> [String]
    let inputDescriptor: Int32
    var outputFile: UnsafeMutablePointer<FILE>?
    /// Set by the Ctrl-C command while `el_gets` runs.
    var interrupted = false
    private(set) var promptPointer: UnsafeMutablePointer<CChar>?
    private var promptSource: String?
    /// The terminal settings outside editing, restored while suspended by Ctrl-Z.
    private var normalTerminal: termios?

    init(completer: @escaping (String) -> [String], inputDescriptor: Int32) {
        self.completer = completer
        self.inputDescriptor = inputDescriptor
    }

    deinit {
        free(promptPointer)
    }

    func setPrompt(_ prompt: String) {
        guard prompt != promptSource else { return }
        promptSource = prompt
        free(promptPointer)
        promptPointer = strdup(Self.libEditPrompt(prompt))
    }

    func captureTerminalSettings() {
        var settings = termios()
        normalTerminal = tcgetattr(inputDescriptor, &settings) == 0 ? settings : nil
    }

    /// `prompt` with every ANSI escape sequence wrapped in ``promptLiteralDelimiter`` so libedit does not count it as
    /// width. Stray delimiter characters are dropped.
    ///
    /// libedit drops zero-width text at the very end of the prompt, so escape sequences after the last visible
    /// character are moved in front of it: `"\e[32m> \e[0m"` becomes `"\e[32m>\e[0m "` (the reset still comes
    /// before anything the user types; only the final character loses the style, which for a space shows nothing).
    static func libEditPrompt(_ prompt: String) -> String {
        let delimiter = UInt8(promptLiteralDelimiter)
        let bytes = Array(prompt.utf8).filter { $0 != delimiter }
        // Visible text and escape sequences, in order.
        var segments: [(isEscape: Bool, bytes: ArraySlice<UInt8>)] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                let end = escapeSequenceEnd(bytes, from: index)
                segments.append((true, bytes[index..<end]))
                index = end
            } else {
                let end = bytes[index...].firstIndex(of: 0x1B) ?? bytes.count
                segments.append((false, bytes[index..<end]))
                index = end
            }
        }
        if let lastVisible = segments.lastIndex(where: { !$0.isEscape }), lastVisible < segments.count - 1 {
            let text = String(decoding: segments[lastVisible].bytes, as: UTF8.self)
            let lastCharacter = text.last.map { String($0) } ?? ""
            let head = Array(text.utf8.dropLast(lastCharacter.utf8.count))
            let trailing = segments[(lastVisible + 1)...]
            segments.removeSubrange(lastVisible...)
            segments.append((false, head[...]))
            segments.append(contentsOf: trailing)
            segments.append((false, Array(lastCharacter.utf8)[...]))
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 2 * segments.count)
        for segment in segments {
            if segment.isEscape { out.append(delimiter) }
            out.append(contentsOf: segment.bytes)
            if segment.isEscape { out.append(delimiter) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The index just past the escape sequence starting at `start` (which holds ESC).
    private static func escapeSequenceEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        guard index < bytes.count else { return index }
        switch bytes[index] {
        case UInt8(ascii: "["):   // CSI: parameters and intermediates, then one final byte 0x40-0x7E
            index += 1
            while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
            return min(index + 1, bytes.count)
        case UInt8(ascii: "]"):   // OSC: up to BEL or ESC \
            index += 1
            while index < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B {
                    return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index
                }
                index += 1
            }
            return index
        default:                  // two-byte sequence
            return index + 1
        }
    }

    // MARK: Commands

    /// At most this many candidates are listed; the rest are counted.
    static let maxListed = 200

    func complete(_ editLine: OpaquePointer) -> UInt8 {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let beforeCursor = String(
            decoding: UnsafeRawBufferPointer(start: UnsafeRawPointer(buffer), count: max(0, cursor - buffer)),
            as: UTF8.self)
        switch Completion.action(lineBeforeCursor: beforeCursor, candidates: completer(beforeCursor)) {
        case .beep:
            return UInt8(CC_REFRESH_BEEP)
        case .replace(let deleteCount, let insert):
            if deleteCount > 0 { el_deletestr(editLine, Int32(clamping: deleteCount)) }
            if !insert.isEmpty && el_insertstr(editLine, insert) != 0 { return UInt8(CC_ERROR) }
            return UInt8(CC_REFRESH)
        case .list(let words):
            guard let outputFile else { return UInt8(CC_ERROR) }
            var width = Int(clibedit_get_columns(editLine))
            if width <= 0 { width = 80 }
            var rows = Completion.columns(Array(words.prefix(Self.maxListed)), width: width - 1)
            if words.count > Self.maxListed {
                rows.append("(\(words.count - Self.maxListed) more)")
            }
            fputs("\n" + rows.joined(separator: "\n") + "\n", outputFile)
            fflush(outputFile)
            return UInt8(CC_REDISPLAY)
        }
    }

    /// Ctrl-C: remember it, and make `el_gets` return through its normal path, so the screen is left tidy: move to the
    /// end of the line (Ctrl-E), show "^C" there, then newline. Pushed as input because libedit has no portable call
    /// for "move to end" or "finish the line" from a user command.
    func interrupt(_ editLine: OpaquePointer) -> UInt8 {
        interrupted = true
        el_push(editLine, "\u{05}^C\n")
        return UInt8(CC_NORM)
    }

    /// Ctrl-Z: put the terminal back to normal, stop the process group like the terminal driver would, and when
    /// continued, go back to editing mode and redraw the line.
    func suspend() -> UInt8 {
        var editing = termios()
        guard tcgetattr(inputDescriptor, &editing) == 0 else { return UInt8(CC_ERROR) }
        if let outputFile {
            fputs("^Z\n", outputFile)
            fflush(outputFile)
        }
        if var normal = normalTerminal {
            _ = tcsetattr(inputDescriptor, TCSADRAIN, &normal)
        }
        kill(0, SIGTSTP)
        _ = tcsetattr(inputDescriptor, TCSADRAIN, &editing)
        return UInt8(CC_REDISPLAY)
    }
}

private func editLineState(of editLine: OpaquePointer?) -> EditLineState? {
    guard let editLine, let data = clibedit_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditLineState>.fromOpaque(data).takeUnretainedValue()
}

/// A C string that lives forever, for libedit to print if the prompt is somehow missing.
private func emptyCString() -> UnsafeMutablePointer<CChar> {
    let empty: StaticString = ""
    return UnsafeMutableRawPointer(mutating: empty.utf8Start).assumingMemoryBound(to: CChar.self)
}

// MARK: - Locale

/// Set up once, before the first `el_init`; see ``EditLineReader``.
private let localeIsSetUp: Bool = {
    func isUTF8() -> Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
    let fromEnvironment = setlocale(LC_CTYPE, "").map { String(cString: $0) }
    if isUTF8() { return true }
    if fromEnvironment == nil || fromEnvironment == "C" || fromEnvironment == "POSIX" {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8() { return true }
        }
        if let fromEnvironment { setlocale(LC_CTYPE, fromEnvironment) }
    }
    return isUTF8()
}()
