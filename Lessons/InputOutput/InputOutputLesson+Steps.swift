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
        print("the sinks heard:", heard)
        _ = (one, two)
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
        let log = ConsoleLog()
        feed.status.subscribe(ConsoleSubscriber("status1", log: log))
        feed.toast.subscribe(ConsoleSubscriber("toast1", log: log))
        print("subscribed to status and toast:")
        log.flush()
        _ = feed.send("loading", to: .status)
        _ = feed.send("3 new posts", to: .toast)
        print("sent 'loading' to status, '3 new posts' to toast:")
        log.flush()
        feed.status.subscribe(ConsoleSubscriber("status2", log: log))
        feed.toast.subscribe(ConsoleSubscriber("toast2", log: log))
        print("a late subscriber to each:")
        log.flush()
        print("complete status:", feed.end(.status, with: .finished) ?? "done")
        // @end step-relays
    }

    // @step subjects
    func subjects(_ ctx: LessonContext) throws {
        // @snippet step-subjects
        let feed = FeedVM()
        let log = ConsoleLog()
        feed.title.subscribe(ConsoleSubscriber("title1", log: log))
        feed.alert.subscribe(ConsoleSubscriber("alert1", log: log))
        _ = feed.send("Feed", to: .title)
        _ = feed.end(.title, with: .finished)
        _ = feed.send("ignored after the end", to: .title)
        _ = feed.send("Offline?", to: .alert)
        _ = feed.end(.alert, with: .failure(StreamError("no network")))
        log.flush()
        feed.title.subscribe(ConsoleSubscriber("title2", log: log))
        feed.alert.subscribe(ConsoleSubscriber("alert2", log: log))
        print("late subscribers, after the end:")
        log.flush()
        // @end step-subjects
    }

    // @step replay-subject
    func replaySubject(_ ctx: LessonContext) throws {
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
        let log = ConsoleLog()
        feed.loaded.subscribe(ConsoleSubscriber("loaded1", log: log))
        feed.token.subscribe(ConsoleSubscriber("token1", log: log))
        print(feed.send("a value", to: .loaded) ?? "sent")
        _ = feed.end(.loaded, with: .finished)
        _ = feed.send("abc123", to: .token)
        print(feed.send("second", to: .token) ?? "sent")
        log.flush()
        let plain = PassthroughSubject<String, any Error>()
        plain.send("abc123")
        plain.send(completion: .finished)
        feed.loaded.subscribe(ConsoleSubscriber("loaded2", log: log))
        feed.token.subscribe(ConsoleSubscriber("token2", log: log))
        plain.subscribe(ConsoleSubscriber("plain", log: log))
        print("late subscribers; plain is a PassthroughSubject that sent 'abc123', then finished:")
        log.flush()
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
        let viewController = GreetingVC(viewModel: GreetingVM())
        viewController.present()
        viewController.nameField.type("Ann")
        viewController.saveTapped()
        print(viewController.render().joined(separator: "\n"))
        // @end step-screen
    }

    // @step mapping
    func mapping(_ ctx: LessonContext) throws {
        // @snippet step-mapping
        for property in Mirror(reflecting: FeedVM()).children {
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
