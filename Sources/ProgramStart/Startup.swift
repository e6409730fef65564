import Foundation

/// What every executable does before it looks at a word: `playground`, `playground-shell` (which
/// `playground` hands everything but its quick forms over to with exec) and `playground-room` (the
/// room's `present` and `follow`).
public enum Startup {
    public static let version = "0.1.0"

    /// Standard descriptors and signals put right, then the arguments with `--no-color` moved to
    /// where it parses. Exits with status 1 when standard output is closed.
    public static func prepare() -> [String] {
        // A closed standard descriptor would be taken by the next file the process opens, and
        // output meant for the terminal would land in that file. Hold each with /dev/null; a
        // closed standard output is an error (`playground run di >&-` must not exit 0).
        let closed = [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO].filter { fcntl($0, F_GETFD) == -1 && errno == EBADF }
        for descriptor in closed {
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
        // A signal mask is inherited through exec: started from a thread that blocks signals (a
        // test runner's worker, some IDEs), Ctrl-C, Ctrl-Z, kill and a closed window would wait
        // forever. The signals the shell relies on are unblocked; ignored ones (nohup) stay ignored.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD] { sigaddset(&handled, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        if closed.contains(STDOUT_FILENO) {
            Terminal.error("error: standard output is closed; nothing could be printed\n")
            exit(1)
        }
        return movingNoColor(Array(CommandLine.arguments.dropFirst()))
    }

    /// `--no-color` belongs to every subcommand, so people write it anywhere: before the
    /// subcommand too (`playground --no-color run di`). Moved to the end of the options (before
    /// a `--`), where it parses. Only options before a `--` are options: `run --no-color -- di`
    /// keeps it before the `--`.
    public static func movingNoColor(_ arguments: [String]) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        guard arguments[..<end].contains("--no-color") else { return arguments }
        return arguments[..<end].filter { $0 != "--no-color" } + ["--no-color"] + arguments[end...]
    }

    /// Output that could not be written is a failure, not a success: `playground run di >&-`.
    public static func reportOutputFailure() {
        guard let failure = Terminal.outputFailure else { return }
        Terminal.error("error: could not write to standard output (\(failure))\n")
        exit(1)
    }

    /// Colour only on a terminal, never with NO_COLOR set (to anything) or TERM=dumb or --no-color.
    public static func color(noColor: Bool) -> Bool {
        if noColor || ProcessEnvironment.value("NO_COLOR").map({ !$0.isEmpty }) == true { return false }
        if ProcessEnvironment.value("TERM") == "dumb" { return false }
        return isatty(STDOUT_FILENO) == 1
    }
}
