import ArgumentParser
import PlaygroundKit
import ProgramStart

// The start, the terminal's output and the environment live in ProgramStart, which the small
// `playground` links without this module; under their names here too, for this module's files and
// every user of it.
public typealias Startup = ProgramStart.Startup
public typealias Terminal = ProgramStart.Terminal
public typealias ProcessEnvironment = ProgramStart.ProcessEnvironment

/// Options every subcommand takes.
public struct OutputOptions: ParsableArguments {
    @Flag(name: .customLong("no-color"), help: "Never colour the output (NO_COLOR in the environment does the same).")
    public var noColor = false

    @Option(name: .customLong("lang"), help: ArgumentHelp(
        "The language to read the lessons in: en, ru or id (else PLAYGROUND_LANG, then the locale: LC_ALL, LC_MESSAGES, LANG).",
        valueName: "LANG"))
    public var lang: String?

    public init() {}

    public func validate() throws {
        if let lang, Language(rawValue: lang.lowercased()) == nil {
            throw ValidationError("--lang takes en, ru or id, not '\(lang)'")
        }
    }

    /// The language chosen by `--lang`, or else by the environment.
    public var language: Language { Language.choose(option: lang?.lowercased(), environment: ProcessEnvironment.current) }

    /// Colour only on a terminal, never with NO_COLOR set (to anything) or TERM=dumb or --no-color.
    public var color: Bool { Self.color(noColor: noColor) }

    public static func color(noColor: Bool) -> Bool {
        Startup.color(noColor: noColor)
    }
}

extension Startup {
    /// Parses `arguments` as `root`'s command line and runs the command it names; a bad command line
    /// or a failure ends the program as ArgumentParser ends it (message, status). The shell's and the
    /// room's `main` end here.
    public static func run<Root: ParsableCommand>(_ root: Root.Type, _ arguments: [String]) {
        do {
            var command = try root.parseAsRoot(arguments)
            try command.run()
        } catch {
            reportOutputFailure()
            root.exit(withError: error)
        }
        reportOutputFailure()
    }
}
