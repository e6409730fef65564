import OpenCombine

/// The article's four `Output.Stream`s, its first brick: name the type, the wrapper builds it.
// @snippet stream-vm
final class StreamVM {
    @Output.Stream(value: 0, BehaviorRelay.self)
    var relayCount: AnyPublisher<Int, Never>
    @Output.Stream(value: 0, CurrentValueSubject.self)
    var subjectCount: AnyPublisher<Int, any Error>
    @Output.Stream(PassthroughSubject.self)
    var events: AnyPublisher<String, any Error>
    @Output.Stream(PublishRelay.self)
    var taps: AnyPublisher<String, Never>

    func fire() {
        _relayCount.rx.accept(1)
        _subjectCount.rx.send(1)
        _events.rx.send("opened")
        _taps.rx.accept("tap")
    }
}
// @end stream-vm
