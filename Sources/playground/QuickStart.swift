import Platform
import PlaygroundApp
import PlaygroundKit

/// `playground --version` and `playground run <lesson> [--step N] [--no-color]` without
/// ArgumentParser, the two forms people and scripts run most and time.
///
/// Why: `parseAsRoot` builds the parser of every subcommand and checks for a completion-script
/// request before it looks at the words, and each `as?` cast it does scans every protocol
/// conformance in this large binary. Measured with `perf record -g` on `playground run di`, that was
/// about a quarter of the time spent in our own code; for `--version` it was most of it.
///
/// Anything else, and anything these forms do not accept as they stand (`--help`, an unknown
/// option, a bad `--step`, `--asciicast`), goes through ArgumentParser, which gives the usual help
/// and the usual errors: this never answers differently from it, only sooner.
enum QuickStart {
    /// Runs `arguments` (after `--no-color` has been moved to the end) if they are one of the quick
    /// forms; false if ArgumentParser should handle them. Exits with status 1 if a run failed.
    static func handled(_ arguments: [String]) -> Bool {
        if arguments == ["--version"] {
            Terminal.write(Playground.version + "\n")
            return true
        }
        guard let run = Run(arguments) else { return false }
        let language = Language.choose(option: nil, environment: ProcessEnvironment.current)
        if RunCommand.run(lesson: run.lesson, selection: run.selection, color: OutputOptions.color(noColor: run.noColor), language: language) != true {
            Startup.reportOutputFailure()
            exit(1)
        }
        return true
    }

    /// `run <lesson> [--step N|--step=N] [--no-color]`, in any order.
    struct Run: Equatable {
        var lesson: String
        var selection: Transcript.Selection = .all
        var noColor = false

        init?(_ arguments: [String]) {
            guard arguments.first == "run" else { return nil }
            var lesson: String?
            var step: String?
            var words = arguments.dropFirst()
            while let word = words.popFirst() {
                if word == "--no-color" {
                    noColor = true
                } else if word == "--step" || word.hasPrefix("--step=") {
                    let value = word == "--step" ? words.popFirst() : String(word.dropFirst("--step=".count))
                    guard step == nil, let value, !value.hasPrefix("-") else { return nil }
                    step = value
                } else if word.hasPrefix("-") || lesson != nil {
                    return nil  // an option of ArgumentParser's (--help, --asciicast) or a stray word
                } else {
                    lesson = word
                }
            }
            guard let lesson else { return nil }
            self.lesson = lesson
            if let step {
                guard let selection = Transcript.Selection(step) else { return nil }
                self.selection = selection
            }
        }
    }
}
