import Benchmark
import Events
import OpenCombine

// Events: the lesson's `Event<Int>.raise` against OpenCombine's `PassthroughSubject<Int, Never>.send`
// and a plain array of closures, at 1, 10 and 100 subscribers. Every handler bumps a counter; an
// iteration checks that every subscriber heard every raise.

/// What a handler bumps, one per subscriber.
final class Tally {
    var count = 0
}

/// Something to raise or send on, and what its subscribers bump.
struct Subscribed<Source> {
    let source: Source
    let tallies: [Tally]
    /// The Combine subscriptions, kept for as long as the benchmark runs.
    var cancellables: [AnyCancellable] = []
}

/// Raises `opsPerIteration` times, then checks the tallies grew by that much each.
func raiseAndCheck(_ benchmark: Benchmark, tallies: [Tally], raise: (Int) -> Void) {
    let before = tallies.reduce(0) { $0 + $1.count }
    for value in benchmark.scaledIterations {
        raise(value)
    }
    let after = tallies.reduce(0) { $0 + $1.count }
    precondition(after - before == opsPerIteration * tallies.count, "a subscriber missed a raise")
    blackHole(after)
}

func tallies(_ count: Int) -> [Tally] {
    (0..<count).map { _ in Tally() }
}

func registerEvents() {
    for subscribers in [1, 10, 100] {
        let label = subscribers == 1 ? "1 subscriber" : "\(subscribers) subscribers"
        Benchmark("Events \(label): Event raise") { (benchmark: Benchmark, state: Subscribed<Event<Int>>) in
            raiseAndCheck(benchmark, tallies: state.tallies) { state.source.raise($0) }
        } setup: {
            // The event holds its subscribers weakly: the state keeps them alive.
            let state = Subscribed(source: Event<Int>(), tallies: tallies(subscribers))
            for tally in state.tallies {
                state.source.subscribe(tally) { tally, _ in tally.count += 1 }
            }
            return state
        }

        Benchmark("Events \(label): PassthroughSubject send") { (benchmark: Benchmark, state: Subscribed<PassthroughSubject<Int, Never>>) in
            raiseAndCheck(benchmark, tallies: state.tallies) { state.source.send($0) }
        } setup: {
            sinking(PassthroughSubject<Int, Never>(), sinks: subscribers)
        }

        Benchmark("Events \(label): closure array") { (benchmark: Benchmark, state: Subscribed<[(Int) -> Void]>) in
            raiseAndCheck(benchmark, tallies: state.tallies) { value in
                for handler in state.source { handler(value) }
            }
        } setup: {
            let tallies = tallies(subscribers)
            let handlers: [(Int) -> Void] = tallies.map { tally in { _ in tally.count += 1 } }
            return Subscribed(source: handlers, tallies: tallies)
        }
    }
}

/// `subject` with `sinks` sinks, each bumping its own tally, every tally at zero.
func sinking<S: Subject>(_ subject: S, sinks: Int) -> Subscribed<S> where S.Output == Int, S.Failure == Never {
    let tallies = tallies(sinks)
    let cancellables = tallies.map { tally in subject.sink { _ in tally.count += 1 } }
    // A replaying subject delivers what it holds on subscription: start from zero.
    for tally in tallies { tally.count = 0 }
    return Subscribed(source: subject, tallies: tallies, cancellables: cancellables)
}
