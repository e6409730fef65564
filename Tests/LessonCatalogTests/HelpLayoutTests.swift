import LessonCatalog
import PlaygroundKit
import Testing
import TestSupport

/// `help` in every lesson, as a transcript and an 80-column terminal show it: no line wider than
/// 80 columns, and every summary in its column (a command whose usage is wider than the column has
/// the line to itself, as di's `graph [container|swinject|cycle]` does).
@Suite struct HelpLayoutTests {
    @Test(arguments: Catalog.standard.ids)
    func helpFitsEightyColumnsWithTheSummariesInTheirColumn(_ id: String) {
        let shell = ScriptedShell(catalog: .standard)
        #expect(!shell.send("open \(id)").failed)
        let help = shell.send("help").text.plain
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        // The lesson's own table: the summaries start in one column, at most at 2 + 28 + 2.
        guard let table = help.range(of: "Commands of lesson '\(id)'\n") else { return }
        let rows = help[table.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        let starts = rows.compactMap { row -> Int? in
            guard let gap = row.dropFirst(2).range(of: "  ") else { return nil }  // a usage alone on its line
            return row.distance(from: row.startIndex, to: gap.lowerBound) + row[gap.lowerBound...].prefix { $0 == " " }.count
        }
        #expect(!starts.isEmpty)
        #expect(Set(starts).count == 1, "\(id): \(Array(rows))")
        #expect((starts.first ?? 0) <= 2 + 28 + 2)
    }

    @Test func diGraphHasItsOwnLineAndItsSummaryUnderIt() {
        let shell = ScriptedShell(catalog: .standard)
        shell.send("open di")
        let help = shell.send("help").text.plain
        #expect(help.contains("\n  graph [container|swinject|cycle]\n" + String(repeating: " ", count: 32) + "draw who resolved whom"), "\(help)")
    }
}
