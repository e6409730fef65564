import Foundation
import LineEditing
import Platform

/// Running the pager: its settings (`LESS`), the text down a pipe, Ctrl-C, and how it went.
extension Pager {
    /// Set by the SIGINT handler while the pager runs: Ctrl-C was pressed, and whatever the pager's
    /// status then says (less -K exits with 2), the learner ended it on purpose. Process-wide, as
    /// signals are.
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0

    /// Options put before the learner's own `LESS` (theirs come later and win, `-+e` included):
    /// `-e` leaves less the second time it reaches the end (Enter, Space or Down at `(END)`), `-K`
    /// leaves it at Ctrl-C. Other pagers do not read `LESS`.
    static let leavingOptions = "eK"

    /// `LESS` for the pager: git's `FRX` (quit when it fits one screen, keep colours, leave the
    /// text on the screen) with ``leavingOptions`` when the learner has none; else theirs, with
    /// ``leavingOptions`` before it.
    static func lessSetting(_ learners: String?) -> String {
        guard let learners else { return "FRX" + leavingOptions }
        let own = learners.trimmingCharacters(in: .whitespaces)
        return own.isEmpty ? "-" + leavingOptions : "-\(leavingOptions) " + own
    }

    /// Runs the pager with `input` on its standard input and the terminal for the rest, and waits
    /// for it: how it went (see ``Outcome``).
    static func run(_ command: String, input: String, environment: [String: String], room: WakeUp? = nil) -> Outcome {
        // A plain command (`less -R`, `most`) is run directly, so a missing one is known at once;
        // anything with quotes, variables or pipes goes through the shell, as git does.
        let plain = command.allSatisfy { $0.isLetter || $0.isNumber || " -_./=+,:".contains($0) }
        let arguments = plain ? command.split(separator: " ").map(String.init) : ["/bin/sh", "-c", command]
        var childEnvironment = environment
        childEnvironment["LESS"] = lessSetting(environment["LESS"])
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

        // Ctrl-C and Ctrl-\ are the pager's while it runs (it gets them too: same process group):
        // the shell only notes Ctrl-C. Nothing written to the pager may end the shell with SIGPIPE.
        interrupted = 0
        let previousInterrupt = signal(SIGINT) { _ in Pager.interrupted = 1 }
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        let previousPipe = signal(SIGPIPE, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
            signal(SIGPIPE, previousPipe)
        }

        var request = SpawnRequest(program: arguments[0], arguments: arguments, environment: childEnvironment)
        request.searchPath = true
        request.descriptors = [(STDIN_FILENO, .descriptor(readEnd))]
        request.defaults = .only([SIGINT, SIGQUIT, SIGPIPE])
        let pid: pid_t
        do {
            pid = try Spawn.start(request)
        } catch {
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
        // Keys typed for the pager that it did not read (Enter pressed twice at `(END)`) are not
        // the shell's: the second Enter must not run the next step as well.
        _ = tcflush(STDIN_FILENO, TCIFLUSH)
        if interrupted != 0 { return .shown }
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
        TerminalDevice.pendingBytes(descriptor) ?? 0
    }
}
