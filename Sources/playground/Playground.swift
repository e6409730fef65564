import ArgumentParser
import LessonCatalog
import PlaygroundKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `playground`: the interactive shell, and the lessons without a terminal.
@main
struct Playground: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Walk through the building blocks of MVVM on iOS, step by step, in a terminal.",
        discussion: """
            With no subcommand, opens the interactive shell. Commands piped on standard input run \
            as a script: each is echoed, failures are reported on standard error with their line \
            number, and the exit status is 1 if any failed.
            """,
        version: version,
        subcommands: [ShellCommand.self, ListCommand.self, RunCommand.self, CheckCommand.self, ExportCommand.self, PresentCommand.self, FollowCommand.self],
        defaultSubcommand: ShellCommand.self
    )

    /// `--no-color` belongs to every subcommand, so people write it anywhere: before the
    /// subcommand too (`playground --no-color run di`). Move it to the end of the options (before
    /// a `--`), where it parses.
    static func main() {
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
            exit(withError: ExitCode.failure)
        }
        var arguments = Array(CommandLine.arguments.dropFirst())
        // Only options before a `--` are options: `run --no-color -- di` keeps it before the `--`.
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        if arguments[..<end].contains("--no-color") {
            arguments = arguments[..<end].filter { $0 != "--no-color" } + ["--no-color"] + arguments[end...]
        }
        if QuickStart.handled(arguments) {
            reportOutputFailure()
            return
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            reportOutputFailure()
            exit(withError: error)
        }
        reportOutputFailure()
    }

    /// Output that could not be written is a failure, not a success: `playground run di >&-`.
    static func reportOutputFailure() {
        guard let failure = Terminal.outputFailure else { return }
        Terminal.error("error: could not write to standard output (\(failure))\n")
        exit(withError: ExitCode.failure)
    }
}

/// Options every subcommand takes.
struct OutputOptions: ParsableArguments {
    @Flag(name: .customLong("no-color"), help: "Never colour the output (NO_COLOR in the environment does the same).")
    var noColor = false

    /// Colour only on a terminal, never with NO_COLOR set (to anything) or TERM=dumb or --no-color.
    var color: Bool { Self.color(noColor: noColor) }

    static func color(noColor: Bool) -> Bool {
        if noColor || ProcessEnvironment.value("NO_COLOR").map({ !$0.isEmpty }) == true { return false }
        if ProcessEnvironment.value("TERM") == "dumb" { return false }
        return isatty(STDOUT_FILENO) == 1
    }
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lessons.")

    @OptionGroup var output: OutputOptions

    func run() {
        let shell = Shell(catalog: .standard)
        Terminal.write(shell.handle("lessons").text.rendered(color: output.color))
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Print a lesson's whole transcript (or some steps) and exit.",
        discussion: "With --no-color the output is the same, byte for byte, on every run and every machine."
    )

    @Argument(help: "The lesson: its id or number (see 'playground list').")
    var lesson: String

    @Option(name: .long, help: ArgumentHelp("Only these steps: a number, or a range like 2-5.", valueName: "N|A-B"))
    var step: String?

    @Option(name: .long, help: ArgumentHelp("Also record the steps as an asciicast v2 file (asciinema), a marker per step.", valueName: "FILE"))
    var asciicast: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let step, Transcript.Selection(step) == nil {
            throw ValidationError("--step takes a step number or a range like 2-5, not '\(step)'")
        }
    }

    func run() throws {
        let selection = step.flatMap(Transcript.Selection.init) ?? .all
        guard let succeeded = Self.run(lesson: lesson, selection: selection, color: output.color) else { throw ExitCode.failure }
        // Recorded even when a step failed: the recording shows the failure as the transcript does.
        if let asciicast { try ExportAsciicast.write(lesson: lesson, selection: selection, to: asciicast, noColor: output.noColor) }
        if !succeeded { throw ExitCode.failure }
    }

    /// Prints the transcript and returns whether every step succeeded; or prints the error for a
    /// lesson or steps that are not there, and returns nil.
    static func run(lesson: String, selection: Transcript.Selection, color: Bool) -> Bool? {
        switch Transcript.render(catalog: .standard, lessonID: lesson, selection: selection) {
        case .failure(let error):
            Terminal.error("error: \(error.message)\n")
            return nil
        case .success(let result):
            Terminal.write(result.text.rendered(color: color))
            return result.succeeded
        }
    }
}

struct ShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "The interactive shell (the default). Reads a script when standard input is not a terminal."
    )

    @Flag(name: .customLong("no-pager"), help: "Never put a long step through the pager (PLAYGROUND_PAGER=0 does the same).")
    var noPager = false

    @OptionGroup var output: OutputOptions

    func run() throws {
        let session = ShellSession(color: output.color, paging: !noPager)
        let succeeded = session.run()
        if !succeeded { throw ExitCode.failure }
    }
}
