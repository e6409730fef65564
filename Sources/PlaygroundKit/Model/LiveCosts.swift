/// What a lesson's `bench` command measures: the lesson's code against its peer, timed on the
/// learner's own machine, right now.
///
/// This is the one place a lesson reads the wall clock. Its figures differ from run to run by
/// design, so a `bench` command is declared with `measuresTime: true`: `playground run`,
/// transcripts, cells, the determinism tests and the fuzzer never run it.
///
/// ```swift
/// let rows = [
///     CostRow("cached singleton resolve",
///             ours: Contender("Container") { n in ... return n },
///             peer: Contender("Swinject") { n in ... return n }),
/// ]
/// print(LiveCosts.measure(rows).rendered)
/// ```
public struct CostRow {
    /// What one operation is: "cached singleton resolve".
    public var what: String
    public var ours: Contender
    public var peer: Contender

    public init(_ what: String, ours: Contender, peer: Contender) {
        self.what = what
        self.ours = ours
        self.peer = peer
    }
}

/// One side of a row: a name and the work, `iterations` operations at a time.
///
/// `run(n)` does `n` operations and returns how many of them it can show really happened (a
/// counter every subscriber bumps, instances that came back from `resolve`). Anything but `n`
/// means the work was not done, or the optimiser dropped it, and the row says so instead of
/// printing a figure that measures nothing.
public struct Contender {
    public var name: String
    public var run: (_ iterations: Int) -> Int

    public init(_ name: String, run: @escaping (_ iterations: Int) -> Int) {
        self.name = name
        self.run = run
    }
}

/// The measured rows, ready to print.
public struct CostReport: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var what: String
        public var oursName: String
        public var peerName: String
        /// Nanoseconds per operation, or nil when the work could not be shown to have happened.
        public var ours: Double?
        public var peer: Double?
        /// Why a figure is missing.
        public var problem: String?

        public init(what: String, oursName: String, peerName: String, ours: Double? = nil, peer: Double? = nil, problem: String? = nil) {
            self.what = what
            self.oursName = oursName
            self.peerName = peerName
            self.ours = ours
            self.peer = peer
            self.problem = problem
        }

        /// ours ÷ peer: below 1, the lesson's code is faster.
        public var ratio: Double? {
            guard let ours, let peer, peer > 0 else { return nil }
            return ours / peer
        }
    }

    public var rows: [Row]
    /// Whether the code measured was built for debugging (`swift run playground`): unoptimised,
    /// so every figure is slower and the ratios can differ from a release build's.
    public var debugBuild: Bool

    public init(rows: [Row], debugBuild: Bool) {
        self.rows = rows
        self.debugBuild = debugBuild
    }

    /// The table with a note on how to read it.
    public var rendered: String {
        var lines: [String] = []
        let header = ["what", "ours", "peer", "ours/peer"]
        var cells: [[String]] = [header]
        for row in rows {
            cells.append([
                row.what,
                "\(row.oursName) \(row.ours.map(Self.format) ?? "—")",
                "\(row.peerName) \(row.peer.map(Self.format) ?? "—")",
                row.ratio.map { Self.formatRatio($0) } ?? "—",
            ])
        }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        for (index, row) in cells.enumerated() {
            var line = row[0].padding(toLength: widths[0])
            for column in 1..<row.count {
                line += "  " + row[column].padded(toLeft: widths[column])
            }
            lines.append(line.trimmingTrailingSpaces)
            if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        for row in rows {
            if let problem = row.problem { lines.append("! \(row.what): \(problem)") }
        }
        lines.append("")
        lines.append("Timed just now on this machine, per operation (the best of several rounds).")
        lines.append("Figures vary from run to run and machine to machine: read the ratios.")
        if debugBuild {
            lines.append("This is a debug build, unoptimised: `swift run -c release playground` gives")
            lines.append("the figures the benchmarks in Benchmarks/ measure.")
        }
        return lines.joined(separator: "\n")
    }

    /// `41 ns`, `1,402 ns`, `2.5 µs` and up.
    static func format(_ nanoseconds: Double) -> String {
        if nanoseconds < 10 { return String(format1: nanoseconds) + " ns" }
        if nanoseconds < 100_000 { return Int(nanoseconds.rounded()).grouped + " ns" }
        if nanoseconds < 100_000_000 { return String(format1: nanoseconds / 1000) + " µs" }
        return String(format1: nanoseconds / 1_000_000) + " ms"
    }

    static func formatRatio(_ ratio: Double) -> String {
        "\(String(format2: ratio))×"
    }
}

/// Times rows of ``CostRow`` within a budget.
public enum LiveCosts {
    /// Measures every row, ours and peer in turns, in about `budget` in all (never much more:
    /// one slow operation is timed once and reported as it is).
    public static func measure(_ rows: [CostRow], budget: Duration = .milliseconds(2000)) -> CostReport {
        let clock = ContinuousClock()
        let rounds = 5
        // Each contender gets an equal share: calibration takes about a fifth of it.
        let share = budget / max(1, rows.count * 2)
        let roundTime = share / (rounds + 2)
        var results: [CostReport.Row] = []
        for row in rows {
            var result = CostReport.Row(what: row.what, oursName: row.ours.name, peerName: row.peer.name)
            var best: [Double?] = [nil, nil]
            var problems: [String] = []
            let contenders = [row.ours, row.peer]
            var iterations = [1, 1]
            // Calibrate: double until one round takes about `roundTime`.
            for side in 0..<2 {
                let contender = contenders[side]
                var n = 1
                while true {
                    var done = 0
                    let elapsed = clock.measure { done = contender.run(n) }
                    if done != n {
                        problems.append("\(contender.name) did \(done) of \(n) operations: not measured")
                        iterations[side] = 0
                        break
                    }
                    if elapsed >= roundTime / 4 || n >= 1 << 26 {
                        let perOperation = elapsed / n
                        best[side] = elapsed.nanoseconds / Double(n)
                        // One operation longer than a round is timed once only: the budget holds.
                        iterations[side] = perOperation > roundTime ? 0 : max(1, Int(roundTime / max(perOperation, .nanoseconds(1))))
                        break
                    }
                    n *= 2
                }
            }
            // Rounds, alternating sides so that a noisy moment hurts both.
            for _ in 0..<rounds {
                for side in 0..<2 where iterations[side] > 0 {
                    let n = iterations[side]
                    var done = 0
                    let elapsed = clock.measure { done = contenders[side].run(n) }
                    guard done == n else { continue }
                    let perOperation = elapsed.nanoseconds / Double(n)
                    best[side] = min(best[side] ?? perOperation, perOperation)
                }
            }
            result.ours = best[0]
            result.peer = best[1]
            result.problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
            results.append(result)
        }
        return CostReport(rows: results, debugBuild: _isDebugAssertConfiguration())
    }
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

private extension String {
    init(format1 value: Double) {
        // Non-negative figures only: a duration, a ratio of two.
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }

    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    func padded(toLeft length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }

    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

private extension Int {
    /// `1402` as `1,402`.
    var grouped: String {
        let digits = String(self)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
