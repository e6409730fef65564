import Foundation

/// The shell's Swift state: each lesson's page, Swift mode's pending lines, what to replay.
struct SwiftState {
    /// Each lesson's page: the cells that ran, oldest first, by lesson id.
    var pages: [String: [String]] = [:]
    /// In Swift mode, the lines typed for a cell not yet complete; nil outside Swift mode.
    var modeBuffer: [String]?
    /// Swift mode was entered by `swift <code>` with brackets still open: leave it once that cell runs.
    var leaveAfterCell = false
    /// The lines typed since the open lesson was opened or reset that change its state, to replay
    /// in a cell program.
    var replay: [String] = []
    /// The exercise being worked on, by lesson id (1-based).
    var exercise: [String: Int] = [:]
}

/// `swift`, Swift mode and `page`: Swift cells that run against the open lesson.
extension Shell {
    /// Built-ins whose lines change nothing a cell program would need to replay.
    static let notReplayed: Set<String> = [
        "help", "lessons", "open", "steps", "show", "source", "inspect", "compile", "reset", "clock", "history", "quit",
        "swift", "page", "edit", "exercises", "exercise", "check", "watch", "hint", "solution", "restore", "progress",
        "clear",
    ]

    /// Whether Swift mode is on (its prompt is `di swift> `).
    public var inSwiftMode: Bool { swift.modeBuffer != nil }

    /// Leaves Swift mode (Ctrl-D in it), dropping a cell not yet complete.
    public func leaveSwiftMode() {
        swift.modeBuffer = nil
        swift.leaveAfterCell = false
    }

    /// Ctrl-C in Swift mode: the cell typed so far is dropped (a `swift` line with open brackets
    /// goes back to the shell); Swift mode itself stays.
    public func abandonPendingCell() {
        guard let buffer = swift.modeBuffer, !buffer.isEmpty else { return }
        if swift.leaveAfterCell {
            leaveSwiftMode()
        } else {
            swift.modeBuffer = []
        }
    }

    /// The code after `swift ` on a line, or nil when the line is not a `swift` command.
    static func swiftCode(in line: String) -> String? {
        let word = line.prefix { !$0.isWhitespace }
        guard word.lowercased() == "swift" else { return nil }
        return String(line.dropFirst(word.count)).trimmingWhitespace
    }

    /// Keeps what a cell program must replay: the lines that moved the lesson or ran its commands.
    func remember(_ line: String, lessonBefore: ObjectIdentifier?) {
        guard let current else { return }
        if ObjectIdentifier(current.lesson) != lessonBefore {
            swift.replay = []  // opened or reset: fresh state, nothing to replay
            return
        }
        let trimmed = line.trimmingWhitespace
        if trimmed.isEmpty {
            swift.replay.append("next")
            return
        }
        guard let word = trimmed.split(whereSeparator: \.isWhitespace).first.map(String.init),
              let command = command(named: word) else { return }
        if Self.notReplayed.contains(command.name), builtins.contains(where: { $0.name == command.name }) { return }
        if command.measuresTime { return }  // `bench` changes nothing, and would time itself again in every cell
        swift.replay.append(trimmed)
    }

    func swiftCommand(_ code: String) -> CommandOutcome {
        guard let lesson = current else { return .failure(.needsLesson(command: "swift")) }
        if code.isEmpty {
            swift.modeBuffer = []
            var text = StyledText()
            text.line("Swift mode: each cell runs against the live lesson; '.exit' or Ctrl-D leaves.", .dim)
            let names = lesson.context.exposed.map(\.name)
            if !names.isEmpty { text.line("Live objects: " + names.joined(separator: ", "), .dim) }
            return CommandOutcome(.styled(text))
        }
        if !SwiftInput.isComplete(code) {
            // `swift func f() {`: the cell goes on over the next lines, then the shell comes back.
            swift.modeBuffer = [code]
            swift.leaveAfterCell = true
            return .nothing
        }
        return runCell(code, label: "cell \(page(of: lesson).count + 1)")
    }

    /// A line typed in Swift mode: part of a cell, a whole one, or `.exit`.
    func swiftModeLine(_ line: String) -> CommandOutcome {
        var buffer = swift.modeBuffer ?? []
        if buffer.isEmpty {
            let trimmed = line.trimmingWhitespace
            if trimmed == ".exit" || trimmed == ".quit" {
                leaveSwiftMode()
                return .nothing
            }
            if trimmed.isEmpty { return .nothing }
        }
        buffer.append(line)
        let code = buffer.joined(separator: "\n")
        guard SwiftInput.isComplete(code) else {
            swift.modeBuffer = buffer
            return .nothing
        }
        swift.modeBuffer = []
        if swift.leaveAfterCell { leaveSwiftMode() }
        guard let lesson = current else { return .failure(.needsLesson(command: "swift")) }
        return runCell(code, label: "cell \(page(of: lesson).count + 1)")
    }

    func page(of lesson: OpenLesson) -> [String] {
        swift.pages[lesson.type.id] ?? []
    }

    /// Runs `code` after the page; on success it joins the page.
    func runCell(_ code: String, label: String, replacingPage: Bool = false) -> CommandOutcome {
        guard let lesson = current else { return .failure(.needsLesson(command: "swift")) }
        guard let runner = environment.runCell else {
            return .failure(.swiftUnavailable(reason: "this shell cannot compile Swift (no runner)"))
        }
        let request = CellRequest(
            lesson: lesson.type, replay: swift.replay,
            liveObjects: lesson.context.exposed.map { (name: $0.name, typeName: $0.typeName) },
            page: replacingPage ? [] : page(of: lesson), cell: code, label: label)
        let run = runner(request)
        var text = CodeRunRenderer.render(run, emptyOutput: "(no output)")
        if environment.showTimings { text.line(String(format: "(%.3f s)", run.seconds), .dim) }
        switch run.ending {
        case .finished:
            if replacingPage {
                swift.pages[lesson.type.id] = [code]
            } else {
                swift.pages[lesson.type.id, default: []].append(code)
            }
            return CommandOutcome(.styled(text))
        case .unavailable(let reason):
            return CommandOutcome(.nothing, error: .swiftUnavailable(reason: reason))
        default:
            let what = replacingPage ? "the page" : "the cell"
            return CommandOutcome(.styled(text), error: .cellFailed(CodeRunRenderer.failure(run.ending, what: what)))
        }
    }

    /// `page`: the cells so far; `page clear` empties it.
    func pageCommand(_ lesson: OpenLesson, _ argument: String?) -> CommandOutcome {
        let cells = page(of: lesson)
        if let argument {
            guard argument.lowercased() == "clear" else {
                return .failure(.badArguments(command: "page", message: "'page' takes 'clear' or nothing, not '\(argument.shortened)'", usage: "page [clear]"))
            }
            swift.pages[lesson.type.id] = []
            var text = StyledText()
            text.line("The page is empty (\(cells.count) cell\(cells.count == 1 ? "" : "s") removed).", .dim)
            return CommandOutcome(.styled(text))
        }
        var text = StyledText()
        if cells.isEmpty {
            text.line("The page is empty: 'swift <code>' runs a cell and keeps it here.", .dim)
        }
        for (index, cell) in cells.enumerated() {
            text.line("── cell \(index + 1)", .dim)
            for line in cell.split(separator: "\n", omittingEmptySubsequences: false) { text.line(String(line), .code) }
        }
        return CommandOutcome(.styled(text))
    }

    /// `edit` with no exercise open: the page in the learner's editor, run when it closes.
    func editPage(_ lesson: OpenLesson) -> CommandOutcome {
        guard let workspace = environment.workspace else {
            return .failure(.swiftUnavailable(reason: "there is no folder for your files (set HOME or XDG_DATA_HOME)"))
        }
        guard let edit = environment.edit else { return .failure(.editorUnavailable("this shell cannot start an editor")) }
        let file = workspace.pageFile(lesson: lesson.type.id)
        let before = page(of: lesson).joined(separator: "\n\n")
        do {
            try workspace.write(before.isEmpty ? "// The \(lesson.type.id) page: Swift that runs against the live lesson.\n" : before + "\n", to: file)
        } catch {
            return .failure(.swiftUnavailable(reason: "cannot write \(file.path): \(error.localizedDescription)"))
        }
        switch edit(file) {
        case .unavailable(let reason): return .failure(.editorUnavailable(reason))
        case .failed(let reason): return .failure(.editorUnavailable(reason))
        case .edited: break
        }
        guard let after = try? workspace.read(file) else {
            return .failure(.swiftUnavailable(reason: "cannot read \(file.path) back"))
        }
        if after.trimmingWhitespace.isEmpty {
            swift.pages[lesson.type.id] = []
            return CommandOutcome(.styled(StyledText("The page is empty.\n", .dim)))
        }
        return runCell(after, label: file.lastPathComponent, replacingPage: true)
    }
}

extension BuiltinCommand {
    /// What `help swift` says besides its summary: how a cell runs and what it can reach (see
    /// ``Shell/runCell(_:label:replacingPage:)`` and `CellSource` in SwiftCells).
    static let swiftDetails = [
        "'swift <code>' runs one cell. 'swift' alone starts Swift mode (its prompt ends in 'swift>'): "
            + "each cell runs once its brackets close; '.exit' or Ctrl-D leaves Swift mode, Ctrl-C drops the cell being typed. "
            + "'swift func f() {' goes on over the next lines, then back to the shell.",
        "A cell can use the lesson's live objects by the names 'inspect' lists, each a variable of its own type "
            + "(Any when the lesson keeps that type private).",
        "Each cell is compiled and run as a program of its own: there the lesson is rebuilt by replaying what you did "
            + "since 'open' or 'reset', the page's earlier cells run quietly, then the new cell. What a cell changes stays "
            + "in that program: 'inspect' and the next step do not see it.",
        "A cell that runs to its end is kept on the page: 'page' lists the cells, 'page clear' empties it, "
            + "and 'edit' (with no exercise started) opens the page in your editor and runs it when you close it.",
    ]
}
