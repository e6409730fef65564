import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// Steps a terminal can hold (issue 36 §3): each step of a lesson, rendered as the kept transcript
/// renders it (`playground run <id> --no-color`), measured at 80 columns, a line wider than that
/// counted as the rows it wraps to. Of all the lessons' steps at least 90 % fit a 40-row terminal
/// and none takes over 60 rows; at most 20 lines of all eight transcripts are wider than 80
/// columns. `scripts/step-lengths` measures the same from Tests/Transcripts.
@Suite struct StepLengthTests {
    static let lessonIDs = Catalog.standard.lessons.map { $0.id }
    static let columns = 80
    static let screenRows = 40
    static let maxRows = 60
    static let shareOnAScreen = 0.9
    static let maxWideLines = 20

    @Test func theLessonsFitA40RowTerminal() throws {
        var all: [(header: String, rows: Int)] = []
        var wide: [String] = []
        for id in Self.lessonIDs {
            let text = try Transcript.isolated(catalog: .standard, lessonID: id).get().text.plain
            let steps = Self.steps(in: text, lessonID: id)
            #expect(!steps.isEmpty, "no step headers found in lesson '\(id)'")
            for step in steps where step.rows > Self.maxRows {
                Issue.record("\(step.header): \(step.rows) rows at \(Self.columns) columns, over \(Self.maxRows)")
            }
            all += steps
            wide += text.split(separator: "\n").filter { $0.count > Self.columns }.map { "\(id): \($0)" }
        }
        let onAScreen = all.filter { $0.rows <= Self.screenRows }.count
        #expect(Double(onAScreen) >= Self.shareOnAScreen * Double(all.count), """
            \(onAScreen) of \(all.count) steps fit \(Self.screenRows) rows; the longest:
            \(all.sorted { $0.rows > $1.rows }.prefix(10).map { "  \($0.rows)  \($0.header)" }.joined(separator: "\n"))
            """)
        #expect(wide.count <= Self.maxWideLines, """
            \(wide.count) lines are wider than \(Self.columns) columns (at most \(Self.maxWideLines)):
            \(wide.prefix(30).joined(separator: "\n"))
            """)
    }

    /// Each step, from its `── <id> N/M · ` header to the next, with the rows it takes.
    static func steps(in text: String, lessonID: String) -> [(header: String, rows: Int)] {
        var steps: [(header: String, rows: Int)] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }  // the newline that ends the text starts no line
        for line in lines {
            if isHeader(line, lessonID: lessonID) {
                steps.append((String(line), 0))
            }
            guard !steps.isEmpty else { continue }
            steps[steps.count - 1].rows += max(1, (line.count + columns - 1) / columns)
        }
        return steps
    }

    static func isHeader(_ line: Substring, lessonID: String) -> Bool {
        let prefix = "── \(lessonID) "
        guard line.hasPrefix(prefix) else { return false }
        let rest = line.dropFirst(prefix.count)
        guard let slash = rest.firstIndex(of: "/"), !rest[..<slash].isEmpty,
              rest[..<slash].allSatisfy(\.isNumber) else { return false }
        let afterSlash = rest[rest.index(after: slash)...]
        let total = afterSlash.prefix { $0.isNumber }
        return !total.isEmpty && afterSlash.dropFirst(total.count).hasPrefix(" · ")
    }

    @Test func countsWrappedRowsAndSplitsAtHeaders() {
        let text = "intro\n── x 1/2 · A\n" + String(repeating: "a", count: 81) + "\n\n── x 2/2 · B\nend\n"
        let steps = Self.steps(in: text, lessonID: "x")
        #expect(steps.map(\.header) == ["── x 1/2 · A", "── x 2/2 · B"])
        #expect(steps.map(\.rows) == [4, 2])
    }
}
