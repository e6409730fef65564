import Foundation

/// What the shell's process relies on that a cell, running in that process, can change: the
/// action of every signal (a cell that ignores SIGCHLD would leave every later compile without an
/// exit status to wait for; one that ignores SIGINT would leave Ctrl-C dead), the shell thread's
/// signal mask, the working folder, standard input (descriptor 0) and the terminal's settings.
/// Saved before a cell runs and put back after it, whatever it did. (Standard output and error
/// are the cell's output file while it runs, and put back by ``CellOutputFile``.)
struct ProcessState {
    private var actions: [(signal: Int32, action: sigaction)] = []
    private var mask = sigset_t()
    private var folder: String?
    /// A copy of descriptor 0 and what it was (device, inode); -1 when it was closed.
    private var input: Int32 = -1
    private var inputIdentity: [UInt64] = []
    private var terminal: termios?

    /// The signals whose action is saved: every standard one a handler can be set for.
    static let signals: [Int32] = (1..<32).filter { $0 != SIGKILL && $0 != SIGSTOP }

    static func save() -> ProcessState {
        var state = ProcessState()
        for number in signals {
            var action = sigaction()
            if sigaction(number, nil, &action) == 0 { state.actions.append((number, action)) }
        }
        pthread_sigmask(SIG_SETMASK, nil, &state.mask)
        state.folder = FileManager.default.currentDirectoryPath
        state.inputIdentity = identity(STDIN_FILENO)
        if !state.inputIdentity.isEmpty { state.input = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 10) }
        if isatty(STDIN_FILENO) == 1 {
            var settings = termios()
            if tcgetattr(STDIN_FILENO, &settings) == 0 { state.terminal = settings }
        }
        return state
    }

    /// Puts everything back as it was when saved; returns what had changed, in words
    /// (`the action of SIGCHLD`, `the working folder`), for tests and notes.
    @discardableResult
    func restore() -> [String] {
        var changed: [String] = []
        for (number, saved) in actions {
            var now = sigaction()
            sigaction(number, nil, &now)
            if !Self.same(now, saved) {
                var action = saved
                sigaction(number, &action, nil)
                changed.append("the action of \(Self.name(number))")
            }
        }
        var mask = mask, now = sigset_t()
        pthread_sigmask(SIG_SETMASK, &mask, &now)
        if !Self.same(now, mask) { changed.append("the signal mask") }
        if let folder, FileManager.default.currentDirectoryPath != folder {
            _ = FileManager.default.changeCurrentDirectoryPath(folder)
            changed.append("the working folder")
        }
        if input >= 0, Self.identity(STDIN_FILENO) != inputIdentity {
            dup2(input, STDIN_FILENO)
            changed.append("standard input")
        }
        if var terminal {
            var current = termios()
            if tcgetattr(STDIN_FILENO, &current) == 0, !Self.same(current, terminal) {
                tcsetattr(STDIN_FILENO, TCSANOW, &terminal)
                changed.append("the terminal's settings")
            }
        }
        if input >= 0 { close(input) }
        return changed
    }

    /// Device and inode of the file `descriptor` is open on; empty when it is closed.
    private static func identity(_ descriptor: Int32) -> [UInt64] {
        var information = stat()
        guard fstat(descriptor, &information) == 0 else { return [] }
        return [UInt64(information.st_dev), UInt64(information.st_ino)]
    }

    /// Whether two values are the same, byte for byte (what the system filled in for both).
    private static func same<T>(_ first: T, _ second: T) -> Bool {
        withUnsafeBytes(of: first) { a in withUnsafeBytes(of: second) { b in a.elementsEqual(b) } }
    }

    static func name(_ number: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGUSR1: "SIGUSR1", SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE",
            SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGCHLD: "SIGCHLD", SIGCONT: "SIGCONT", SIGTSTP: "SIGTSTP", SIGTTIN: "SIGTTIN",
            SIGTTOU: "SIGTTOU", SIGURG: "SIGURG", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGVTALRM: "SIGVTALRM", SIGPROF: "SIGPROF",
            SIGWINCH: "SIGWINCH", SIGIO: "SIGIO", SIGSYS: "SIGSYS",
        ]
        return names[number] ?? "signal \(number)"
    }
}
