import Foundation

/// The journal of the live lesson: `undo`, `page`, the page in an editor, and the restore after a
/// crash. Each builds the lesson again from the journal: a fresh instance, then its lines and
/// cells, quietly (lessons are deterministic; see ``SessionJournal``).
extension CellsFeature {
    /// The open lesson's journal, for the session to keep on disk while it runs.
    var sessionJournal: SessionJournal {
        SessionJournal(lesson: current?.type.id, entries: current == nil ? [] : journal, nextCell: nextCell,
                       exercisesAtHand: shell.exercises.atHand.isEmpty ? nil : shell.exercises.atHand)
    }

    /// Builds the live lesson again from `journal`, after the shell ended in the middle of a command:
    /// opens its lesson afresh and goes through its entries quietly. Nil when it names no lesson
    /// this catalog has.
    func restore(_ journal: SessionJournal) -> Shell.Restored? {
        guard let lessonID = journal.lesson, let match = catalog.lesson(matching: lessonID), match.lesson.id == lessonID else { return nil }
        nextCell = max(nextCell, journal.nextCell)
        let restored = rebuild(match.lesson, number: match.number, from: journal.entries)
        shell.exercises.atHand.merge(journal.exercisesAtHand ?? [:]) { _, kept in kept }
        return restored
    }

    /// A fresh instance of `type`, then `entries`, quietly: no moves reported, nothing shown.
    func rebuild(_ type: any Lesson.Type, number: Int, from entries: [JournalEntry]) -> Shell.Restored {
        shell.lessons.current = shell.lessons.start(type, number: number)
        journal = []
        var lost: [String] = []
        for entry in entries {
            switch entry {
            case .move(let move):
                _ = shell.apply(move, from: .quiet)
            case .command(let name, let arguments):
                // By name: a lesson's command, or a built-in that changed the lesson.
                guard let command = shell.command(named: name), command.journaled else {
                    lost.append(entry.described)
                    continue
                }
                _ = Words.speaking(language) { shell.finishing(from: .quiet) { shell.perform(command, arguments: arguments) } }
            case .cell(let record):
                guard let cells = environment.cells else {
                    lost.append(entry.described)
                    continue
                }
                let run = cells.replay(record)
                if run.ending == .finished {
                    journal.append(entry)
                } else {
                    lost.append(entry.described)
                }
                current?.context.lifetimes.check()
            }
        }
        _ = LessonOutput.stray.drain()
        return Shell.Restored(kept: entries.count - lost.count, lost: lost)
    }

    /// `undo`: the lesson as it was before the last line or cell that changed it.
    func undo(_ lesson: OpenLesson) -> CommandOutcome {
        let entries: [JournalEntry]
        let what: String
        if let cleared = cleared, cleared.after == journal {
            // Right after `page clear`: its cells come back.
            (entries, what) = (cleared.before, "'page clear'")
        } else if let last = journal.last {
            (entries, what) = (Array(journal.dropLast()), last.described)
        } else {
            return .failure(.commandFailed(command: "undo", message: Words.nothingToUndo))
        }
        cleared = nil
        var again = sessionJournal
        again.entries = entries
        if let cells = environment.cells, cells.startAgain(from: again, notice: what) {
            // In a new process: what the earlier cells started in this one ends with it, and they
            // run once there, so nothing they did in the playground is done twice.
            return CommandOutcome(.nothing)
        }
        let restored = rebuild(lesson.type, number: lesson.number, from: entries)
        var text = StyledText()
        text.line(Words.tookBack(what, step: current?.position ?? 0), .dim)
        Self.describeLost(restored, in: &text)
        return CommandOutcome(.styled(text))
    }

    /// `undo` finished in a new process (``CellEngine/startAgain(from:notice:)``): the lesson built from
    /// `journal` quietly, and what `undo` says of `what` it took back.
    func tookBack(_ what: String, journal: SessionJournal) -> Shell.Response {
        let restored = restore(journal)
        return Words.speaking(language) { tookBack(what, restored) }
    }

    private func tookBack(_ what: String, _ restored: Shell.Restored?) -> Shell.Response {
        var text = StyledText()
        text.line(Words.tookBack(what, step: current?.position ?? 0), .dim)
        if let restored { Self.describeLost(restored, in: &text) }
        savePage()  // without the cell taken back
        return Shell.Response(text: text)
    }

    static func describeLost(_ restored: Shell.Restored, in text: inout StyledText) {
        guard !restored.lost.isEmpty else { return }
        text.line(Words.leftOut(restored.lost), .warning)
    }

    /// `page`: the cells that ran in the live lesson; `page clear` takes them all back.
    func pageCommand(_ lesson: OpenLesson, _ argument: String?) -> CommandOutcome {
        let cells = page(of: lesson)
        if let argument {
            guard argument.lowercased() == "clear" else {
                return .failure(.badArguments(command: "page", message: Words.takesClearOrNothing("page", not: argument.shortened), usage: "page [clear]"))
            }
            var text = StyledText()
            if cells.isEmpty {
                text.line(Words.pageEmptyAlready, .dim)
                return CommandOutcome(.styled(text))
            }
            let before = journal
            let restored = rebuild(lesson.type, number: lesson.number, from: journal.filter { !$0.isCell })
            cleared = (before, journal)
            text.line(Words.pageCleared(cells.count), .dim)
            Self.describeLost(restored, in: &text)
            return CommandOutcome(.styled(text))
        }
        var text = StyledText()
        if cells.isEmpty {
            text.line(Words.pageEmpty, .dim)
        }
        for cell in cells {
            text.line("── \(cell.label)", .dim)
            for line in cell.code.split(separator: "\n", omittingEmptySubsequences: false) { text.line(String(line), .code) }
        }
        return CommandOutcome(.styled(text))
    }

    /// `edit` with no exercise open: the page in the learner's editor; when it closes, the page's
    /// cells are taken back and the edited page runs as one cell in their place.
    func editPage(_ lesson: OpenLesson) -> CommandOutcome {
        guard let workspace = files.workspace else {
            return .failure(.swiftUnavailable(reason: "there is no folder for your files (set HOME or XDG_DATA_HOME)"))
        }
        guard let screen else { return .failure(.editorUnavailable(Words.noEditor)) }
        let file = workspace.pageFile(lesson: lesson.type.id)
        let before = page(of: lesson).map(\.code).joined(separator: "\n\n")
        do {
            try workspace.write(before.isEmpty ? "// The \(lesson.type.id) page: Swift that runs in the live lesson.\n" : before + "\n", to: file)
        } catch {
            return .failure(.swiftUnavailable(reason: "cannot write \(file.path): \(error.localizedDescription)"))
        }
        switch screen.edit(file) {
        case .unavailable(let reason): return .failure(.editorUnavailable(reason))
        case .failed(let reason): return .failure(.editorUnavailable(reason))
        case .edited: break
        }
        guard let after = try? workspace.read(file) else {
            return .failure(.swiftUnavailable(reason: "cannot read \(file.path) back"))
        }
        if !page(of: lesson).isEmpty {
            _ = rebuild(lesson.type, number: lesson.number, from: journal.filter { !$0.isCell })
        }
        if after.trimmingWhitespace.isEmpty {
            return CommandOutcome(.styled(StyledText("The page is empty.\n", .dim)))
        }
        return runCell(after, label: file.lastPathComponent)
    }
}

/// Coming back after the shell ended in the middle of a command.
extension CellsFeature {
    /// Builds the lesson again from `journal` (saved before the culprit, so without it) and says
    /// what happened: the culprit's failure, then what was kept.
    func recover(_ journal: SessionJournal, culprit: Shell.Culprit) -> Shell.Response {
        // The journal may say `lang`: restored first, so that all is said in the language it left.
        let restored = restore(journal)
        return Words.speaking(language) { recovered(restored, culprit: culprit) }
    }

    private func recovered(_ restoredOrNil: Shell.Restored?, culprit: Shell.Culprit) -> Shell.Response {
        let outcome: CommandOutcome
        let what: String
        switch culprit {
        case .cell(let label, let run):
            what = label
            outcome = CommandOutcome(.styled(CodeRunRenderer.render(run, emptyOutput: nil)),
                                     error: .cellFailed(CodeRunRenderer.failure(run.ending, what: label)))
        case .line(let line, let ending):
            what = "'\(line.shortened)'"
            let word = line.trimmingWhitespace.split(separator: " ").first.map(String.init) ?? line
            outcome = CommandOutcome(.nothing, error: .commandFailed(command: word, message: Words.tookTheShellDown("'\(line.shortened)'", ending)))
        case .leftRunning(let label, let run):
            what = label
            outcome = CommandOutcome(.styled(CodeRunRenderer.render(run, emptyOutput: nil)),
                                     error: .cellFailed("work \(label) left running crashed after the cell returned, so \(label) is no longer kept"))
        case .outside(let ending):
            what = ""
            outcome = CommandOutcome(.styled(StyledText(Words.endedAtThePrompt(ending) + "\n", .warning)))
        }
        var response = shell.respond(to: outcome)
        guard let restored = restoredOrNil else {
            response.text.line(Words.startedAgainNoLesson, .dim)
            return response
        }
        let cells = journal.filter(\.isCell).count
        let lines = restored.kept - cells
        let crashedWork = if case .leftRunning = culprit { true } else { false }
        let outside = if case .outside = culprit { true } else { false }
        response.text.line(Words.startedAgain(without: outside ? nil : what, crashedWork: crashedWork, lesson: current?.type.id ?? "the lesson",
                                              step: current?.position ?? 0, lines: lines, cells: cells), .dim)
        Self.describeLost(restored, in: &response.text)
        // The culprit is not kept on the page either: the next start must not run it again.
        savePage()
        return response
    }
}
