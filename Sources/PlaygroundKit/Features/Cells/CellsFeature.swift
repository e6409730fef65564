import Foundation

/// Swift cells on the live lesson: `swift`, Swift mode, `page`, `undo`, the journal they go through
/// again, and the page kept with the learner's work. Its state is what the cells need.
final class CellsFeature: ShellFeature {
    unowned let shell: Shell
    /// In Swift mode, the lines typed for a cell not yet complete; nil outside Swift mode.
    var modeBuffer: [String]?
    /// Swift mode was entered by `swift <code>` with brackets still open: leave it once that cell runs.
    var leaveAfterCell = false
    /// What changed the open lesson since it was opened or reset: the moves that ran steps, the
    /// commands that changed it, and the cells that ran (the page). `undo` and a restore after a
    /// crash go through it.
    var journal: [JournalEntry] = []
    /// The number the next cell gets in this session (its module's name): never reused.
    var nextCell = 1
    /// The page files this shell writes, and their locks.
    let pages = PageBook()
    /// The journal before and after the last `page clear`: `undo` right after it brings the cells back.
    var cleared: (before: [JournalEntry], after: [JournalEntry])?

    init(shell: Shell) {
        self.shell = shell
    }

    var commands: [CommandDeclaration] {
        [
            .builtin(
                "swift", usage: "[code]", summary: "run Swift on the live lesson; alone, Swift mode",
                completes: { shell in shell.lessons.current?.context.exposed.map(\.name) ?? [] },
                handler: .inLesson { shell, _, arguments in shell.cells.swiftCommand(arguments.values.joined(separator: " ")) }
            ),
            .builtin(
                "page", usage: "[clear]", summary: "the Swift cells run so far, or take them all back",
                completes: { _ in ["clear"] },
                handler: .inLesson { shell, lesson, arguments in shell.cells.pageCommand(lesson, arguments.optional(0)) }
            ),
            .builtin(
                "undo", summary: "take back the last cell or command",
                handler: .inLesson { shell, lesson, _ in shell.cells.undo(lesson) }
            ),
        ]
    }
}

/// `swift`, Swift mode and `page`: Swift cells that run against the open lesson.
extension CellsFeature {
    /// Whether Swift mode is on (its prompt is `di swift> `).
    var inSwiftMode: Bool { modeBuffer != nil }

    /// Whether Swift mode is on for more than a cell begun at the shell's prompt (`swift func f() {`):
    /// what a shell started again in its place (after a cell ended the process, or `undo`) comes back to.
    var staysInSwiftMode: Bool { inSwiftMode && !leaveAfterCell }

    /// Swift mode, with no cell under way (a shell started again where the last one was in it);
    /// nothing without an open lesson.
    func enterSwiftMode() {
        guard current != nil else { return }
        modeBuffer = []
        leaveAfterCell = false
    }

    /// Leaves Swift mode (Ctrl-D in it), dropping a cell not yet complete.
    func leaveSwiftMode() {
        modeBuffer = nil
        leaveAfterCell = false
    }

    /// Ctrl-C in Swift mode: the cell typed so far is dropped (a `swift` line with open brackets
    /// goes back to the shell); Swift mode itself stays.
    func abandonPendingCell() {
        guard let buffer = modeBuffer, !buffer.isEmpty else { return }
        if leaveAfterCell {
            leaveSwiftMode()
        } else {
            modeBuffer = []
        }
    }

    /// The code after `swift ` on a line, or nil when the line is not a `swift` command.
    static func swiftCode(in line: String) -> String? {
        let word = line.prefix { !$0.isWhitespace }
        guard word.lowercased() == "swift" else { return nil }
        return String(line.dropFirst(word.count)).trimmingWhitespace
    }

    func swiftCommand(_ code: String) -> CommandOutcome {
        guard let lesson = current else { return .failure(.needsLesson(command: "swift")) }
        if code.isEmpty {
            modeBuffer = []
            var text = StyledText()
            text.prose(Words.swiftModeBanner, .dim)
            let names = lesson.context.exposed.map(\.name)
            if !names.isEmpty { text.prose(Words.liveObjects(names), .dim) }
            return CommandOutcome(.styled(text))
        }
        if !isCompleteSwift(code) {
            // `swift func f() {`: the cell goes on over the next lines, then the shell comes back.
            modeBuffer = [code]
            leaveAfterCell = true
            return .nothing
        }
        return runCell(code, label: "cell \(page(of: lesson).count + 1)")
    }

    /// The cells that ran in the live lesson, oldest first.
    func page(of lesson: OpenLesson) -> [CellRecord] {
        journal.compactMap { if case .cell(let record) = $0 { record } else { nil } }
    }

    /// Runs `code` in the live lesson; when it runs to its end, it joins the journal (and the page).
    func runCell(_ code: String, label: String) -> CommandOutcome {
        guard let lesson = current else { return .failure(.needsLesson(command: "swift")) }
        guard let cells = environment.cells else {
            return .failure(.swiftUnavailable(reason: "this shell cannot compile Swift (no runner)"))
        }
        let request = CellRequest(
            lesson: lesson.type, liveObjects: lesson.context.exposed.map { (name: $0.name, typeName: $0.typeName) },
            page: page(of: lesson), cell: code, label: label, number: nextCell)
        nextCell += 1
        let run = cells.run(request)
        var text = CodeRunRenderer.render(run, emptyOutput: "(no output)")
        if environment.showTimings { text.line(String(format: "(%.3f s)", run.seconds), .dim) }
        switch run.ending {
        case .finished:
            if let record = run.record { journal.append(.cell(record)) }
            return CommandOutcome(.styled(text))
        case .unavailable(let reason):
            return CommandOutcome(.nothing, error: .swiftUnavailable(reason: reason))
        default:
            return CommandOutcome(.styled(text), error: .cellFailed(CodeRunRenderer.failure(run.ending, what: "the cell")))
        }
    }
}

extension CommandDetails {
    /// What `help swift` says besides its summary: how a cell runs and what it can reach (see
    /// ``Shell/runCell(_:label:replacingPage:)`` and `CellSource` in SwiftCells).
    /// (Swift mode's own paragraphs come first, in the language being read: `Shell.help` puts in
    /// ``Words/swiftModeDetails``.)
    static let swiftDetails = [
        "A cell acts on the live lesson itself: its live objects are variables of their own types, by the names 'inspect' lists, "
            + "and what a cell changes, 'inspect', the lesson's commands, the pictures and the next steps see. "
            + "What a cell declares ('var n = 0', 'func twice') is there in every later cell; earlier cells never run again.",
        "A cell that ends with an expression shows its value and type, as 'inspect' shows objects ('res3: Int = 5'); "
            + "later cells can use it as res3 (3: the cell's place on the page, as 'page' numbers it).",
        "A cell that traps, exits, runs past the time limit or is stopped with Ctrl-C is never kept: the lesson is brought back "
            + "to where it was just before it. 'undo' takes back the last cell or command that changed the lesson.",
        "'page' lists the cells that ran since the lesson was opened or reset, 'page clear' takes them all back, "
            + "and 'edit' (with no exercise started) opens the page in your editor and runs it, in their place, when you close it.",
    ]
}
