import Foundation
import PlaygroundKit
import ProgramStart

/// `playground --version` and `playground run <lesson> [--step N] [--lang L] [--no-color]`, answered by
/// `playground` itself, without ArgumentParser: the two forms people and scripts run most and time.
///
/// Why: `parseAsRoot` builds the parser of every subcommand and checks for a completion-script
/// request before it looks at the words, and each `as?` cast it does scans every protocol
/// conformance in this large binary. Measured with `perf record -g` on `playground run di`, that was
/// about a quarter of the time spent in our own code; for `--version` it was most of it.
///
/// Anything else, and anything these forms do not accept as they stand (`--help`, an unknown
/// option, a bad `--step`, `--asciicast`), goes to `playground-shell` and its ArgumentParser, which
/// gives the usual help and the usual errors: this never answers differently from it, only sooner.
enum QuickStart {
    /// Runs `arguments` (after `--no-color` has been moved to the end) if they are one of the quick
    /// forms; false if `playground-shell` should handle them. Exits with status 1 if a run failed.
    static func handled(_ arguments: [String]) -> Bool {
        if arguments == ["--version"] {
            Terminal.write(Startup.version + "\n")
            return true
        }
        guard let run = Run(arguments) else { return false }
        let language = Language.choose(option: run.language, environment: ProcessEnvironment.current)
        if LessonRun.printTranscript(lesson: run.lesson, selection: run.selection, color: Startup.color(noColor: run.noColor), language: language) != true {
            Startup.reportOutputFailure()
            exit(1)
        }
        return true
    }

    /// `run <lesson> [--step N|--step=N] [--lang L|--lang=L] [--no-color]`, in any order.
    struct Run: Equatable {
        var lesson: String
        var selection: Transcript.Selection = .all
        var noColor = false
        /// The language `--lang` names, lowercased (as `OutputOptions` reads it); nil without one.
        var language: String?

        init?(_ arguments: [String]) {
            guard arguments.first == "run" else { return nil }
            var lesson: String?
            var step: String?
            var lang: String?
            var words = arguments.dropFirst()
            while let word = words.popFirst() {
                if word == "--no-color" {
                    noColor = true
                } else if word == "--step" || word.hasPrefix("--step=") {
                    let value = word == "--step" ? words.popFirst() : String(word.dropFirst("--step=".count))
                    guard step == nil, let value, !value.hasPrefix("-") else { return nil }
                    step = value
                } else if word == "--lang" || word.hasPrefix("--lang=") {
                    let value = word == "--lang" ? words.popFirst() : String(word.dropFirst("--lang=".count))
                    guard lang == nil, let value, !value.hasPrefix("-") else { return nil }
                    lang = value
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
            if let lang {
                // Not a language: ArgumentParser's own error says which ones there are.
                guard Language(rawValue: lang.lowercased()) != nil else { return nil }
                language = lang.lowercased()
            }
        }
    }
}
