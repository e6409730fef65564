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
        printStored(viewModel)
        // @end step-stream
        subscription.cancel()
    }

    // @step constrained-inits
    func constrainedInits(_ ctx: LessonContext) throws {
        // @snippet step-constrained-inits
        printStored(StreamVM())
        // @end step-constrained-inits
    }

    // @step stream-vm
    func streamVM(_ ctx: LessonContext) throws {
        // @snippet step-stream-vm
        let viewModel = StreamVM()
        viewModel.fire()
        let log = ConsoleLog()
        log.subscribe("relayCount", to: viewModel.relayCount)
        log.subscribe("subjectCount", to: viewModel.subjectCount)
        log.subscribe("events", to: viewModel.events)
        log.subscribe("taps", to: viewModel.taps)
        print("four subscribers, after fire():")
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
}
