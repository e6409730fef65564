import Foundation

/// The page kept with the learner's work: each change to the cells of the live lesson is written to
/// the lesson's page file in the workspace (interactive sessions only, as progress is), one
/// `// ── cell N` line before each cell. Opening the lesson (and `resume`) runs them again. The page
/// is never silently lost: see ``PageBook`` for which file a shell writes and what is kept aside.
extension CellsFeature {
    static let cellMarker = "// ── cell "

    /// A lesson just opened gets its page back, after its banner.
    func bringBackPage(into response: inout Shell.Response) {
        pages.release(except: current?.type.id)
        // The lesson's banner first, where text can be shown before the command ends.
        if let screen, files.progress != nil, environment.cells != nil {
            screen.show(response.text)
            response.text = StyledText()
        }
        if let page = bringBackPage() { response.text.append(page) }
    }

    /// The file this shell writes `lesson`'s page to: its own (``PageBook``), or the main one when
    /// no lock can be had.
    func pageFile(lesson: String, in workspace: Workspace) -> URL {
        pages.file(for: lesson, in: workspace) ?? workspace.pageFile(lesson: lesson)
    }

    /// Writes the open lesson's page, when it changed and the session keeps the learner's work.
    /// A page about to lose cells (other than its newest) is kept aside first.
    func savePage() {
        guard files.progress != nil, let workspace = files.workspace, let current else { return }
        let cells = page(of: current)
        let text = cells.enumerated().map { index, cell in "\(Self.cellMarker)\(index + 1)\n\(cell.code)\n" }.joined(separator: "\n")
        let file = pageFile(lesson: current.type.id, in: workspace)
        let exists = FileManager.default.fileExists(atPath: file.path)
        let old = try? workspace.read(file)
        if old == text || (cells.isEmpty && !exists) { return }
        do {
            if exists, old.map({ PageBook.keepsItsCells(old: Self.savedCells($0), new: cells.map(\.code.trimmingWhitespace)) }) != true {
                let kept = try PageBook.keepAside(file)
                shell.progress.problems.append("your page as it was (\(Self.savedCells(old ?? "").count) cells) is kept in \(kept.path)")
            }
            try workspace.write(text, to: file)
        } catch {
            shell.progress.problems.append("your page could not be saved to \(file.path): \(error.localizedDescription)")
        }
    }

    /// The cells of a saved page, oldest first: split at the cell lines; a page edited by hand
    /// without them is one cell.
    static func savedCells(_ text: String) -> [String] {
        var cells: [[Substring]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(cellMarker), Int(line.dropFirst(cellMarker.count)) != nil {
                cells.append([])
            } else if cells.isEmpty {
                cells.append([line])
            } else {
                cells[cells.count - 1].append(line)
            }
        }
        // The first line `edit` writes into an empty page says what the page is: not a cell.
        return cells.map { lines in
            lines.filter { !($0.hasPrefix("// The ") && $0.hasSuffix(" page: Swift that runs in the live lesson.")) }.joined(separator: "\n").trimmingWhitespace
        }.filter { !$0.isEmpty }
    }

    /// After `open` or `resume` brought the lesson back: the saved page's cells run again, quietly,
    /// with a line that says how many before they do. Returns what to say about it; nil when there
    /// was no page. Cells that no longer run leave the page, which is kept aside with them first.
    func bringBackPage() -> StyledText? {
        guard files.progress != nil, environment.cells != nil, let workspace = files.workspace, let current else { return nil }
        let file = pageFile(lesson: current.type.id, in: workspace)
        var said = StyledText()
        if file != workspace.pageFile(lesson: current.type.id) {
            said.line(Words.pageOpenElsewhere(current.type.id, keptIn: file.path), .warning)
        }
        let text: String
        do {
            text = try workspace.read(file)
        } catch {
            guard FileManager.default.fileExists(atPath: file.path) else { return said.isEmpty ? nil : said }
            // A page that cannot be read is kept as it is, beside the one this session starts.
            if let kept = try? PageBook.keepAside(file) {
                try? FileManager.default.removeItem(at: file)
                said.line(Words.pageUnreadable(error.localizedDescription, keptAs: kept.path), .warning)
            }
            return said
        }
        let cells = Self.savedCells(text)
        guard !cells.isEmpty else { return said.isEmpty ? nil : said }
        screen?.show(StyledText(Words.bringingBack(cells.count) + "\n", .dim))
        let started = ContinuousClock.now
        var reported = started
        var failed: [String] = []
        for (index, code) in cells.enumerated() {
            let outcome = runCell(code, label: "cell \(page(of: current).count + 1)")
            if outcome.error != nil { failed.append("cell \(index + 1)") }
            // A long page (cells compiled anew take about 0.15 s each) says how far it is, every 2 s.
            if index + 1 < cells.count, ContinuousClock.now - reported > .seconds(2) {
                reported = .now
                screen?.show(StyledText("… \(index + 1) of \(cells.count) cells\n", .dim))
            }
        }
        let kept = cells.count - failed.count
        said.line(Words.pageBack(kept), .dim)
        if environment.showTimings {
            let elapsed = ContinuousClock.now - started
            said.line(String(format: "(page brought back in %.3f s)", Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18), .dim)
        }
        if !failed.isEmpty {
            said.line(Words.pageLeftOut(failed), .warning)
        }
        savePage()
        return said
    }
}
