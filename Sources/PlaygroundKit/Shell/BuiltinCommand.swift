/// The shell's own commands. Lessons add theirs (`LessonCommand`); names may not clash.
struct BuiltinCommand: Sendable {
    enum Name: String, CaseIterable, Sendable {
        case help, lessons, open, steps, next, back, run, show, inspect, compile, reset, clock, advance, history, quit
    }

    /// What a command's arguments complete to.
    enum Completion: Sendable {
        case none, commands, lessons, steps, inspectables, rejectedSnippets
    }

    let name: Name
    let aliases: [String]
    let usage: String
    let summary: String
    let needsLesson: Bool
    let completion: Completion

    static let all: [BuiltinCommand] = [
        .init(name: .help, aliases: ["?", "h"], usage: "[command]", summary: "list commands, or explain one", needsLesson: false, completion: .commands),
        .init(name: .lessons, aliases: ["ls", "list"], usage: "", summary: "list the lessons", needsLesson: false, completion: .none),
        .init(name: .open, aliases: ["o"], usage: "<lesson>", summary: "open a lesson by id or number (fresh state)", needsLesson: false, completion: .lessons),
        .init(name: .steps, aliases: [], usage: "", summary: "list the steps of the open lesson", needsLesson: true, completion: .none),
        .init(name: .next, aliases: ["n"], usage: "", summary: "run the next step (Enter on an empty line does the same)", needsLesson: true, completion: .none),
        .init(name: .back, aliases: ["b", "prev"], usage: "", summary: "go back one step and run it again", needsLesson: true, completion: .none),
        .init(name: .run, aliases: ["r"], usage: "[step]", summary: "run a step (the current one if none is given)", needsLesson: true, completion: .steps),
        .init(name: .show, aliases: ["s"], usage: "[step]", summary: "show a step's text and code without running it", needsLesson: true, completion: .steps),
        .init(name: .inspect, aliases: ["i"], usage: "[name]", summary: "list live objects, or print one's structure", needsLesson: true, completion: .inspectables),
        .init(name: .compile, aliases: [], usage: "[snippet]", summary: "compile a step's refused snippet with your swiftc, live", needsLesson: true, completion: .rejectedSnippets),
        .init(name: .reset, aliases: [], usage: "", summary: "start the lesson again with fresh state", needsLesson: true, completion: .none),
        .init(name: .clock, aliases: [], usage: "", summary: "show the lesson's virtual time and what is scheduled", needsLesson: true, completion: .none),
        .init(name: .advance, aliases: ["tick"], usage: "<duration>", summary: "move virtual time forward (500ms, 1s, 2m)", needsLesson: true, completion: .none),
        .init(name: .history, aliases: [], usage: "", summary: "list the commands you have typed", needsLesson: false, completion: .none),
        .init(name: .quit, aliases: ["exit", "q"], usage: "", summary: "leave the shell (Ctrl-D does the same)", needsLesson: false, completion: .none),
    ]

    static func named(_ word: String) -> BuiltinCommand? {
        let key = word.lowercased()
        return all.first { $0.name.rawValue == key || $0.aliases.contains(key) }
    }

    var title: String { usage.isEmpty ? name.rawValue : "\(name.rawValue) \(usage)" }
}
