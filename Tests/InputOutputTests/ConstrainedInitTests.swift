import OpenCombine
import Testing
@testable import InputOutput

/// The article's constrained initialisers and its Completable helper.
@Suite struct ConstrainedInitTests {
    @Test func theNamedTypeIsTheOneBuilt() {
        let types = Mirror(reflecting: StreamVM()).children.map { "\($0.label ?? ""): \(type(of: $0.value))" }
        #expect(types == [
            "_relayCount: Stream<BehaviorRelay<Int>, Int, Never>",
            "_subjectCount: Stream<CurrentValueSubject<Int, Error>, Int, Error>",
            "_events: Stream<PassthroughSubject<String, Error>, String, Error>",
            "_taps: Stream<PublishRelay<String>, String, Never>",
        ])
    }

    @Test func behaviorKindsStartFromTheirValuePublishKindsEmpty() {
        let viewModel = StreamVM()
        let relay = Recorder<Int, Never>()
        let subject = Recorder<Int, any Error>()
        let events = Recorder<String, any Error>()
        let taps = Recorder<String, Never>()
        viewModel.relayCount.subscribe(relay)
        viewModel.subjectCount.subscribe(subject)
        viewModel.events.subscribe(events)
        viewModel.taps.subscribe(taps)
        #expect(relay.values == [0] && subject.values == [0])
        #expect(events.values.isEmpty && taps.values.isEmpty)
        viewModel.fire()
        #expect(relay.values == [0, 1] && subject.values == [0, 1])
        #expect(events.values == ["opened"] && taps.values == ["tap"])
    }

    @Test func combineSubjectsGainTheArticlesInits() {
        let behavior = CurrentValueSubject<String, Never>(value: "first")
        #expect(behavior.value == "first")
        let stream = Output.Stream<CurrentValueSubject<Int, Never>, Int, Never>(value: 7, CurrentValueSubject.self)
        #expect(stream.rx.value == 7)
        let publish = Output.Stream<PassthroughSubject<Int, Never>, Int, Never>(PassthroughSubject.self)
        let recorder = Recorder<Int, Never>()
        publish.wrappedValue.subscribe(recorder)
        publish.rx.send(3)
        #expect(recorder.values == [3])
    }

    @Test func theWrappersStandOnTheConstrainedInits() {
        #expect(Output.Relay<BehaviorRelay<Int>, Int>(value: 4).rx.value == 4)
        #expect(Output.Subject<CurrentValueSubject<Int, any Error>, Int>(value: 5).rx.value == 5)
        let input = Input.Relay<BehaviorRelay<Int>, Int>(value: 1)
        input.wrappedValue.send(2)
        #expect(input.rx.value == 2)
        let taps = Input.Relay<PublishRelay<Int>, Int>()
        let recorder = Recorder<Int, Never>()
        taps.rx.subscribe(recorder)
        taps.wrappedValue.send(9)
        #expect(recorder.values == [9])
    }

    // MARK: complete()

    @Test func theFirstValueFinishesTheCompletable() {
        let viewModel = ProgressVM()
        let bar = Recorder<Never, any Error>()
        viewModel.filled.subscribe(bar)
        viewModel.progress.send(40)
        #expect(bar.ends.isEmpty)
        viewModel.progress.send(100)
        viewModel.progress.send(120)
        #expect(bar.ends == ["finished"])
        let late = Recorder<Never, any Error>()
        viewModel.filled.subscribe(late)
        #expect(late.ends == ["finished"])
    }

    @Test(arguments: [
        (Subscribers.Completion<any Error>.finished, "upstream finished"),
        (.failure(StreamError("upstream failed")), "upstream failed"),
    ])
    func anyEndOfTheBoundStreamFinishesIt(end: Subscribers.Completion<any Error>, label: String) {
        let completable = Output.Completable()
        let upstream = PassthroughSubject<String, any Error>()
        upstream.subscribe(completable.complete())
        let recorder = Recorder<Never, any Error>()
        completable.wrappedValue.subscribe(recorder)
        upstream.send(completion: end)
        #expect(recorder.ends == ["finished"], "\(label): as in the article, any event completes it")
    }

    @Test func itAsksForOneValueOnly() {
        let completable = Output.Completable()
        var requested: [Subscribers.Demand] = []
        let upstream = PassthroughSubject<Int, Never>()
        upstream.handleEvents(receiveRequest: { requested.append($0) }).subscribe(completable.complete())
        #expect(requested == [.max(1)])
    }

    @Test func theBindingDoesNotKeepTheCompletableAlive() {
        let upstream = PassthroughSubject<Int, Never>()
        weak var probe: PassthroughSubject<Never, any Error>?
        do {
            let completable = Output.Completable()
            probe = completable.rx
            upstream.subscribe(completable.complete())
        }
        #expect(probe == nil)
        upstream.send(1)
    }
}
