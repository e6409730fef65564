/// Tab completion in Swift: names of the live lesson, and members the compiler's tools offer.
extension CellsFeature {
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
        let names = lesson.context.exposed.map(\.name) + shell.live.sourceNames(of: lesson)
        return names.filter { $0.hasPrefix(partial) && seen.insert($0).inserted }.map { before + $0 }
    }
}

extension CellsFeature {
    /// After a `.`: the members the compiler's tools offer (`container.` becomes `container.resolve(`).
    func memberCompletions(_ lineBeforeCursor: String, partial: String, before: String, lesson: OpenLesson) -> [String] {
        guard let cells = environment.cells else { return [] }
        let typed = inSwiftMode ? lineBeforeCursor : (CellsFeature.swiftCode(in: lineBeforeCursor) ?? "")
        let code = ((modeBuffer ?? []) + [typed]).joined(separator: "\n")
        let request = CellRequest(
            lesson: lesson.type, liveObjects: lesson.context.exposed.map { (name: $0.name, typeName: $0.typeName) },
            page: page(of: lesson), cell: code, label: "cell \(page(of: lesson).count + 1)", number: nextCell)
        var seen = Set<String>()
        return cells.completeMembers(request)
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
