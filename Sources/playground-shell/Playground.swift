import ArgumentParser
import Foundation
import LessonCatalog
import PlaygroundApp
import PlaygroundKit
import ProgramStart

/// `playground-shell`: the interactive shell and every command, as `playground` (which execs this
/// program for all but its quick forms, `--version` and a plain `run`) parses them.
@main
struct Playground: ParsableCommand {
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

    static let version = Startup.version

    static func main() {
        let arguments = Startup.prepare()
        // `present` and `follow` (their help too) are `playground-room`'s: exec'd, never parsed here.
        if let first = arguments.first, RoomCommandLine.names.contains(first) { SiblingProgram.room.exec() }
        Startup.run(Self.self, arguments)
    }
}

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the lessons.")

    @OptionGroup var output: OutputOptions

    func run() {
        let shell = Shell(catalog: .standard)
        shell.language = output.language
        Terminal.write(shell.lessonList().text.rendered(color: output.color))
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
        guard let succeeded = LessonRun.printTranscript(lesson: lesson, selection: selection, color: output.color, language: output.language) else { throw ExitCode.failure }
        // Recorded even when a step failed: the recording shows the failure as the transcript does.
        if let asciicast { try ExportAsciicast.write(lesson: lesson, selection: selection, to: asciicast, noColor: output.noColor, language: output.language) }
        if !succeeded { throw ExitCode.failure }
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
        // The shell runs as a supervised worker, so learner code that takes its process down is
        // survived (see SessionSupervisor); PLAYGROUND_SUPERVISOR=0 runs it here, without cells.
        var folder: String?
        switch SessionSupervisor.role {
        case .supervisor:
            if ProcessInfo.processInfo.environment["PLAYGROUND_SUPERVISOR"] != "0" {
                throw ExitCode(SessionSupervisor.supervise())
            }
        case .guardian(let sessionFolder):
            SessionSupervisor.guardWorker(folder: sessionFolder)
        case .worker(let sessionFolder):
            folder = sessionFolder
        }
        let session = ShellSession(color: output.color, paging: !noPager, sessionFolder: folder, language: output.language)
        let succeeded = session.run()
        if !succeeded { throw ExitCode.failure }
    }
}
