import PlaygroundKit
import Testing
@testable import Events

/// `bench` and what it measures. Never its figures: they are wall-clock times.
@Suite struct BenchTests: RecordingSuite {
    let log = Log()
    let kept = KeepAlive()

    @Test func benchIsTheOneCommandThatTimesRealWork() throws {
        let commands = EventsLesson(context: LessonContext()).commands
        #expect(commands.filter(\.measuresTime).map(\.name) == ["bench"])
    }

    @Test func everyRowGetsBothFiguresAndNoProblem() {
        let report = LiveCosts.measure(EventsLesson.benchRows(), budget: .milliseconds(30))
        #expect(report.rows.map(\.what) == [
            "raise, 1 subscriber", "raise, 10 subscribers", "raise, 100 subscribers",
            "raise, 1 subscriber", "raise, 10 subscribers", "raise, 100 subscribers",
            "raise, 10 subscribers",
        ])
        #expect(report.rows.map(\.peerName) == [
            "PassthroughSubject", "PassthroughSubject", "PassthroughSubject",
            "closure array", "closure array", "closure array",
            "article's raise",
        ])
        for row in report.rows {
            #expect(row.ours != nil, "\(row.what) against \(row.peerName): no figure for \(row.oursName)")
            #expect(row.peer != nil, "\(row.what): no figure for \(row.peerName)")
            #expect(row.problem == nil)
        }
    }

    @Test func everyContenderCountsWhatItsSubscribersHeard() {
        for row in EventsLesson.benchRows() {
            #expect(row.ours.run(5) == 5, "\(row.what): \(row.ours.name)")
            #expect(row.peer.run(5) == 5, "\(row.what): \(row.peer.name)")
        }
    }

    @Test func anEventWhoseSubscribersDiedCountsNothing() {
        // What `run` returns is what the handlers did: had the contender let its subscribers go,
        // the row would say so instead of timing raises that call nobody.
        let event = Event<Int>()
        let tally = EventsLesson.Counter()
        event.subscribe(EventsLesson.Counter()) { [tally] _, value in tally.heard += value }
        event.raise(1)
        #expect(tally.heard == 0)
    }

    @Test func benchTakesNoArguments() {
        let (text, failed) = openLesson().run("bench now")
        #expect(failed)
        #expect(text == "error: too many arguments: 'now' and after are not expected\n")
    }

    @Test(arguments: [true, false])
    func theArticlesRaiseCallsWhatRaiseCalls(likeTheArticle: Bool) {
        let subscribers = recorders("a", "b", "c")
        var dead: Recorder? = Recorder("dead", log: log)
        let event = Event<String>()
        event.subscribe(subscribers[0]) { [unowned event] this, value in
            this.hear(value)
            event.unsubscribe(subscribers[1])
        }
        event.subscribe(subscribers[1])
        event.subscribe(dead!)
        event.subscribe(subscribers[2])
        dead = nil
        #expect(event.entries.count == 4)
        if likeTheArticle { event.raiseLikeTheArticle("x") } else { event.raise("x") }
        #expect(log.all == ["a: x", "c: x"])
        // b unsubscribed, and so the dead one went too: `unsubscribe` removes dead entries first.
        #expect(event.entries.count == 2)
    }
}
