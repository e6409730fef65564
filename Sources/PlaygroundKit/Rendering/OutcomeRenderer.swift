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
            text.line("(not run: 'run \(shown.number)' runs it)", .dim)
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
            text.line(inThisStep ? "this step shows several; pick one:" : "this step shows no refused code; the lesson's:")
            for name in names { text.line("  compile " + name, .accent) }
        case .compiled(let report):
            text = CompileReportRenderer.render(report)
        case .reset(let lesson):
            text.line("Lesson '\(lesson)' starts afresh: new objects, clock back at the start.", .dim)
        case .clock(let reading, let pending):
            text.line(time(reading))
            if pending.isEmpty {
                text.line("nothing scheduled", .dim)
            } else {
                for timer in pending { text.line("  scheduled: " + timer) }
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
            if !command.aliases.isEmpty { text.line("  also: " + command.aliases.joined(separator: ", "), .dim) }
            if command.needsLesson { text.line("  needs an open lesson", .dim) }
            for paragraph in command.details {
                text.line()
                text.prose(paragraph, indent: "  ")
            }
        case .overview(let builtins, let lesson):
            text.line("Commands", .heading)
            // Taller than a terminal once a lesson adds its commands: paged as a long step is.
            text.title = "Commands"
            appendTable(builtins.map { ($0.title, $0.summary) }, to: &text)
            if let lesson, !lesson.commands.isEmpty {
                text.line()
                text.line("Commands of lesson '\(lesson.id)'", .heading)
                appendTable(lesson.commands.map { ($0.title, $0.summary) }, to: &text)
            }
            text.line()
            text.line("Enter on an empty line runs the next step. Tab completes; Up and Down recall", .dim)
            text.line("history; Ctrl-R searches it; Ctrl-C abandons the line; Ctrl-D quits.", .dim)
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

    static func lessonList(_ lessons: [(id: String, title: String)], open: String?, progress: [String: String] = [:]) -> StyledText {
        var text = StyledText()
        let width = lessons.map(\.id.count).max() ?? 0
        for (index, lesson) in lessons.enumerated() {
            let marker = lesson.id == open ? "*" : " "
            let number = String(index + 1).leftPadded(to: 2)
            text.append("\(marker)\(number)  ")
            text.append(lesson.id.rightPadded(to: width), .accent)
            if let done = progress[lesson.id] {
                text.append("  " + lesson.title)
                text.line("  " + done, .dim)
            } else {
                text.line("  " + lesson.title)
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
            text.line("nothing to inspect yet: run a step first (Enter)", .dim)
            return text
        }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            text.append("  " + entry.name.rightPadded(to: width), .accent)
            text.line(entry.note.isEmpty ? "" : "  " + entry.note)
        }
        text.line("'inspect <name>' prints one, private stored properties included", .dim)
        return text
    }

    static func time(_ reading: CommandOutcome.ClockReading) -> String {
        "now: \(reading.now) (start + \(reading.elapsed.playgroundFormatted))"
    }

    /// The last 100 entries, numbered from the first ever, each cut at 200 characters.
    static func history(_ entries: [String]) -> StyledText {
        var text = StyledText()
        guard !entries.isEmpty else {
            text.line("no history yet", .dim)
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
            text.line(report.diagnostics.isEmpty ? "  it printed:" : "  it also printed:", .dim)
            for line in report.otherLines { text.line("    " + line) }
        }
        if report.discardedBytes > 0 {
            let bytes = report.discardedBytes
            let size = bytes < 1 << 20 ? "\(bytes) bytes" : "\(bytes >> 20) MiB"
            text.line("  output truncated: \(size) more were thrown away", .warning)
        }
        if let verdict = report.verdict { text.append(render(verdict)) }
        return text
    }

    static func render(_ verdict: CommandOutcome.Verdict) -> StyledText {
        var text = StyledText()
        let recorded = verdict.recordedVersion
        switch verdict.kind {
        case .same:
            text.line("same message as the lesson keeps", .dim)
            return text
        case .accepted(let newVersion?):
            text.line("    it compiles now: Swift \(newVersion) accepts what Swift \(recorded) refused", .warning)
            text.line("the lesson keeps the message of Swift \(recorded):", .dim)
        case .accepted(nil):
            text.line("    it compiles now: the compiler has changed since the lesson was written", .warning)
            text.line("the lesson keeps the message of Swift \(recorded):", .dim)
        case .otherWording(let installed?):
            text.line("your compiler, Swift \(installed), words it differently: the lesson keeps a different message, recorded with Swift \(recorded):")
        case .otherWording(nil):
            text.line("the lesson keeps a different message (recorded with Swift \(recorded); your compiler's version is unknown):", .warning)
        case .changed:
            text.line("the lesson keeps a different message, though it was recorded with this very compiler (Swift \(recorded)): the lesson is out of date", .warning)
        case .compilesAsKept:
            text.line("it compiles, as the lesson says it does with these settings", .dim)
            return text
        case .refusedNow:
            text.line("the lesson says it compiles with these settings (Swift \(recorded)); your compiler refuses it", .warning)
            return text
        }
        for line in verdict.kept { text.line("    " + line, .dim) }
        return text
    }
}
