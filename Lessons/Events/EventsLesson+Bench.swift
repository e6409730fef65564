import LessonKit
import OpenCombine

/// `bench`: the lesson's `Event` timed against Combine's `PassthroughSubject` (OpenCombine
/// here), against the array of closures step 1 started from, and against the article's shape of
/// `raise` (step 19), on the learner's machine.
extension EventsLesson {
    var benchCommand: LessonCommand {
        LessonCommand(
            "bench",
            summary: "time raise against PassthroughSubject and closures",
            measuresTime: true
        ) { arguments in
            try arguments.expectAtMost(0)
            print("Timing one raise (or send) to 1, 10 and 100 subscribers, about 2 s...")
            print(LiveCosts.measure(Self.benchRows()).rendered)
        }
    }

    /// What `bench` measures. Every handler bumps one counter, and each contender answers how
    /// many raises all its subscribers heard: what the counter proves, not what was asked.
    static func benchRows() -> [CostRow] {
        var rows: [CostRow] = []
        for count in [1, 10, 100] {
            let what = count == 1 ? "raise, 1 subscriber" : "raise, \(count) subscribers"
            rows.append(CostRow(what, ours: eventContender(count), peer: subjectContender(count)))
        }
        for count in [1, 10, 100] {
            let what = count == 1 ? "raise, 1 subscriber" : "raise, \(count) subscribers"
            rows.append(CostRow(what, ours: eventContender(count), peer: closureArrayContender(count)))
        }
        rows.append(CostRow(
            "raise, 10 subscribers",
            ours: eventContender(10),
            peer: eventContender(10, name: "article's raise") { $0.raiseLikeTheArticle($1) }
        ))
        return rows
    }

    /// A subscriber that counts what it hears.
    final class Counter {
        var heard = 0
    }

    static func eventContender(
        _ count: Int,
        name: String = "Event",
        raise: @escaping (Event<Int>, Int) -> Void = { $0.raise($1) }
    ) -> Contender {
        let event = Event<Int>()
        let tally = Counter()
        // The event holds its subscribers weakly: the contender holds them.
        let subscribers = (0..<count).map { _ in Counter() }
        for subscriber in subscribers {
            event.subscribe(subscriber) { [tally] _, value in tally.heard += value }
        }
        return Contender(name) { iterations in
            tally.heard = 0
            for _ in 0..<iterations { raise(event, 1) }
            return withExtendedLifetime(subscribers) { tally.heard / count }
        }
    }

    static func subjectContender(_ count: Int) -> Contender {
        let subject = PassthroughSubject<Int, Never>()
        let tally = Counter()
        let sinks = (0..<count).map { _ in subject.sink { [tally] value in tally.heard += value } }
        return Contender("PassthroughSubject") { iterations in
            tally.heard = 0
            for _ in 0..<iterations { subject.send(1) }
            return withExtendedLifetime(sinks) { tally.heard / count }
        }
    }

    static func closureArrayContender(_ count: Int) -> Contender {
        var changed = ClosureList<Int>()
        let tally = Counter()
        for _ in 0..<count {
            changed += { [tally] value in tally.heard += value }
        }
        return Contender("closure array") { [changed] iterations in
            tally.heard = 0
            for _ in 0..<iterations { changed.raise(1) }
            return tally.heard / count
        }
    }
}
