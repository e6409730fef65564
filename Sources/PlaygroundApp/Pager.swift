import Foundation
import LineEditing
import PlaygroundKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shell's answers on a terminal: laid out to the terminal's width (prose wrapped to fit,
/// wide code lines folded with a `↪` mark), and a step (or `help`'s list) taller than the terminal
/// put through a pager as `git` does: `$PAGER`, else `less -R`, with `LESS=FRX` when `LESS` is not
/// set (quit at the end of a screenful, keep colours, leave the step on the screen afterwards).
/// The step's title is its first line.
///
/// Never pages: script mode, standard output that is not a terminal (`playground | tee log`),
/// `TERM=dumb`, `--no-pager`, `PLAYGROUND_PAGER=0`, or `PAGER` set to `cat` or to nothing.
/// A pager that cannot be started, that fails (a non-zero status), or that ends without reading
/// anything (`PAGER=true`) has the step printed after it instead, and `note` told why. Ctrl-C in
/// the pager belongs to the pager: the shell goes on, and a pager it ended showed what it had to.
enum Pager {
    /// How a pager's run went.
    enum Outcome: Equatable {
        /// It read the text (or some of it: `q` in less before the end) and ended well, or was
        /// interrupted: the learner has seen what they wanted.
        case shown
        /// It could not be started: not found, not executable.
        case notStarted
        /// It ended without reading any of the text, with status 0 (`true`) or not.
        case readNothing(status: Int32)
        /// It ended with a failure status (1 to 125) after reading some or all of the text.
        case failed(status: Int32)
    }

    /// Shows `text`: on a terminal, laid out to its width and paged when it is a step (or `help`)
    /// taller than the terminal; anywhere else, as a transcript has it. `note` is told when the
    /// pager showed nothing, so the text is printed instead.
    /// In a room, `room` is the room's wake-up: while the pager is open, news from the room
    /// (the teacher's move) puts a line at the pager's foot saying `q` shows it.
    static func display(
        _ text: StyledText, color: Bool, interactive: Bool, paging: Bool, environment: [String: String],
        room: WakeUp? = nil, note: (String) -> Void = { _ in }
    ) {
        guard interactive, isatty(STDOUT_FILENO) == 1, let size = terminalSize(STDOUT_FILENO) else {
            Terminal.write(text.rendered(color: color))
            return
        }
        let layout = TerminalLayout(width: size.columns, unicode: unicodeLocale(environment))
        let rendered = text.rendered(color: color, layout: layout)
        // One line stays free for the prompt.
        if paging, text.title != nil, environment["TERM"] != "dumb", lineCount(rendered) >= size.rows,
           let command = command(environment: environment) {
            let outcome = run(command, input: rendered, environment: environment, room: room)
            if outcome == .shown { return }
            note(explanation(outcome, command: command, variable: environment["PLAYGROUND_PAGER"] == nil ? "PAGER" : "PLAYGROUND_PAGER"))
        }
        Terminal.write(rendered)
    }

    /// Why the text is printed after the pager ran, in one line; `variable` chose the pager.
    static func explanation(_ outcome: Outcome, command: String, variable: String) -> String {
        let what = switch outcome {
        case .shown: "showed it"
        case .notStarted: "could not be started"
        case .readNothing(0): "showed nothing (it ended without reading what it was given)"
        case .readNothing(let status): "showed nothing (it ended with status \(status) without reading what it was given)"
        case .failed(let status): "failed (it ended with status \(status))"
        }
        return "the pager '\(command)' \(what), so the text is printed below instead; "
            + "set \(variable) to another pager, or PLAYGROUND_PAGER=0 for none"
    }

    /// The pager to use, or nil for none: `PLAYGROUND_PAGER` (`0`, `off`, `no`, `false` or empty:
    /// none), else `PAGER` (empty or `cat`: none), else `less -R`.
    static func command(environment: [String: String]) -> String? {
        if let chosen = environment["PLAYGROUND_PAGER"] {
            let value = chosen.trimmingCharacters(in: .whitespaces)
            return ["", "0", "off", "no", "false"].contains(value.lowercased()) ? nil : value
        }
        if let chosen = environment["PAGER"] {
            let value = chosen.trimmingCharacters(in: .whitespaces)
            return value.isEmpty || value == "cat" ? nil : value
        }
        return "less -R"
    }

    /// Rows and columns of the terminal on `descriptor`, read afresh each time (so a resized
    /// window is followed); nil when it does not say.
    static func terminalSize(_ descriptor: Int32) -> (rows: Int, columns: Int)? {
        guard let size = Posix.windowSize(descriptor), size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Whether the locale is UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`), so `↪` can be shown.
    static func unicodeLocale(_ environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

    static func lineCount(_ text: String) -> Int {
        text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
    }

    /// Runs the pager with `input` on its standard input and the terminal for the rest, and waits
    /// for it: how it went (see ``Outcome``).
    static func run(_ command: String, input: String, environment: [String: String], room: WakeUp? = nil) -> Outcome {
        // A plain command (`less -R`, `most`) is run directly, so a missing one is known at once;
        // anything with quotes, variables or pipes goes through the shell, as git does.
        let plain = command.allSatisfy { $0.isLetter || $0.isNumber || " -_./=+,:".contains($0) }
        let arguments = plain ? command.split(separator: " ").map(String.init) : ["/bin/sh", "-c", command]
        var childEnvironment = environment
        if childEnvironment["LESS"] == nil { childEnvironment["LESS"] = "FRX" }
        if childEnvironment["LV"] == nil { childEnvironment["LV"] = "-c" }

        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return .notStarted }
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        // The read end stays open here too, until the pager has ended, so that what it left unread
        // can be counted; writes never block, so a pager that ends early cannot hold the shell.
        defer { close(readEnd) }
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)

        // Ctrl-C and Ctrl-\ are the pager's while it runs (it gets them too: same process group);
        // nothing written to the pager may end the shell with SIGPIPE.
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        let previousPipe = signal(SIGPIPE, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
            signal(SIGPIPE, previousPipe)
        }

        var actions = Posix.spawnFileActions()
        var attributes = Posix.spawnAttributes()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, readEnd, STDIN_FILENO)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signalNumber) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))

        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = childEnvironment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, &envp) == 0 else {
            close(writeEnd)
            return .notStarted
        }
        var status: Int32 = 0
        var ended = false
        var bytes = Array(input.utf8)[...]
        let total = bytes.count
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
                continue
            }
            if written < 0, errno == EINTR { continue }
            if written < 0, errno != EAGAIN { break }
            // The pipe is full: wait for the pager to read more, or to end (`q` in less).
            var descriptor = pollfd(fd: writeEnd, events: Int16(POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, 100)
            if waitpid(pid, &status, WNOHANG) == pid {
                ended = true
                break
            }
        }
        close(writeEnd)
        var heardFromRoom = false
        defer { if heardFromRoom { room?.wake() } }  // taken here: the line reader must see it too
        while !ended, let room {
            if room.arrives(within: 200), !heardFromRoom {
                heardFromRoom = true
                // Over the pager's prompt line; the pager draws its own again at the next key.
                Terminal.write("\u{7}\r\u{1B}[K\u{1B}[7m(room) the teacher moved: q shows it\u{1B}[m")
            }
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { ended = true }
        }
        while !ended, waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return .shown }
        }
        return outcome(status: status, unread: bytes.count + unreadBytes(readEnd), total: total)
    }

    /// What a pager's wait status and the bytes it left unread say of its run.
    static func outcome(status: Int32, unread: Int, total: Int) -> Outcome {
        // Ended by a signal, or a shell's 128+n for one: interrupted on purpose (Ctrl-C).
        let exited = (status & 0x7f) == 0
        let code = (status >> 8) & 0xff
        guard exited, code < 128 else { return .shown }
        // 126 and 127: the shell could not find or run the pager's command.
        if code == 126 || code == 127 { return .notStarted }
        if total > 0, unread >= total { return .readNothing(status: code) }
        return code == 0 ? .shown : .failed(status: code)
    }

    /// How many bytes wait in the pipe whose read end is `descriptor`.
    static func unreadBytes(_ descriptor: Int32) -> Int {
        Posix.pendingBytes(descriptor) ?? 0
    }
}

extension ShellSession {
    /// A command's answer, on standard output: see ``Pager``.
    func display(_ text: StyledText) {
        Pager.display(text, color: color, interactive: interactive, paging: paging, environment: ProcessEnvironment.current, room: room?.wakeUp) { why in
            notes.say("pager", why)
        }
    }
}
