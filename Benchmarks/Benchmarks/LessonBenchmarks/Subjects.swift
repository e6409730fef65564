import Benchmark
import InputOutput
import OpenCombine

// Subjects: the lesson's `ReplaySubject` (a buffer of one, as `.once`) against OpenCombine's
// `PassthroughSubject` and `CurrentValueSubject`, sending to 1 and 10 sinks. Every sink bumps a
// tally; an iteration checks that every sink got every value.

func registerSubjects() {
    for sinks in [1, 10] {
        let label = sinks == 1 ? "1 sink" : "\(sinks) sinks"
        Benchmark("Subjects \(label): ReplaySubject send") { (benchmark: Benchmark, state: Subscribed<ReplaySubject<Int, Never>>) in
            raiseAndCheck(benchmark, tallies: state.tallies) { state.source.send($0) }
        } setup: {
            let subject = ReplaySubject<Int, Never>(bufferSize: 1)
            subject.send(-1)
            return sinking(subject, sinks: sinks)
        }

        Benchmark("Subjects \(label): PassthroughSubject send") { (benchmark: Benchmark, state: Subscribed<PassthroughSubject<Int, Never>>) in
            raiseAndCheck(benchmark, tallies: state.tallies) { state.source.send($0) }
        } setup: {
            sinking(PassthroughSubject<Int, Never>(), sinks: sinks)
        }

        Benchmark("Subjects \(label): CurrentValueSubject send") { (benchmark: Benchmark, state: Subscribed<CurrentValueSubject<Int, Never>>) in
            raiseAndCheck(benchmark, tallies: state.tallies) { state.source.send($0) }
        } setup: {
            sinking(CurrentValueSubject<Int, Never>(-1), sinks: sinks)
        }
    }
}
