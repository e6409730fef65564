import LessonKit
import OpenCombine

/// `bench`: the lesson's `ReplaySubject` timed against OpenCombine's subjects (Combine's
/// open-source twin, which stands in for Combine here), on the learner's machine.
extension InputOutputLesson {
    var benchCommand: LessonCommand {
        LessonCommand(
            "bench",
            summary: "time ReplaySubject against \(Self.subjectsModule)'s own subjects",
            measuresTime: true
        ) { arguments in
            try arguments.expectAtMost(0)
            print("Timing a send to 1 and 10 sinks: ReplaySubject(.once), \(Self.subjectsModule)'s, about 2 s...")
            print(LiveCosts.measure(Self.benchRows()).rendered)
        }
    }

    /// Whose subjects `bench` times: `OpenCombine` here, `Combine` where the lesson imports Apple's.
    static let subjectsModule = String(String(reflecting: PassthroughSubject<Int, Never>.self).prefix { $0 != "." })

    /// What `bench` measures. Every sink bumps one counter, and each contender answers how many
    /// sends all its sinks received: what the counter proves, not what was asked.
    static func benchRows() -> [CostRow] {
        var rows: [CostRow] = []
        for count in [1, 10] {
            let what = count == 1 ? "1 sink" : "\(count) sinks"
            rows.append(CostRow(
                what,
                ours: contender("ReplaySubject", count) { ReplaySubject<Int, Never>(.once) },
                peer: contender("PassthroughSubject", count) { PassthroughSubject<Int, Never>() }
            ))
            rows.append(CostRow(
                what,
                ours: contender("ReplaySubject", count) { ReplaySubject<Int, Never>(.once) },
                peer: contender("CurrentValueSubject", count) { CurrentValueSubject<Int, Never>(0) }
            ))
        }
        return rows
    }

    /// What the sinks add to.
    final class Tally {
        var received = 0
    }

    static func contender<Measured: Subject>(
        _ name: String, _ count: Int, _ make: () -> Measured
    ) -> Contender where Measured.Output == Int, Measured.Failure == Never {
        let subject = make()
        let tally = Tally()
        let sinks = (0..<count).map { _ in subject.sink { [tally] value in tally.received += value } }
        return Contender(name) { iterations in
            tally.received = 0
            for _ in 0..<iterations { subject.send(1) }
            return withExtendedLifetime(sinks) { tally.received / count }
        }
    }
}
