import ConsoleViews
import OpenCombine
import LessonKit

extension InputOutputLesson {
    // @step replay-state
    func replayState(_ ctx: LessonContext) throws {
        // @snippet step-replay-state
        let subject = ReplaySubject<String, Never>(.custom(2))
        for value in ["a", "b", "c"] { subject.send(value) }
        let one = subject.sink { _ in }
        print("replays \(subject.replay.values) to \(subject.subscriberCount) subscriber")
        one.cancel()
        // @end step-replay-state
    }

    // @step replay-send
    func replaySend(_ ctx: LessonContext) throws {
        // @snippet step-replay-send
        let subject = ReplaySubject<Int, Never>(.none)
        let echo = subject.sink { value in
            print("got", value)
            // Sends from inside its own `receive`: queued, delivered after this returns.
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
        let slow = ConsoleSubscriber<String, any Error>("slow", log: log, demand: .max(1))
        subject.subscribe(slow)
        subject.subscribe(ConsoleSubscriber("eager", log: log))
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

    // @step completable
    func completable(_ ctx: LessonContext) throws {
        // @snippet step-completable
        let feed = FeedVM()
        print("send loaded:", feed.send("a value", to: .loaded) ?? "sent")
        _ = feed.end(.loaded, with: .finished)
        let late = feed.loaded.sink(
            receiveCompletion: { print("a late subscriber hears:", $0) },
            receiveValue: { _ in })
        late.cancel()
        // @end step-completable
    }

    // @step completable-single
    func completableSingle(_ ctx: LessonContext) throws {
        // @snippet step-completable-single
        let feed = FeedVM()
        let plain = PassthroughSubject<String, any Error>()
        let timeline = Timeline()
        timeline.subscribe("loaded early", to: feed.loaded)
        timeline.subscribe("token early", to: feed.token)
        timeline.subscribe("plain early", to: plain)
        timeline.tick()
        print(feed.send("a value", to: .loaded) ?? "sent")
        _ = feed.send("abc123", to: .token)
        plain.send("abc123")
        timeline.tick()
        _ = feed.end(.loaded, with: .finished)
        print(feed.send("second", to: .token) ?? "sent")
        plain.send(completion: .finished)
        timeline.tick()
        timeline.subscribe("loaded late", to: feed.loaded)
        timeline.subscribe("token late", to: feed.token)
        timeline.subscribe("plain late", to: plain)
        timeline.tick()
        timeline.draw("loaded, a Completable; token, a Single; plain, a PassthroughSubject")
        // @end step-completable-single
    }

    // @step single-subject
    func singleSubject(_ ctx: LessonContext) throws {
        // @snippet step-single-subject
        let token = SingleSubject<String>()
        print("succeed abc123:", token.succeed("abc123"))
        print("succeed again:", token.succeed("xyz"))
        print("fail:", token.fail(StreamError("expired")))
        print("replays:", token.replay.values)
        // @end step-single-subject
    }

    // @step complete-helper
    func completeHelper(_ ctx: LessonContext) throws {
        // @snippet step-complete-helper
        let viewModel = ProgressVM()
        let log = ConsoleLog()
        viewModel.filled.subscribe(ConsoleSubscriber("bar", log: log))
        for percent in [40, 100, 120] {
            viewModel.progress.send(percent)
            print("progress \(percent)%:")
            log.flush()
        }
        // @end step-complete-helper
    }

    // @step any-input
    func anyInput(_ ctx: LessonContext) throws {
        // @snippet step-any-input
        let relay = BehaviorRelay(value: "")
        let input = AnyInput(relay)
        input.send("typed by the view")
        print("the relay holds:", relay.value)
        // @end step-any-input
    }

    // @step input-wrappers
    func inputWrappers(_ ctx: LessonContext) throws {
        // @snippet step-input-wrappers
        for property in Mirror(reflecting: SearchVM()).children.prefix(5) {
            print("\(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-input-wrappers
    }

    // @step inputs
    func inputs(_ ctx: LessonContext) throws {
        // @snippet step-inputs
        let viewModel = SearchVM()
        viewModel.query.send("mvvm")
        viewModel.refresh.send(())
        viewModel.scope.send("titles")
        viewModel.submit.send("mvvm")
        viewModel.submit.send(completion: .finished)
        viewModel.submit.send("after the end")
        viewModel.pick.send("first result")
        viewModel.pick.send("second result")
        viewModel.openDetails()
        for line in viewModel.log { print(line) }
        // @end step-inputs
    }

    // @step mutators
    func mutators(_ ctx: LessonContext) throws {
        // @snippet step-mutators
        let viewModel = CharCountVM()
        let subscription = viewModel.charCount.sink { print("charCount:", $0) }
        viewModel.textChanged("MVVM")
        viewModel.textChanged("")
        print("underneath, the relay holds '\(viewModel.text)'")
        subscription.cancel()
        // @end step-mutators
    }

    // @step screen
    func screen(_ ctx: LessonContext) throws {
        // @snippet step-screen
        onMainActor {
            let viewController = GreetingVC(viewModel: GreetingVM())
            viewController.present()
            viewController.nameField.type("Ann")
            viewController.saveTapped()
            print(viewController.render().joined(separator: "\n"))
        }
        // @end step-screen
    }

    // @step refused
    func refused(_ ctx: LessonContext) throws {
        // @snippet step-refused
        onMainActor {
            let viewModel = GreetingVM()
            print("the view sees greeting as", type(of: viewModel.greeting))
            print("and name as", type(of: viewModel.name))
        }
        // @end step-refused
    }

    // @step mapping
    func mapping(_ ctx: LessonContext) throws {
        // @snippet step-mapping
        for property in Mirror(reflecting: AllKindsVM()).children {
            print("\(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-mapping
    }

    // @step replay-attributes
    func replayAttributes(_ ctx: LessonContext) throws {
        // @snippet step-replay-attributes
        let plain = PlainReplaySubject<String, Never>(.once)
        let fast = ReplaySubject<String, Never>(.once)
        for value in ["a", "b"] {
            plain.send(value)
            fast.send(value)
        }
        print("PlainReplaySubject replays", plain.replay.values)
        print("ReplaySubject replays", fast.replay.values)
        // @end step-replay-attributes
    }

    // @step replay-cost
    func replayCost(_ ctx: LessonContext) throws {
        // @snippet step-replay-cost
        /// The same script for either subject: a buffer of one, a subscriber that asks for one
        /// value at a time, then the end.
        func script<Replay: Subject>(_ subject: Replay, named name: String)
        where Replay.Output == String, Replay.Failure == Never {
            let log = ConsoleLog()
            subject.send("a")
            subject.send("b")
            let slow = ConsoleSubscriber<String, Never>("slow", log: log, demand: .max(1))
            subject.subscribe(slow)
            subject.send("c")
            subject.send(completion: .finished)
            print("\(name), slow has asked for one value:")
            log.flush()
            slow.request(5)
            print("then for five more:")
            log.flush()
        }
        script(PlainReplaySubject<String, Never>(.once), named: "PlainReplaySubject")
        script(ReplaySubject<String, Never>(.once), named: "ReplaySubject")
        // @end step-replay-cost
    }
}
