import OpenCombine
import LessonKit

/// The replay subject's steps: what it does (on the main path), then how (off it: its state,
/// `send`, demand, and what its attributes buy and cost).
extension InputOutputLesson {
    // @step replay-subject
    func replaySubject(_ ctx: LessonContext) throws {
        // @snippet step-replay-subject
        let subject = ReplaySubject<String, Never>(.custom(2))
        for value in ["a", "b", "c"] { subject.send(value) }
        let late = subject.sink { print("a late subscriber gets", $0) }
        subject.send("d")
        // @end step-replay-subject
        late.cancel()
    }

    // @step replay-strategies
    func replayStrategies(_ ctx: LessonContext) throws {
        // @snippet step-replay-strategies
        let viewModel = ReplayVM()
        let timeline = Timeline()
        timeline.subscribe(".once early", to: viewModel.once)
        timeline.subscribe(".all early", to: viewModel.all)
        for value in ["a", "b"] {
            timeline.tick()
            viewModel.send(value)
        }
        timeline.tick()
        timeline.subscribe(".once late", to: viewModel.once)
        timeline.subscribe(".all late", to: viewModel.all)
        timeline.tick()
        viewModel.send("c")
        timeline.tick()
        viewModel.finish()
        timeline.tick()
        timeline.subscribe(".once after end", to: viewModel.once)
        timeline.subscribe(".all after end", to: viewModel.all)
        timeline.tick()
        timeline.draw("@Output.Subject(replay: .once) and (replay: .all)")
        // @end step-replay-strategies
    }

    // @step replay-state
    func replayState(_ ctx: LessonContext) throws {
        // @snippet step-replay-state
        let subject = ReplaySubject<String, Never>(.custom(2))
        for value in ["a", "b", "c"] { subject.send(value) }
        let one = subject.sink { _ in }
        let replayed = subject.replay.values
        print("replays \(replayed) to \(subject.subscriberCount) subscriber")
        one.cancel()
        // @end step-replay-state
    }

    // @step replay-send
    func replaySend(_ ctx: LessonContext) throws {
        // @snippet step-replay-send
        let subject = ReplaySubject<Int, Never>(.none)
        let echo = subject.sink { value in
            print("got", value)
            // Sends from its own `receive`: queued, delivered after it returns.
            if value < 3 { subject.send(value + 1) }
        }
        subject.send(1)
        echo.cancel()
        // @end step-replay-send
    }

    // @step replay-demand
    func replayDemand(_ ctx: LessonContext) throws {
        // @snippet step-replay-demand
        let log = ConsoleLog()
        let subject = ReplaySubject<String, any Error>(.custom(2))
        for value in ["a", "b", "c"] { subject.send(value) }
        let slow = log.subscribe("slow", to: subject, demand: .max(1))
        log.subscribe("eager", to: subject)
        subject.send("d")
        subject.send(completion: .failure(StreamError("gone")))
        print("a buffer of 2 after a, b, c; then d and an error:")
        log.flush()
        slow.request(1)
        print("slow asks for one more:")
        log.flush()
        slow.request(5)
        print("slow asks for five:")
        log.flush()
        // @end step-replay-demand
    }

    // @step replay-attributes
    func replayAttributes(_ ctx: LessonContext) throws {
        // @snippet step-replay-attributes
        let plain = PlainReplaySubject<String, Never>(.once)
        let fast = ReplaySubject<String, Never>(.once)
        for value in ["a", "b"] { plain.send(value) }
        for value in ["a", "b"] { fast.send(value) }
        print("both replay", plain.replay.values, fast.replay.values)
        // @end step-replay-attributes
    }

    // @step replay-cost
    func replayCost(_ ctx: LessonContext) throws {
        // @snippet step-replay-cost
        func script<Replay: Subject>(_ subject: Replay)
        where Replay.Output == String, Replay.Failure == Never {
            subject.send("a")
            subject.send("b")
            let slow = ConsoleLog().subscribe("slow", to: subject, demand: .max(1))
            subject.send("c")
            subject.send(completion: .finished)
            slow.request(5)
            print(Replay.self, "gave slow", slow.values, "and", slow.completion!)
        }
        script(PlainReplaySubject<String, Never>(.once))
        script(ReplaySubject<String, Never>(.once))
        // @end step-replay-cost
    }
}
