import CLibEdit
import Platform

/// What the C callbacks need. libedit holds an unretained pointer to it (EL_CLIENTDATA); the reader keeps it alive.
final class EditLineState {
    let completer: (String) -> [String]
    let inputDescriptor: Int32
    var outputFile: UnsafeMutablePointer<FILE>?
    /// Set by the Ctrl-C command while `el_gets` runs.
    var interrupted = false
    /// Ends reads from another thread; with one, libedit reads through ``readCharacter(into:)``.
    var wakeUp: WakeUp?
    /// Set when a wake-up ended `el_gets`.
    var woken = false
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
        promptPointer = strdup(PromptEscapes.libEditPrompt(prompt))
    }

    func captureTerminalSettings() {
        var settings = termios()
        normalTerminal = tcgetattr(inputDescriptor, &settings) == 0 ? settings : nil
    }

    // MARK: Reading

    /// libedit's read function (EL_GETCFN) when there is a wake-up: waits for a key or a wake, then
    /// decodes one character as libedit's own does (the locale's multibyte encoding). Returns 1 with
    /// a character, 0 at end of file, -1 when woken (``woken`` is set) or on an error.
    func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var bytes: [CChar] = []
        while true {
            if bytes.isEmpty, let wakeUp {
                switch wakeUp.wait(for: inputDescriptor) {
                case .woken:
                    woken = true
                    errno = EINTR
                    return -1
                case .failed:
                    return -1
                case .input:
                    break
                }
            }
            var byte: UInt8 = 0
            let count = read(inputDescriptor, &byte, 1)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return -1
            }
            if count == 0 {
                character.pointee = 0
                return 0
            }
            bytes.append(CChar(bitPattern: byte))
            var state = mbstate_t()
            var wide: wchar_t = 0
            // size_t comes into Swift as Int: (size_t)-2 is -2.
            let result = Int(bytes.withUnsafeBufferPointer { mbrtowc(&wide, $0.baseAddress, $0.count, &state) })
            switch result {
            case -2:
                // Incomplete: read on, unless it can no longer be a character.
                if bytes.count >= 8 { bytes.removeAll() }
            case -1:
                bytes.removeAll()  // not a character in this locale: dropped, as libedit does
            default:
                character.pointee = wide
                return 1
            }
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

/// The state the reader of `editLine` handed to libedit, from inside a C callback.
func editLineState(of editLine: OpaquePointer?) -> EditLineState? {
    guard let editLine, let data = clibedit_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditLineState>.fromOpaque(data).takeUnretainedValue()
}

/// A C string that lives forever, for libedit to print if the prompt is somehow missing.
func emptyCString() -> UnsafeMutablePointer<CChar> {
    let empty: StaticString = ""
    return UnsafeMutableRawPointer(mutating: empty.utf8Start).assumingMemoryBound(to: CChar.self)
}
