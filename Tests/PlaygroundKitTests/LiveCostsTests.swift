import PlaygroundKit
import Testing

@Suite struct LiveCostsTests {
    @Test func measuresBothSidesAndTheirRatio() {
        var oursDone = 0
        var peerDone = 0
        let row = CostRow(
            "sum",
            ours: Contender("loop") { n in
                for _ in 0..<n { oursDone &+= 1 }
                return n
            },
            peer: Contender("array") { n in
                let values = Array(repeating: 1, count: n)
                peerDone &+= values.reduce(0, +)
                return values.count
            }
        )
        let report = LiveCosts.measure([row], budget: .milliseconds(40))
        #expect(oursDone > 0 && peerDone > 0, "both sides really ran")
        let measured = report.rows[0]
        #expect(measured.ours != nil && measured.peer != nil)
        #expect(measured.ratio == measured.ours! / measured.peer!)
        #expect(measured.problem == nil)
        #expect(report.rendered.contains("sum"))
        #expect(report.rendered.contains("loop"))
        #expect(report.rendered.contains("read the ratios"))
    }

    @Test func workThatDidNotHappenIsNotReportedAsAFigure() {
        let row = CostRow(
            "lazy",
            ours: Contender("honest") { n in n },
            peer: Contender("dropped") { _ in 0 }
        )
        let report = LiveCosts.measure([row], budget: .milliseconds(20))
        #expect(report.rows[0].peer == nil)
        #expect(report.rows[0].ratio == nil)
        #expect(report.rows[0].problem == "dropped did 0 of 1 operations: not measured")
        #expect(report.rendered.contains("! lazy: dropped did 0 of 1 operations: not measured"))
    }

    @Test func rendersAnAlignedTable() {
        let report = CostReport(rows: [
            .init(what: "cached singleton resolve", oursName: "Container", peerName: "Swinject", ours: 41.2, peer: 1402, problem: nil),
            .init(what: "raise, 100 subscribers", oursName: "Event", peerName: "PassthroughSubject", ours: 15_300, peer: 150_000, problem: nil),
        ], debugBuild: false)
        let lines = report.rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "what                                 ours                         peer  ours/peer")
        #expect(lines[1] == "------------------------  ---------------  ---------------------------  ---------")
        #expect(lines[2] == "cached singleton resolve  Container 41 ns            Swinject 1,402 ns      0.03×")
        #expect(lines[3] == "raise, 100 subscribers    Event 15,300 ns  PassthroughSubject 150.0 µs      0.10×")
        #expect(!report.rendered.contains("debug build"))
        #expect(CostReport(rows: [], debugBuild: true).rendered.contains("debug build"))
    }
}
