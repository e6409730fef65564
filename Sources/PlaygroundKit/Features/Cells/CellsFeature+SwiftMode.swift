/// Swift mode's words of its own and the shell's words in it: what a line typed there is.
///
/// Swift mode understands the shell, as `swift repl` understands LLDB:
/// - `exit`, `quit`, `.exit`, `.quit`, `:quit` (`:q`, `:exit`) and `:` alone leave it for the
///   shell's prompt (Ctrl-D too, in the terminal session);
/// - `:help` (`:h`, `:?`) says what it understands; `:help <command>` is the shell's help on one;
/// - any other shell command, typed alone on a line (with plain arguments: `help swift`, `run 3`),
///   does what it does at the shell's prompt;
/// - `:<command>` runs the shell's command whatever Swift names it (`:next`), and any other
///   `:word` is an error that points to `:help`, never Swift for the compiler.
///
/// A word that is both Swift and a command (a variable the learner called `next` or `steps`, a live
/// object) is Swift when the learner's cells or the live lesson declare it: then it means what the
/// learner made it mean. Otherwise it is the shell's: a name nothing declares would only be a
/// compiler error (`quit`), or a function's value no learner meant to see (`exit`, `open`).
/// Command words are matched exactly, as Swift names are: `Next` is Swift; and one-letter aliases
/// (`n`, `b`) are Swift too, as a cell's short names: `:n` runs them. Only the first line of a cell
/// can be the shell's: a line that goes on with a cell is always Swift.
extension CellsFeature {
    /// What a line typed in Swift mode is, read without changing anything (see ``swiftModeLine(_:)``).
    enum SwiftModeInput: Equatable {
        /// `exit`, `quit`, `.exit`, `:quit`...: back to the shell's prompt.
        case leave
        /// `:help`: Swift mode's own help.
        case help
        /// A shell command, to run as at the shell's prompt (the line as the shell takes it).
        case command(String)
        /// `:word` that names nothing Swift mode knows.
        case unknownMeta(String)
        /// An empty line with no cell under way: nothing to do.
        case blank
        /// A whole cell to run (its lines joined).
        case cell(String)
        /// A line of a cell not complete yet (as the cell keeps it).
        case pending(String)
    }

    /// Swift mode's own words after `:`: leaving, and help (as LLDB's `quit`, its aliases `q` and
    /// `exit`, and `help`).
    static let leavingWords: Set<String> = ["quit", "q", "exit"]
    static let helpWords: Set<String> = ["help", "h", "?"]

    /// Reads `line` as Swift mode takes it, given the lines of a cell typed so far.
    func readSwiftModeLine(_ line: String) -> SwiftModeInput {
        let buffer = modeBuffer ?? []
        var line = line
        if buffer.isEmpty {
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty { return .blank }
            if let code = swiftLineCode(trimmed) {
                // `swift <code>` (a line kept from the shell's prompt): the code is the cell.
                line = code
            } else if !Self.spansLines(trimmed), let word = shellInput(trimmed) {
                return word
            }
        }
        let code = (buffer + [line]).joined(separator: "\n")
        return isCompleteSwift(code) ? .cell(code) : .pending(line)
    }

    /// The code of `swift <code>` typed in Swift mode, unless `swift` is a Swift name here.
    private func swiftLineCode(_ trimmed: String) -> String? {
        guard trimmed.hasPrefix("swift"), let code = Self.swiftCode(in: trimmed), !code.isEmpty,
              !swiftNames.contains("swift") else { return nil }
        return code
    }

    /// The shell's command line when `line`, typed in Swift mode now, is one of its commands; nil
    /// when it is Swift or Swift mode's own.
    func swiftModeCommand(_ line: String) -> String? {
        if case .command(let command) = readSwiftModeLine(line) { return command }
        return nil
    }

    /// `line` as the shell's prompt takes it: a cell Up brought back whole from Swift mode (lines,
    /// which only a cell has) runs as `swift <cell>` would.
    static func recalledCell(_ line: String) -> String {
        let trimmed = line.trimmingWhitespace
        guard spansLines(trimmed), swiftCode(in: trimmed) == nil else { return line }
        return "swift " + trimmed
    }

    /// The shell's reading of a one-line `trimmed` typed first in Swift mode, or nil when it is Swift.
    private func shellInput(_ trimmed: String) -> SwiftModeInput? {
        if trimmed == ".exit" || trimmed == ".quit" || trimmed == ":" { return .leave }
        if trimmed.hasPrefix(":") { return metaInput(String(trimmed.dropFirst()).trimmingWhitespace) }
        let words = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first, !Self.isOneLetterName(first),
              let command = shell.commands.first(where: { $0.name == first || $0.aliases.contains(first) }),
              !swiftNames.contains(first) else { return nil }
        let arguments = words.dropFirst()
        guard arguments.allSatisfy(Self.isPlainArgument) else { return nil }
        if command.name == "quit", arguments.isEmpty { return .leave }
        return .command(trimmed)
    }

    /// `:word ...`: Swift mode's own words, or the shell's command of that name whatever Swift names it.
    private func metaInput(_ rest: String) -> SwiftModeInput {
        let words = rest.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first?.lowercased() else { return .leave }
        if Self.leavingWords.contains(first) { return words.count == 1 ? .leave : .command(rest) }
        if Self.helpWords.contains(first) { return words.count == 1 ? .help : .command("help " + words.dropFirst().joined(separator: " ")) }
        if shell.command(named: first) != nil { return .command(rest) }
        return .unknownMeta(words[0])
    }

    /// A one-letter alias (`n`, `b`, `i`, `q`) is no command in Swift mode: such words are a cell's
    /// names (`let b = 2`) far more often than not, a typo would move the lesson, and `:n` runs one.
    static func isOneLetterName(_ word: String) -> Bool {
        word.count == 1 && word.first.map { $0.isLetter || $0 == "_" } == true
    }

    /// Whether `text` holds a line feed: a line typed is one line, so only a cell the line reader
    /// brought back whole spans several. (A carriage return is no line break here.)
    static func spansLines(_ text: String) -> Bool {
        text.utf8.contains(0x0A)
    }

    /// An argument as commands take them: a word, a number, a duration (`help swift`, `run 3`,
    /// `advance 500ms`). Never valid Swift after a command's name, so the line is the shell's.
    static func isPlainArgument(_ word: String) -> Bool {
        !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            && word.first != "." && word.last != "."
    }

    /// The names Swift has here that a command's name may clash with: the live objects, the
    /// lesson's types, and what the page's cells declare (`var next`, `func steps`).
    var swiftNames: Set<String> {
        guard let current else { return [] }
        var names = Set(current.context.exposed.map(\.name))
        names.formUnion(shell.live.sourceNames(of: current))
        for record in page(of: current) {
            for declaration in record.declarations {
                if let name = declaration.split(separator: " ").last { names.insert(String(name)) }
            }
        }
        return names
    }

    /// Whether `code` is a whole cell: by the parser the program gave (``SwiftCompiler/isComplete(_:)``),
    /// else by ``SwiftInput``'s scanner of brackets, strings and comments.
    func isCompleteSwift(_ code: String) -> Bool {
        environment.compiler?.isComplete(code) ?? SwiftInput.isComplete(code)
    }

    /// A line typed in Swift mode: part of a cell, a whole one, or the shell's (see the extension's
    /// documentation).
    func swiftModeLine(_ line: String) -> CommandOutcome {
        let input = readSwiftModeLine(line)
        switch input {
        case .leave:
            leaveSwiftMode()
            return CommandOutcome(.styled(StyledText(Words.leftSwiftMode + "\n", .dim)))
        case .help:
            return CommandOutcome(.styled(swiftModeHelp()))
        case .unknownMeta(let word):
            let known = Self.leavingWords.union(Self.helpWords).subtracting(["?"]).sorted() + shell.commandNames
            return .failure(.unknownSwiftModeCommand(word, suggestion: Suggestions.closest(to: word, in: known).map { ":" + $0 }))
        case .command(let command):
            return shell.dispatch(command)
        case .blank:
            return .nothing
        case .pending(let line):
            var buffer = modeBuffer ?? []
            buffer.append(line)
            modeBuffer = buffer
            // Two empty lines in a row in a cell that waits: say why, once. (One empty line is
            // often part of the code, pasted with it.)
            let blanks = buffer.reversed().prefix { $0.trimmingWhitespace.isEmpty }.count
            if blanks == 2, buffer.count > 2 {
                return CommandOutcome(.styled(StyledText(Words.cellGoesOn + "\n", .dim)))
            }
            return .nothing
        case .cell(let code):
            modeBuffer = []
            if leaveAfterCell { leaveSwiftMode() }
            guard let lesson = current else { return .failure(.needsLesson(command: "swift")) }
            return runCell(code, label: "cell \(page(of: lesson).count + 1)")
        }
    }

    /// `:help` in Swift mode.
    func swiftModeHelp() -> StyledText {
        var text = StyledText()
        text.line(Words.swiftModeHelpTitle, .heading)
        for paragraph in Words.swiftModeHelp {
            text.prose("- " + paragraph, indent: "  ")
        }
        if let names = current?.context.exposed.map(\.name), !names.isEmpty {
            text.prose(Words.liveObjects(names), .dim, indent: "  ")
        }
        return text
    }

    /// Whether `line`, typed now, goes on with a Swift cell not complete yet (in Swift mode, or
    /// after `swift func f() {`): the terminal keeps no history entry for it until the cell is whole.
    func startsOrContinuesCell(_ line: String) -> Bool {
        if inSwiftMode {
            if case .pending = readSwiftModeLine(line) { return true }
            return false
        }
        guard let code = Self.swiftCode(in: Self.recalledCell(line).trimmingWhitespace), !code.isEmpty else { return false }
        return !isCompleteSwift(code)
    }

    /// What the line reader's history keeps of `line`, asked before the shell handles it: the line
    /// itself; nothing while it leaves a Swift cell incomplete; and, when it completes one, the
    /// whole cell, every line of it, as one entry. So Up brings back a cell typed over several lines
    /// whole, to edit or run again, in Swift mode or (a cell begun with `swift func f() {`) at the
    /// shell's prompt. Nil: keep nothing now.
    func historyEntry(for line: String) -> String? {
        if startsOrContinuesCell(line) { return nil }
        guard let buffer = modeBuffer, !buffer.isEmpty else { return line }
        let cell = (buffer + [line]).joined(separator: "\n")
        // Begun at the shell's prompt: kept as the `swift` line it was, which runs there again.
        return leaveAfterCell ? "swift " + cell : cell
    }
}
