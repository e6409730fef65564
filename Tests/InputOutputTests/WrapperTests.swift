import OpenCombine
import Testing
@testable import InputOutput

/// The rules of each wrapper, through `FeedVM`'s owner-side methods and what a subscriber hears.
@Suite struct WrapperTests {
    func listen<V, F>(_ publisher: AnyPublisher<V, F>) -> Recorder<V, F> {
        let recorder = Recorder<V, F>()
        publisher.subscribe(recorder)
        return recorder
    }

    @Test func behaviorRelayReplaysItsValueAndNeverEnds() {
        let feed = FeedVM()
        let early = listen(feed.status)
        #expect(feed.send("busy", to: .status) == nil)
        #expect(feed.end(.status, with: .finished)?.contains("never ends") == true)
        #expect(feed.end(.status, with: .failure(StreamError("x")))?.contains("never ends") == true)
        #expect(feed.send("after", to: .status) == nil)
        #expect(early.values == ["idle", "busy", "after"])
        #expect(early.ends.isEmpty)
        #expect(listen(feed.status).values == ["after"])
    }

    @Test func publishRelayGivesOnlyLaterValues() {
        let feed = FeedVM()
        _ = feed.send("lost", to: .toast)
        let recorder = listen(feed.toast)
        _ = feed.send("heard", to: .toast)
        #expect(feed.end(.toast, with: .finished) != nil)
        #expect(recorder.values == ["heard"])
        #expect(recorder.ends.isEmpty)
    }

    @Test func subjectsEndAndLateSubscribersHearOnlyTheEnd() {
        let feed = FeedVM()
        let title = listen(feed.title)
        _ = feed.send("Feed", to: .title)
        #expect(feed.end(.title, with: .failure(StreamError("down"))) == nil)
        _ = feed.send("ignored", to: .title)
        #expect(title.values == ["draft", "Feed"])
        #expect(title.ends == ["failed: down"])
        let late = listen(feed.title)
        #expect(late.values.isEmpty)
        #expect(late.ends == ["failed: down"])
    }

    @Test func replayOutputKeepsTwo() {
        let feed = FeedVM()
        for value in ["a", "b", "c"] { _ = feed.send(value, to: .history) }
        #expect(listen(feed.history).values == ["b", "c"])
        #expect(feed.state(of: .history) == "replays ['b', 'c']")
    }

    @Test func completableHasNoValuesAndHandsItsEndToLateSubscribers() {
        let feed = FeedVM()
        let early = listen(feed.loaded)
        #expect(feed.state(of: .loaded) == "not ended")
        #expect(feed.send("x", to: .loaded) != nil)
        #expect(feed.end(.loaded, with: .finished) == nil)
        #expect(early.values.isEmpty)
        #expect(early.ends == ["finished"])
        #expect(listen(feed.loaded).ends == ["finished"])
        #expect(feed.state(of: .loaded) == "finished")
        let failed = FeedVM()
        _ = failed.end(.loaded, with: .failure(StreamError("no data")))
        #expect(failed.state(of: .loaded) == "failed: no data")
        #expect(listen(failed.loaded).ends == ["failed: no data"])
    }

    @Test func singleGivesOneValueOrOneError() {
        let feed = FeedVM()
        let early = listen(feed.token)
        #expect(feed.send("t1", to: .token) == nil)
        #expect(feed.send("t2", to: .token) != nil)
        #expect(feed.end(.token, with: .failure(StreamError("x"))) != nil)
        #expect(early.values == ["t1"])
        #expect(early.ends == ["finished"])
        let late = listen(feed.token)
        #expect(late.values == ["t1"])
        #expect(late.ends == ["finished"])

        let failing = SingleSubject<Int>()
        #expect(failing.fail(StreamError("no")))
        #expect(!failing.succeed(1))
        let recorder = Recorder<Int, any Error>()
        failing.subscribe(recorder)
        #expect(recorder.values.isEmpty)
        #expect(recorder.ends == ["failed: no"])
        #expect(feed.end(.token, with: .finished) != nil, "a Single does not end without a value")
    }

    @Test func singleSettlesOnceAcrossThreads() async {
        let single = SingleSubject<Int>()
        let recorder = Recorder<Int, any Error>()
        single.subscribe(recorder)
        let wins = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<32 { group.addTask { single.succeed(index) } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(wins == 1)
        #expect(recorder.values.count == 1)
        #expect(recorder.ends == ["finished"])
    }

    @Test func theStoredWrapperHoldsTheUnderlyingType() {
        let types = Mirror(reflecting: FeedVM()).children.map { "\(type(of: $0.value))" }
        #expect(types == [
            "Relay<BehaviorRelay<String>, String>", "Relay<PublishRelay<String>, String>",
            "Subject<CurrentValueSubject<String, Error>, String>", "Subject<PassthroughSubject<String, Error>, String>",
            "Subject<ReplaySubject<String, Error>, String>", "Completable", "Single<String>",
        ])
    }

    @Test func inputsAreWriteOnlyAndReachTheOwner() {
        let viewModel = SearchVM()
        viewModel.query.send("a")
        viewModel.refresh.send(())
        viewModel.scope.send("titles")
        viewModel.submit.send("b")
        viewModel.submit.send(completion: .failure(StreamError("stop")))
        viewModel.submit.send("ignored")
        #expect(viewModel.log == [
            "query got ''", "scope got 'everywhere'",
            "query got 'a'", "refresh got 'tap'", "scope got 'titles'", "submit got 'b'", "submit ended: failure(stop)",
        ])
        // AnyInput is no publisher: nothing outside can subscribe to it.
        #expect(!((viewModel.query as Any) is any Publisher))
    }

    @Test func theDetailsScreenReadsScopeAndTheLastTwoPicksLate() {
        let viewModel = SearchVM()
        for pick in ["first", "second", "third"] { viewModel.pick.send(pick) }
        #expect(!viewModel.log.contains { $0.hasPrefix("details") }, "nobody reads pick before openDetails()")
        viewModel.openDetails()
        #expect(viewModel.log.filter { $0.hasPrefix("details") } == [
            "details: scope got 'everywhere'", "details: pick got 'second'", "details: pick got 'third'",
        ])
        viewModel.pick.send("fourth")
        #expect(viewModel.log.last == "details: pick got 'fourth'")
    }

    /// What each subject input hands a reader that subscribes after the view has written: its
    /// current value (`value:`), its last n (`replay:`), or nothing (`()`). Then each goes on alike.
    @Test func eachSubjectInputHandsALateReaderItsOwnShare() {
        let value = Input.Subject<CurrentValueSubject<String, any Error>, String>(value: "start")
        let replay = Input.Subject<ReplaySubject<String, any Error>, String>(replay: .custom(2))
        let plain = Input.Subject<PassthroughSubject<String, any Error>, String>()
        for input in [value.wrappedValue, replay.wrappedValue, plain.wrappedValue] {
            for text in ["a", "b", "c"] { input.send(text) }
        }
        let readers = (0..<3).map { _ in Recorder<String, any Error>() }
        value.rx.subscribe(readers[0])
        replay.rx.subscribe(readers[1])
        plain.rx.subscribe(readers[2])
        #expect(readers.map(\.values) == [["c"], ["b", "c"], []])
        for input in [value.wrappedValue, replay.wrappedValue, plain.wrappedValue] { input.send("d") }
        #expect(readers.map(\.values) == [["c", "d"], ["b", "c", "d"], ["d"]])
        let fresh = Input.Subject<CurrentValueSubject<String, any Error>, String>(value: "start")
        let first = Recorder<String, any Error>()
        fresh.rx.subscribe(first)
        #expect(first.values == ["start"], "nothing sent yet: a value input hands over the value it was declared with")
    }

    @Test func theFiveInputsStandOnTheFiveKinds() {
        let types = Mirror(reflecting: SearchVM()).children.prefix(5).map { "\($0.label ?? ""): \(type(of: $0.value))" }
        #expect(types == [
            "_query: Relay<BehaviorRelay<String>, String>", "_refresh: Relay<PublishRelay<()>, ()>",
            "_scope: Subject<CurrentValueSubject<String, Error>, String>", "_submit: Subject<PassthroughSubject<String, Error>, String>",
            "_pick: Subject<ReplaySubject<String, Error>, String>",
        ])
    }

    @Test func inputSubjectVariants() {
        let behavior = Input.Subject<CurrentValueSubject<Int, any Error>, Int>(value: 1)
        behavior.wrappedValue.send(2)
        #expect(behavior.rx.value == 2)
        let replay = Input.Subject<ReplaySubject<Int, any Error>, Int>(replay: .once)
        replay.wrappedValue.send(3)
        replay.wrappedValue.send(4)
        #expect(replay.rx.replay.values == [4])
        let relay = Input.Relay<BehaviorRelay<String>, String>(value: "x")
        relay.wrappedValue.send("y")
        #expect(relay.rx.value == "y")
    }

    @Test func anInputDoesNotKeepItsRelayAlive() {
        var relay: PublishRelay<Int>? = PublishRelay()
        weak let probe = relay
        let input = AnyInput(relay!)
        relay = nil
        #expect(probe == nil)
        input.send(1)
    }

    @Test func mutatorChangesTheOutsideType() {
        let viewModel = CharCountVM()
        let recorder = Recorder<Int, Never>()
        viewModel.charCount.subscribe(recorder)
        viewModel.textChanged("MVVM")
        #expect(recorder.values == [9, 4])
        #expect(viewModel.text == "MVVM")
    }

    @Test @MainActor func greetingScreenBindsBothWays() {
        let viewController = GreetingVC(viewModel: GreetingVM())
        viewController.present()
        #expect(viewController.greetingLabel.text == "Hello, stranger")
        viewController.nameField.type("Bo")
        #expect(viewController.greetingLabel.text == "Hello, Bo")
        #expect(viewController.counterLabel.text == "2/12")
        viewController.saveTapped()
        #expect(viewController.statusLabel.text == "saved")

        let empty = GreetingVC(viewModel: GreetingVM())
        empty.present()
        empty.saveTapped()
        #expect(empty.statusLabel.text == "not saved: no name to save")
    }

    @Test func leakyViewCorruptsTheViewModel() {
        let viewModel = LeakyVM()
        let view = LeakyView(viewModel: viewModel)
        view.present()
        view.userTapped()
        #expect(viewModel.text.value == "tap to edit")
    }
}
