import OpenCombine
import LessonKit

/// The steps after the replay subject: the Completable and the Single, the inputs, mutators, and
/// the mapping from RxSwift.
extension InputOutputLesson {
    // @step completable
    func completable(_ ctx: LessonContext) throws {
        // @snippet step-completable
        let feed = FeedVM()
        let timeline = Timeline()
        timeline.subscribe("loaded early", to: feed.loaded)
        timeline.tick()
        print(feed.send("a value", to: .loaded) ?? "sent")
        _ = feed.end(.loaded, with: .finished)
        timeline.tick()
        timeline.subscribe("loaded late", to: feed.loaded)
        timeline.tick()
        timeline.draw("loaded, a Completable")
        // @end step-completable
    }

    // @step completable-single
    func completableSingle(_ ctx: LessonContext) throws {
        // @snippet step-completable-single
        let feed = FeedVM()
        let plain = PassthroughSubject<String, any Error>()
        let timeline = Timeline()
        timeline.subscribe("token early", to: feed.token)
        timeline.subscribe("plain early", to: plain)
        timeline.tick()
        _ = feed.send("abc123", to: .token)
        plain.send("abc123")
        timeline.tick()
        print(feed.send("second", to: .token) ?? "sent")
        plain.send(completion: .finished)
        timeline.tick()
        timeline.subscribe("token late", to: feed.token)
        timeline.subscribe("plain late", to: plain)
        timeline.tick()
        timeline.draw("token, a Single; plain, a PassthroughSubject")
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
        log.subscribe("bar", to: viewModel.filled)
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
        printStored(SearchVM(), first: 5)
        // @end step-input-wrappers
    }

    // @step inputs
    func inputs(_ ctx: LessonContext) throws {
        // @snippet step-inputs
        let viewModel = SearchVM()
        viewModel.query.send("mvvm")
        viewModel.refresh.send(())
        viewModel.submit.send("mvvm")
        viewModel.submit.send(completion: .finished)
        viewModel.submit.send("after the end")
        for line in viewModel.log { print(line) }
        // @end step-inputs
    }

    // @step late-inputs
    func lateInputs(_ ctx: LessonContext) throws {
        // @snippet step-late-inputs
        let viewModel = SearchVM()
        viewModel.scope.send("authors")
        viewModel.scope.send("titles")
        for pick in ["MVVM", "Rx", "Combine"] { viewModel.pick.send(pick) }
        viewModel.openDetails()
        for line in viewModel.log where line.hasPrefix("details") {
            print(line)
        }
        // @end step-late-inputs
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

    // @step mapping
    func mapping(_ ctx: LessonContext) throws {
        // @snippet step-mapping
        printStored(AllKindsVM())
        // @end step-mapping
    }
}
