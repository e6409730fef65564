/// Turns what a command did (a ``CommandOutcome``, decided by its handler) into the text the shell
/// prints: the report, then the error, if any (see ``ShellErrorText``).
enum OutcomeRenderer {
    static func render(_ outcome: CommandOutcome) -> StyledText {
        var text = render(outcome.report)
        if let error = outcome.error { text.append(ShellErrorText.render(error)) }
        return text
    }

    static func render(_ report: CommandOutcome.Report) -> StyledText {
        var text = StyledText()
        switch report {
        case .nothing:
            break
        case .help(let page):
            text = help(page)
        case .lessons(let lessons, let open, let progress):
            text = lessonList(lessons, open: open, progress: progress)
        case .opened(let banner):
            text = self.banner(banner)
        case .steps(let titles, let position, let deeper):
            text = stepList(titles, position: position, deeper: deeper)
        case .ranStep(let shown, let output):
            if let passed = shown.passedBy { text.line(Words.passedBy(passed), .dim) }
            text.append(StepRenderer.header(lesson: shown.lesson, number: shown.number, of: shown.count, step: shown.step))
            text.append(StepRenderer.body(shown.step))
            text.append(StepRenderer.output(output))
            if let ahead = shown.deeperAhead { text.line(ahead.last ? Words.deeperToEnd(ahead.steps, title: ahead.title) : Words.deeperAhead(ahead.steps, title: ahead.title), .dim) }
        case .shownStep(let shown):
            text = StepRenderer.header(lesson: shown.lesson, number: shown.number, of: shown.count, step: shown.step)
            text.append(StepRenderer.body(shown.step))
            text.line(Words.pick("(not run: 'run \(shown.number)' runs it)", "(не запущен: 'run \(shown.number)' запустит его)",
                                 "(belum dijalankan: 'run \(shown.number)' menjalankannya)"), .dim)
        case .source(let declarations):
            for (index, declaration) in declarations.enumerated() {
                if index > 0 { text.line() }
                text.append(StepRenderer.code(declaration))
            }
        case .exposed(let entries):
            text = exposed(entries)
        case .inspected(let name, let note, let dump):
            text.line(name + (note.isEmpty ? "" : " · " + note), .heading)
            for line in TextLayout.indent(dump, by: "  ") { text.line(line, .output) }
        case .snippetChoices(let names, let inThisStep):
            text.line(Words.snippetChoices(inThisStep: inThisStep))
            for name in names { text.line("  compile " + name, .accent) }
        case .compiled(let report):
            text = CompileReportRenderer.render(report)
        case .reset(let lesson):
            text.line(Words.pick("Lesson '\(lesson)' starts afresh: new objects, clock back at the start.",
                                 "Урок '\(lesson)' начат заново: новые объекты, часы снова в начале.",
                                 "Pelajaran '\(lesson)' dimulai dari awal: objek baru, jam kembali ke awal."), .dim)
        case .clock(let reading, let pending):
            text.line(time(reading))
            if pending.isEmpty {
                text.line(Words.nothingScheduled, .dim)
            } else {
                for timer in pending { text.line(Words.scheduled + timer) }
            }
        case .advanced(let output, let reading):
            appendOutput(output, to: &text)
            text.line(time(reading), .dim)
        case .history(let entries):
            text = history(entries)
        case .figure(let figure, let note):
            text.figure(figure)
            if let note { text.line(note, .dim) }
        case .styled(let styled):
            text = styled
        case .printed(let output):
            appendOutput(output, to: &text)
        }
        return text
    }

    // MARK: - help

    static func help(_ page: CommandOutcome.HelpPage) -> StyledText {
        var text = StyledText()
        switch page {
        case .command(let command):
            text.line(command.title, .accent)
            text.line("  " + command.summary)
            if !command.aliases.isEmpty { text.line(Words.also + command.aliases.joined(separator: ", "), .dim) }
            if command.needsLesson { text.line(Words.needsOpenLesson, .dim) }
            for paragraph in command.details {
                text.line()
                text.prose(paragraph, indent: "  ")
            }
        case .overview(let builtins, let lesson):
            // Inside a lesson its own commands come first: what the learner came to `help` for
            // is on the first screen, the shell's commands after them.
            if let lesson, !lesson.commands.isEmpty {
                text.line(Words.lessonCommands(lesson.id), .heading)
                appendTable(lesson.commands.map { ($0.title, $0.summary) }, to: &text)
                text.line()
            }
            text.line(Words.commands, .heading)
            appendTable(builtins.map { ($0.title, $0.summary) }, to: &text)
            // Taller than a terminal once a lesson adds its commands: paged as a long step is.
            text.title = Words.commands
            text.line()
            for line in Words.helpKeys { text.line(line, .dim) }
        }
        return text
    }

    /// Two columns within 80 (an 80-column terminal): the left one accented and at most 28
    /// characters wide before the right one starts. A left cell wider than that has the line to
    /// itself, with its right cell under it in the right column; a right cell too long for its
    /// column wraps within it.
    static func appendTable(_ rows: [(String, String)], to text: inout StyledText) {
        let width = min(rows.map(\.0.count).max() ?? 0, 28)
        let column = 2 + width + 2
        let margin = String(repeating: " ", count: column)
        for (left, right) in rows {
            text.append("  " + left, .accent)
            let lines = TextLayout.wrap(right, width: 80 - column)
            if left.count > width {
                text.line()
                text.append(margin)
            } else {
                text.append(String(repeating: " ", count: width - left.count + 2))
            }
            text.line(lines.joined(separator: "\n" + margin))
        }
    }

    // MARK: - lessons and steps

    /// One line per lesson: its number, id, progress (lessons begun, with a progress file) and
    /// title. The progress column comes before the titles, padded to its widest in terminal columns
    /// (in every language), so that it lines up whatever the titles' lengths, and a long title
    /// only runs on at the end of its own line.
    /// One line per lesson, titles in one column; a begun lesson's progress on a line of its own
    /// under its title, so no line grows past its title's and the columns line up in any
    /// language (widths in terminal columns).
    static func lessonList(_ lessons: [(id: String, title: String)], open: String?, progress: [String: String] = [:]) -> StyledText {
        var text = StyledText()
        let width = lessons.map(\.id.displayColumns).max() ?? 0
        for (index, lesson) in lessons.enumerated() {
            let marker = lesson.id == open ? "*" : " "
            let number = String(index + 1).leftPadded(to: 2)
            text.append("\(marker)\(number)  ")
            text.append(lesson.id.rightPadded(toColumns: width), .accent)
            text.line("  " + lesson.title)
            if let done = progress[lesson.id], !done.isEmpty {
                text.line(String(repeating: " ", count: 5 + width + 2) + done, .dim)
            }
        }
        text.line(Words.lessonListHint, .dim)
        return text
    }

    static func banner(_ banner: CommandOutcome.LessonBanner) -> StyledText {
        var text = StyledText()
        text.line("\(Words.lesson) \(banner.number) · \(banner.id) · \(banner.title)", .heading)
        text.prose(banner.summary)
        text.prose("\(Words.source): " + banner.source, .dim)
        if !banner.link.isEmpty { text.line(banner.link, .dim) }
        text.prose(Words.lessonHint(steps: banner.stepCount), .dim)
        return text
    }

    static func stepList(_ titles: [String], position: Int, deeper: Set<Int> = []) -> StyledText {
        var text = StyledText()
        for (index, title) in titles.enumerated() {
            let number = index + 1
            let style: StyledText.Style = number == position ? .accent : .plain
            text.append("\(number == position ? ">" : " ")\(String(number).leftPadded(to: 3))  ", style)
            text.append(title, style)
            if deeper.contains(number) { text.append(" " + Words.deeperMark, .dim) }
            text.line()
        }
        return text
    }

    // MARK: - live state

    static func exposed(_ entries: [(name: String, note: String)]) -> StyledText {
        var text = StyledText()
        if entries.isEmpty {
            text.line(Words.pick("nothing to inspect yet: run a step first (Enter)", "смотреть пока нечего: сначала запустите шаг (Enter)",
                                 "belum ada yang bisa di-inspect: jalankan satu langkah dulu (Enter)"), .dim)
            return text
        }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            text.append("  " + entry.name.rightPadded(to: width), .accent)
            text.line(entry.note.isEmpty ? "" : "  " + entry.note)
        }
        text.line(Words.pick("'inspect <name>' prints one, private stored properties included",
                             "'inspect <имя>' печатает один объект, вместе с приватными хранимыми свойствами",
                             "'inspect <nama>' mencetak satu objek, termasuk properti tersimpan yang private"), .dim)
        return text
    }

    static func time(_ reading: CommandOutcome.ClockReading) -> String {
        Words.now("\(reading.now)", elapsed: reading.elapsed.playgroundFormatted)
    }

    /// The last 100 entries, numbered from the first ever, each cut at 200 characters.
    static func history(_ entries: [String]) -> StyledText {
        var text = StyledText()
        guard !entries.isEmpty else {
            text.line(Words.pick("no history yet", "история пока пуста", "belum ada riwayat"), .dim)
            return text
        }
        let shown = entries.suffix(100)
        let first = entries.count - shown.count + 1
        let width = String(entries.count).count
        for (offset, entry) in shown.enumerated() {
            text.append(String(first + offset).leftPadded(to: width + 2) + "  ", .dim)
            let cut = entry.count > 200 ? String(entry.prefix(197)) + "..." : entry
            // A Swift cell kept whole: its lines under its first, aligned.
            text.line(cut.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + String(repeating: " ", count: width + 4)))
        }
        return text
    }

    /// What a lesson printed, ending in a newline.
    static func appendOutput(_ output: String, to text: inout StyledText) {
        guard !output.isEmpty else { return }
        text.output(output)
    }
}

/// `compile`'s report: the command line, what the compiler said, and how it compares.
enum CompileReportRenderer {
    static func render(_ report: CommandOutcome.CompileReport) -> StyledText {
        var text = StyledText()
        let version = report.compilerVersion.map { " (Swift \($0))" } ?? ""
        text.line("── " + report.commandLine + version, .dim)
        for line in report.diagnostics {
            text.line("    " + line, line.hasPrefix("error") ? .error : .plain)
        }
        if !report.otherLines.isEmpty {
            text.line(Words.itPrinted(also: !report.diagnostics.isEmpty), .dim)
            for line in report.otherLines { text.line("    " + line) }
        }
        if report.discardedBytes > 0 {
            let bytes = report.discardedBytes
            let size = bytes < 1 << 20 ? "\(bytes) bytes" : "\(bytes >> 20) MiB"
            text.line(Words.outputTruncated(size), .warning)
        }
        if let verdict = report.verdict { text.append(render(verdict)) }
        return text
    }

    static func render(_ verdict: CommandOutcome.Verdict) -> StyledText {
        var text = StyledText()
        let recorded = verdict.recordedVersion
        switch verdict.kind {
        case .same:
            text.line(Words.sameMessage, .dim)
            return text
        case .accepted(let newVersion):
            text.line(Words.compilesNow(newVersion, recorded: recorded), .warning)
            text.line(Words.keptMessage(recorded), .dim)
        case .otherWording(let installed):
            text.line(Words.otherWording(installed: installed, recorded: recorded), installed == nil ? .warning : .plain)
        case .changed:
            text.line(Words.messageChanged(recorded), .warning)
        case .compilesAsKept:
            text.line(Words.compilesAsKept, .dim)
            return text
        case .refusedNow:
            text.line(Words.refusedNow(recorded), .warning)
            return text
        }
        for line in verdict.kept { text.line("    " + line, .dim) }
        return text
    }
}
