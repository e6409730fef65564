import OpenCombine
import LessonKit

/// The steps after the replay subject: the Completable and the Single.
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
}
