import ConsoleViews
import OpenCombine
import LessonKit

extension InputOutputLesson {
    // @step problem
    func problem(_ ctx: LessonContext) throws {
        // @snippet step-problem
        let viewModel = LeakyVM()
        let view = LeakyView(viewModel: viewModel)
        view.present()
        view.userTapped()
        print(view.render().joined(separator: "\n"))
        print("viewModel.text.value is now '\(viewModel.text.value)'")
        // @end step-problem
    }

    // @step answers
    func answers(_ ctx: LessonContext) throws {
        // @snippet step-answers
        var heard: [String] = []
        let first = PrivateRelayVM()
        let one = first.text.sink { heard.append($0) }
        let second = PropertyVM()
        print("Property: value '\(second.state.value)'")
        let third = ReadWriteVM()
        let two = third.state.publisher.sink { heard.append($0) }
        third.$state.accept("written by the view through $state")
        print("ReadWriteVM.state.value: '\(third.state.value)'")
        let fourth = PublishedVM()
        let three = fourth.$state.sink { heard.append($0) }
        fourth.finish()
        print("PublishedVM.state: '\(fourth.state)', set by PublishedVM itself")
        print("the sinks heard:", heard)
        _ = (one, two, three)
        // @end step-answers
    }

    // @step stream
    func stream(_ ctx: LessonContext) throws {
        // @snippet step-stream
        let viewModel = CounterVM()
        let subscription = viewModel.count.sink { print("count:", $0) }
        viewModel.increment()
        viewModel.increment()
        for property in Mirror(reflecting: viewModel).children {
            print("stored: \(property.label ?? "?"): \(type(of: property.value))")
        }
        subscription.cancel()
        // @end step-stream
    }

    // @step constrained-inits
    func constrainedInits(_ ctx: LessonContext) throws {
        // @snippet step-constrained-inits
        let viewModel = StreamVM()
        for property in Mirror(reflecting: viewModel).children {
            print("\(property.label ?? "?"): \(type(of: property.value))")
        }
        viewModel.fire()
        let log = ConsoleLog()
        viewModel.relayCount.subscribe(ConsoleSubscriber("relayCount", log: log))
        viewModel.subjectCount.subscribe(ConsoleSubscriber("subjectCount", log: log))
        viewModel.events.subscribe(ConsoleSubscriber("events", log: log))
        viewModel.taps.subscribe(ConsoleSubscriber("taps", log: log))
        print("four subscribers, after fire():")
        log.flush()
        viewModel.fire()
        print("fire() again:")
        log.flush()
        // @end step-constrained-inits
    }

    // @step relays
    func relays(_ ctx: LessonContext) throws {
        // @snippet step-relays
        let feed = FeedVM()
        let timeline = Timeline()
        timeline.subscribe("status early", to: feed.status)
        timeline.subscribe("toast early", to: feed.toast)
        for value in ["a", "b"] {
            timeline.tick()
            _ = feed.send(value, to: .status)
            _ = feed.send(value, to: .toast)
        }
        timeline.tick()
        timeline.subscribe("status late", to: feed.status)
        timeline.subscribe("toast late", to: feed.toast)
        timeline.tick()
        _ = feed.send("c", to: .status)
        _ = feed.send("c", to: .toast)
        timeline.tick()
        print("complete status:", feed.end(.status, with: .finished) ?? "done")
        timeline.draw("status, a BehaviorRelay; toast, a PublishRelay")
        // @end step-relays
    }

    // @step subjects
    func subjects(_ ctx: LessonContext) throws {
        // @snippet step-subjects
        let feed = FeedVM()
        let timeline = Timeline()
        timeline.subscribe("title early", to: feed.title)
        timeline.subscribe("alert early", to: feed.alert)
        timeline.tick()
        _ = feed.send("Feed", to: .title)
        _ = feed.send("Offline?", to: .alert)
        timeline.tick()
        _ = feed.end(.title, with: .finished)
        _ = feed.end(.alert, with: .failure(StreamError("no network")))
        timeline.tick()
        _ = feed.send("ignored", to: .title)
        timeline.tick()
        timeline.subscribe("title late", to: feed.title)
        timeline.subscribe("alert late", to: feed.alert)
        timeline.tick()
        timeline.draw("title, a CurrentValueSubject; alert, a PassthroughSubject")
        // @end step-subjects
    }

    // @step replay-subject
    func replaySubject(_ ctx: LessonContext) throws {
        // @snippet step-replay-strategies
        let timeline = Timeline()
        let once = Output.Subject<ReplaySubject<String, any Error>, String>(replay: .once)
        let all = Output.Subject<ReplaySubject<String, any Error>, String>(replay: .all)
        timeline.subscribe(".once early", to: once)
        timeline.subscribe(".all early", to: all)
        for value in ["a", "b"] {
            timeline.tick()
            once.rx.send(value)
            all.rx.send(value)
        }
        timeline.tick()
        timeline.subscribe(".once late", to: once)
        timeline.subscribe(".all late", to: all)
        timeline.tick()
        once.rx.send("c")
        all.rx.send("c")
        timeline.tick()
        once.rx.send(completion: .finished)
        all.rx.send(completion: .finished)
        timeline.tick()
        timeline.subscribe(".once after end", to: once)
        timeline.subscribe(".all after end", to: all)
        timeline.tick()
        timeline.draw("@Output.Subject(replay: .once) and (replay: .all)")
        // @end step-replay-strategies

        // @snippet step-replay-subject
        let log = ConsoleLog()
        let subject = ReplaySubject<String, any Error>(.custom(2))
        for value in ["a", "b", "c"] { subject.send(value) }
        let slow = ConsoleSubscriber<String, any Error>("slow", log: log, demand: .max(1))
        subject.subscribe(slow)
        subject.subscribe(ConsoleSubscriber("eager", log: log))
        print("buffer of 2 after a, b, c; two subscribers, one asking for 1:")
        log.flush()
        subject.send("d")
        subject.send(completion: .failure(StreamError("gone")))
        subject.send("e")
        print("d, an error, then e:")
        log.flush()
        slow.request(1)
        print("slow asks for one more:")
        log.flush()
        slow.request(5)
        print("slow asks for five:")
        log.flush()
        subject.subscribe(ConsoleSubscriber("late", log: log))
        print("a late subscriber:")
        log.flush()
        // @end step-replay-subject
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
        viewModel.filled.subscribe(ConsoleSubscriber("late", log: log))
        print("a late subscriber:")
        log.flush()
        // @end step-complete-helper
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

    // @step mapping
    func mapping(_ ctx: LessonContext) throws {
        // @snippet step-mapping
        for property in Mirror(reflecting: AllKindsVM()).children {
            print("\(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-mapping
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
