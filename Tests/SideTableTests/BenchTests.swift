import PlaygroundKit
import Testing
import TestSupport
@testable import SideTable

/// `bench`: every row really measures both sides. Figures and ratios are never asserted: they
/// are the machine's, not the code's.
@Suite struct BenchTests {
    @Test func everyRowMeasuresBothSidesWithNoProblem() {
        let report = LiveCosts.measure(SideTableLesson.benchRows(), budget: .milliseconds(30))
        #expect(report.rows.map(\.what) == ["get, 1000 owners", "set, 1000 owners", "insert, read, remove"])
        for row in report.rows {
            #expect(row.ours != nil, "\(row.what): no figure for \(row.oursName)")
            #expect(row.peer != nil, "\(row.what): no figure for \(row.peerName)")
            #expect(row.problem == nil, "\(row.what): \(row.problem ?? "")")
        }
    }

    @Test func everyContenderCountsWhatItDid() {
        for row in SideTableLesson.benchRows(owners: 10) {
            #expect(row.ours.run(25) == 25, "\(row.what): \(row.ours.name)")
            #expect(row.peer.run(25) == 25, "\(row.what): \(row.peer.name)")
        }
    }

    @Test func benchIsDeclaredAsTimingRealWork() throws {
        let bench = try #require(SideTableLesson(context: LessonContext()).commands.first { $0.name == "bench" })
        #expect(bench.measuresTime)
    }

    @Test func benchTakesNoArguments() {
        let (text, failed) = openLesson().run("bench now")
        #expect(failed)
        #expect(text.contains("'now'"))
    }
}
