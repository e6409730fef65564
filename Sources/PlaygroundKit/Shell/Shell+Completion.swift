/// Tab completion: what the word under the cursor may become.
extension Shell {
    /// Candidates for the last word of `lineBeforeCursor`, each a full replacement for that word.
    /// Commands for the first word; lesson ids, step numbers, inspectable names or a lesson
    /// command's own candidates after it.
    public func completions(for lineBeforeCursor: String) -> [String] {
        let endsWithSpace = lineBeforeCursor.last?.isWhitespace ?? true
        var words = lineBeforeCursor.split(whereSeparator: \.isWhitespace).map(String.init)
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        let found: [String]
        if words.isEmpty {
            found = commandNames
        } else if let builtin = BuiltinCommand.named(words[0]) {
            found = words.count == 1 ? candidates(for: builtin.completion) : []
        } else if let command = lessonCommand(named: words[0]) {
            found = command.complete(words.count - 1, Array(words.dropFirst()))
        } else {
            found = []
        }
        let lower = partial.lowercased()
        var seen = Set<String>()
        return found.filter { $0.lowercased().hasPrefix(lower) && seen.insert($0).inserted }
    }

    /// Built-in names that make sense now, then the lesson's commands.
    var commandNames: [String] {
        let builtins = BuiltinCommand.all.filter { !$0.needsLesson || current != nil }.map(\.name.rawValue)
        return builtins + lessonCommands.map(\.name)
    }

    func candidates(for completion: BuiltinCommand.Completion) -> [String] {
        switch completion {
        case .none: []
        case .commands: BuiltinCommand.all.map(\.name.rawValue) + lessonCommands.map(\.name)
        case .lessons: catalog.ids
        case .steps: current.map { Array(1...max($0.steps.count, 1)).map(String.init) } ?? []
        case .inspectables: current?.context.exposed.map(\.name) ?? []
        case .rejectedSnippets: rejectedSnippets.map(\.name)
        }
    }
}
