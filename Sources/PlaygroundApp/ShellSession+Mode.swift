import Foundation

/// Which mode a session runs in, from its standard streams and the terminal.
extension ShellSession {
    /// Interactive when standard input is a terminal. The prompt goes to standard output when that
    /// is the terminal too, else to /dev/tty, else to standard error if that is a terminal; with no
    /// terminal to prompt on at all, the session is a script.
    static func chooseMode(environment: [String: String]) -> Mode {
        guard isatty(STDIN_FILENO) == 1 else { return .script }
        let terminal: Int32
        if isatty(STDOUT_FILENO) == 1 {
            terminal = STDOUT_FILENO
        } else {
            let tty = open("/dev/tty", O_WRONLY | O_CLOEXEC)
            if tty >= 0 {
                terminal = tty
            } else if isatty(STDERR_FILENO) == 1 {
                terminal = STDERR_FILENO
            } else {
                return .script
            }
        }
        return environment["TERM"] == "dumb" ? .plainInteractive(terminal: terminal) : .editing(terminal: terminal)
    }
}
