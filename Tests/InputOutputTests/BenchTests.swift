import OpenCombine
import PlaygroundKit
import Testing
@testable import InputOutput

/// `bench`, what it measures, and the plain subject the last step sets beside `ReplaySubject`.
/// Never the figures: they are wall-clock times.
@Suite struct BenchTests {
    @Test func benchIsTheOneCommandThatTimesRealWork() {
        let commands = InputOutputLesson(context: LessonContext()).commands
        #expect(commands.filter(\.measuresTime).map(\.name) == ["bench"])
    }

    @Test func everyRowGetsBothFiguresAndNoProblem() {
        let report = LiveCosts.measure(InputOutputLesson.benchRows(), budget: .milliseconds(30))
        #expect(report.rows.map(\.what) == ["1 sink", "1 sink", "10 sinks", "10 sinks"])
        #expect(report.rows.map(\.oursName) == Array(repeating: "ReplaySubject", count: 4))
        #expect(report.rows.map(\.peerName) == ["PassthroughSubject", "CurrentValueSubject", "PassthroughSubject", "CurrentValueSubject"])
        for row in report.rows {
            #expect(row.ours != nil, "\(row.what): no figure for \(row.oursName)")
            #expect(row.peer != nil, "\(row.what): no figure for \(row.peerName)")
            #expect(row.problem == nil)
        }
    }

    @Test func everyContenderCountsWhatItsSinksReceived() {
        for row in InputOutputLesson.benchRows() {
            #expect(row.ours.run(5) == 5, "\(row.what): \(row.ours.name)")
            #expect(row.peer.run(5) == 5, "\(row.what): \(row.peer.name)")
        }
    }

    @Test func aContenderWhoseSinksAreGoneCountsNothing() {
        // What `run` returns is what the sinks did: a subject nobody listens to proves nothing.
        let subject = ReplaySubject<Int, Never>(.once)
        let tally = InputOutputLesson.Tally()
        subject.sink { [tally] value in tally.received += value }.cancel()
        subject.send(1)
        #expect(tally.received == 0)
    }

    @Test func benchTakesNoArguments() {
        let (text, failed) = openLesson().run("bench now")
        #expect(failed)
        #expect(text == "error: too many arguments: 'now' and after are not expected\n")
    }

    /// One script with demand, a cancel, the end and a late subscriber, on any subject.
    func script<Replay: Subject>(_ subject: Replay) -> [String] where Replay.Output == Int, Replay.Failure == any Error {
        let slow = Recorder<Int, any Error>(demand: .max(1))
        let eager = Recorder<Int, any Error>()
        let quitter = Recorder<Int, any Error>()
        subject.send(1)
        subject.send(2)
        subject.subscribe(slow)
        subject.subscribe(eager)
        subject.subscribe(quitter)
        subject.send(3)
        quitter.cancel()
        subject.send(4)
        slow.request(2)
        subject.send(completion: .failure(StreamError("gone")))
        subject.send(5)
        let late = Recorder<Int, any Error>()
        subject.subscribe(late)
        slow.request(10)
        return [slow, eager, quitter, late].map { "\($0.values) \($0.ends)" }
    }

    @Test(arguments: [ReplayStrategy.none, .once, .custom(2), .all])
    func thePlainSubjectBehavesLikeTheFastOne(strategy: ReplayStrategy) {
        let fast = script(ReplaySubject<Int, any Error>(strategy))
        let plain = script(PlainReplaySubject<Int, any Error>(strategy))
        #expect(plain == fast)
        #expect(fast[3].hasSuffix("[\"failed: gone\"]"), "the late subscriber hears the end")
    }
}
