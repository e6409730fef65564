import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// The same commands print the same bytes, in every lesson and whatever the commands are.
///
/// For each lesson a script is written while a first shell runs it: after every step, every
/// lesson command (arguments made from its usage and the shell's own completions), `inspect` of
/// every exposed name, `clock` and `advance 1s`. A second, fresh shell then runs the same script,
/// and the two transcripts must be byte for byte the same. Addresses, hash order, the allocator
/// handing a dead object's address to a new one, counters shared by the whole process: any of
/// them showing through makes the two differ.
@Suite struct ScriptDeterminismTests {
    @Test(arguments: Catalog.standard.ids)
    func everyCommandAfterEveryStepPrintsTheSameBytesTwice(_ id: String) throws {
        let lesson = try #require(Catalog.standard.lessons.first { $0.id == id })
        let recorded = ScriptWriter(lesson: lesson).run(on: ScriptedShell(catalog: .standard))
        let replayed = ScriptedShell(catalog: .standard).transcript(recorded.lines)

        // `bench` times real work: its figures differ from run to run by design.
        let commands = lesson.init(context: LessonContext()).commands.filter { !$0.measuresTime }.map(\.name)
        for name in commands {
            #expect(recorded.lines.contains { $0 == name || $0.hasPrefix(name + " ") }, "'\(name)' never ran")
        }
        #expect(recorded.lines.contains { $0.hasPrefix("inspect ") })
        // Bytes, not `String ==` (which compares canonical equivalence); a Bool, so that a
        // failure prints where the two part rather than both transcripts whole.
        let identical = Array(replayed.text.utf8) == Array(recorded.text.utf8)
        #expect(identical, "\(firstDifference(recorded.text, replayed.text))")
        #expect(replayed.failedLines == recorded.failedLines)
    }

    /// The first line where two transcripts part, for the failure message.
    func firstDifference(_ first: String, _ second: String) -> String {
        let a = first.split(separator: "\n", omittingEmptySubsequences: false)
        let b = second.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "the same up to line \(min(a.count, b.count)); lengths \(a.count) and \(b.count)"
        }
        return "line \(index + 1):\n  first:  \(a[index])\n  second: \(b[index])"
    }
}

/// Writes a script for one lesson while it runs it, one line at a time, so that each command's
/// arguments can come from what the shell completes at that moment (`set ` offers the owners
/// alive now).
struct ScriptWriter {
    let lesson: any Lesson.Type

    /// Commands left out of the script, with why.
    static let excluded: Set<String> = [
        // Uses api.openweathermap.org when OPENWEATHER_API_KEY is set: the network, not the lesson.
        "service live",
    ]

    /// Values for arguments the shell does not complete, by the name in the command's usage.
    static let placeholders: [String: String] = [
        "count": "3", "number": "7", "value": "42", "text": "hello", "city": "Moscow",
        "name": "ann", "message": "oops", "demand": "2", "row": "1", "id": "7",
        "customer-id": "42", "duration": "1s", "owner": "alice", "key": "note", "chat": "alice",
    ]

    /// Runs the script on `shell` and returns its lines, its transcript and the numbers of the
    /// lines that failed, as `ScriptedShell.transcript` does.
    func run(on shell: ScriptedShell) -> (lines: [String], text: String, failedLines: [Int]) {
        var lines: [String] = []
        var text = ""
        var failedLines: [Int] = []
        func send(_ line: String) {
            guard !Self.excluded.contains(line) else { return }
            lines.append(line)
            text += shell.shell.prompt + line + "\n"
            let response = shell.send(line)
            text += response.text.plain
            if response.failed { failedLines.append(lines.count) }
        }

        let instance = lesson.init(context: LessonContext())
        let commands = instance.commands.filter { !$0.measuresTime }
        send("open \(lesson.id)")
        for step in instance.steps.indices {
            send("next")
            // Each step starts one command further down the list, so that commands meet each
            // other's state in different orders (`send` after `chat`, and after `close`).
            for index in commands.indices {
                let command = commands[(index + step) % commands.count]
                for line in invocations(of: command, on: shell) { send(line) }
            }
            for name in shell.shell.completions(for: "inspect ") { send("inspect \(name)") }
            send("clock")
            send("advance 1s")
        }
        send("reset")
        send("inspect")
        return (lines, text, failedLines)
    }

    /// A command with its required arguments only, then with every argument its usage names:
    /// each argument the first value the shell completes for it (or a placeholder), then, one
    /// position at a time, each of the first three values completed there, and the placeholder.
    func invocations(of command: LessonCommand, on shell: ScriptedShell) -> [String] {
        let parameters = Self.parameters(in: command.usage)
        let required = parameters.prefix { !$0.optional }.count
        func candidates(after words: [String]) -> [String] {
            let prefix = ([command.name] + words).joined(separator: " ") + " "
            return shell.shell.completions(for: prefix).filter { !$0.contains(" ") }
        }
        /// `fixed` arguments, then the first candidate (or the placeholder) for each other one.
        func line(arity: Int, fixed: [String] = []) -> String {
            var words = Array(fixed.prefix(arity))
            while words.count < arity {
                words.append(candidates(after: words).first ?? Self.placeholder(for: parameters[words.count]))
            }
            return ([command.name] + words).joined(separator: " ")
        }
        var result = [line(arity: required), line(arity: parameters.count)]
        var before: [String] = []
        for parameter in parameters {
            let choices = candidates(after: before)
            for choice in choices.prefix(3) + [Self.placeholder(for: parameter)] {
                result.append(line(arity: parameters.count, fixed: before + [choice]))
            }
            before.append(choices.first ?? Self.placeholder(for: parameter))
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    struct Parameter {
        let name: String
        let optional: Bool
    }

    /// `<owner> <key> [value]` → owner, key, value?; `[offline|live]` → one optional.
    static func parameters(in usage: String) -> [Parameter] {
        usage.split(separator: " ").compactMap { word in
            guard let open = word.first, let close = word.last, word.count > 2 else { return nil }
            switch (open, close) {
            case ("<", ">"): return Parameter(name: String(word.dropFirst().dropLast()), optional: false)
            case ("[", "]"): return Parameter(name: String(word.dropFirst().dropLast()), optional: true)
            default: return nil
            }
        }
    }

    static func placeholder(for parameter: Parameter) -> String {
        if let value = placeholders[parameter.name] { return value }
        // `offline|live`: the first choice.
        if parameter.name.contains("|") { return String(parameter.name.split(separator: "|")[0]) }
        return "1"
    }
}
