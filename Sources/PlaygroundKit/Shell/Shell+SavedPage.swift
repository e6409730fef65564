import Foundation

/// The page kept with the learner's work: each change to the cells of the live lesson is written to
/// `pages/<lesson>.swift` in the workspace (interactive sessions only, as progress is), one
/// `// ── cell N` line before each cell; `resume` runs them again once the lesson is back at its step.
extension Shell {
    static let cellMarker = "// ── cell "

    /// Writes the open lesson's page, when it changed and the session keeps the learner's work.
    func savePage() {
        guard environment.progress != nil, let workspace = environment.workspace, let current else { return }
        let cells = page(of: current)
        let text = cells.enumerated().map { index, cell in "\(Self.cellMarker)\(index + 1)\n\(cell.code)\n" }.joined(separator: "\n")
        let file = workspace.pageFile(lesson: current.type.id)
        if (try? workspace.read(file)) == text { return }
        if cells.isEmpty, !FileManager.default.fileExists(atPath: file.path) { return }
        do {
            try workspace.write(text, to: file)
        } catch {
            progressProblems.append("your page could not be saved to \(file.path): \(error.localizedDescription)")
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

    /// After `resume` brought the lesson back to its step: the saved page's cells run again,
    /// quietly. Returns what to say about it; nil when there was no page.
    func bringBackPage() -> StyledText? {
        guard environment.progress != nil, environment.runCell != nil, let workspace = environment.workspace, let current else { return nil }
        guard let text = try? workspace.read(workspace.pageFile(lesson: current.type.id)) else { return nil }
        let cells = Self.savedCells(text)
        guard !cells.isEmpty else { return nil }
        var failed: [String] = []
        for (index, code) in cells.enumerated() {
            let outcome = runCell(code, label: "cell \(page(of: current).count + 1)")
            if outcome.error != nil { failed.append("cell \(index + 1)") }
        }
        var said = StyledText()
        let kept = cells.count - failed.count
        said.line("Your page is back: \(kept) cell\(kept == 1 ? "" : "s") ran again ('page' lists them).", .dim)
        if !failed.isEmpty {
            said.line("Left out, as they no longer run: " + failed.joined(separator: ", ") + " of the saved page.", .warning)
        }
        savePage()
        return said
    }
}
