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
        let first = PrivateRelayVM()
        let label = first.text.sink { print("PrivateRelayVM.text:", $0) }
        let second = PropertyVM()
        print("PropertyVM.state.value:", second.state.value)
        label.cancel()
        // @end step-answers
    }

    // @step read-write
    func readWrite(_ ctx: LessonContext) throws {
        // @snippet step-read-write
        let viewModel = ReadWriteVM()
        let label = viewModel.state.publisher.sink { print("the label shows:", $0) }
        viewModel.$state.accept("written by the view through $state")
        label.cancel()
        // @end step-read-write
    }

    // @step published
    func published(_ ctx: LessonContext) throws {
        // @snippet step-published
        let viewModel = PublishedVM()
        let label = viewModel.$state.sink { print("the label shows:", $0) }
        viewModel.finish()
        print("state, once finish() set it:", viewModel.state)
        label.cancel()
        // @end step-published
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
        for property in Mirror(reflecting: StreamVM()).children {
            print("\(property.label ?? "?"): \(type(of: property.value))")
        }
        // @end step-constrained-inits
    }

    // @step stream-vm
    func streamVM(_ ctx: LessonContext) throws {
        // @snippet step-stream-vm
        let viewModel = StreamVM()
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
        // @end step-stream-vm
    }

    // @step behavior-relay
    func behaviorRelay(_ ctx: LessonContext) throws {
        // @snippet step-behavior-relay
        let status = BehaviorRelay(value: "idle")
        let toast = PublishRelay<String>()
        status.accept("busy")
        toast.accept("sent before anyone listened")
        let label = status.sink { print("status:", $0) }
        let banner = toast.sink { print("toast:", $0) }
        toast.accept("saved")
        _ = (label, banner)
        // @end step-behavior-relay
    }

    // @step output-relay
    func outputRelay(_ ctx: LessonContext) throws {
        // @snippet step-output-relay
        let feed = FeedVM()
        let label = feed.status.sink { print("status:", $0) }
        _ = feed.send("busy", to: .status)
        print("complete status:", feed.end(.status, with: .finished) ?? "done")
        label.cancel()
        // @end step-output-relay
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
    }
}
