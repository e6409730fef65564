/// Tab completion, from the command declarations: what the word under the cursor may become.
extension Shell {
    /// Candidates for the last word of `lineBeforeCursor`, each a full replacement for that word.
    /// Commands for the first word; after it, what the command's declaration offers: lesson ids,
    /// step numbers, inspectable names, or a lesson command's own candidates.
    public func completions(for lineBeforeCursor: String) -> [String] {
        if inSwiftMode { return swiftCompletions(for: lineBeforeCursor) }
        if let code = Self.swiftCode(in: lineBeforeCursor), !code.isEmpty, lineBeforeCursor.last?.isWhitespace == false {
            return swiftCompletions(for: lineBeforeCursor)
        }
        let endsWithSpace = lineBeforeCursor.last?.isWhitespace ?? true
        var words = lineBeforeCursor.split(whereSeparator: \.isWhitespace).map(String.init)
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        let found: [String]
        if words.isEmpty {
            found = commandNames
        } else if let command = command(named: words[0]) {
            found = candidates(for: command, index: words.count - 1, previous: Array(words.dropFirst()))
        } else {
            found = []
        }
        let lower = partial.lowercased()
        var seen = Set<String>()
        return found.filter { $0.lowercased().hasPrefix(lower) && seen.insert($0).inserted }
    }

    /// The commands that can run now, by name: built-ins (those that need a lesson only in one),
    /// then the lesson's own.
    var commandNames: [String] {
        commands.filter { !$0.needsLesson || current != nil }.map(\.name)
    }

    /// What `command` offers for its argument at `index`, given the arguments before it.
    func candidates(for command: CommandDeclaration, index: Int, previous: [String]) -> [String] {
        switch command.completion {
        case .candidates(let candidates): candidates(index, previous)
        case .fromShell(let candidates): candidates(self, index, previous)
        }
    }
}

extension Shell {
    /// In Swift mode: the identifier under the cursor may become a live object's name or a type
    /// of the lesson (what `source` knows).
    func swiftCompletions(for lineBeforeCursor: String) -> [String] {
        let partial = String(lineBeforeCursor.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard let lesson = current else { return [] }
        // Candidates replace the whole last word (`print(cont` becomes `print(container`).
        let word = lineBeforeCursor.reversed().prefix { !$0.isWhitespace }
        let before = String(word.reversed().dropLast(partial.count))
        if before.hasSuffix(".") { return memberCompletions(lineBeforeCursor, partial: partial, before: before, lesson: lesson) }
        guard !partial.isEmpty else { return [] }
        var seen = Set<String>()
        let names = lesson.context.exposed.map(\.name) + sourceNames(of: lesson)
        return names.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }.map { before + $0 }
    }
}

extension Shell {
    /// After a `.`: the members the compiler's tools offer (`container.` becomes `container.resolve(`).
    func memberCompletions(_ lineBeforeCursor: String, partial: String, before: String, lesson: OpenLesson) -> [String] {
        guard let complete = environment.completeMembers else { return [] }
        let typed = inSwiftMode ? lineBeforeCursor : (Self.swiftCode(in: lineBeforeCursor) ?? "")
        let code = ((swift.modeBuffer ?? []) + [typed]).joined(separator: "\n")
        let request = CellRequest(
            lesson: lesson.type, liveObjects: lesson.context.exposed.map { (name: $0.name, typeName: $0.typeName) },
            page: page(of: lesson), cell: code, label: "cell \(page(of: lesson).count + 1)", number: swift.nextCell)
        var seen = Set<String>()
        return complete(request)
            .map(Self.insertable)
            .filter { $0.hasPrefix(partial) && seen.insert($0).inserted }
            .map { before + $0 }
    }

    /// A member's label as it is typed: `resolve(args:)` becomes `resolve(`, `count` stays, `reset()` stays.
    static func insertable(_ label: String) -> String {
        guard let open = label.firstIndex(of: "(") else { return label }
        return label.hasSuffix("()") ? String(label[...label.index(after: open)]) : String(label[...open])
    }
}
