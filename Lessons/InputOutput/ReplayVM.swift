import OpenCombine

/// Both of the article's replay strategies as outputs of one view model: what a subscriber gets
/// from each, early, late, and after the end.
final class ReplayVM {
    // @snippet replay-vm
    @Output.Subject(replay: .once) var once: AnyPublisher<String, any Error>
    @Output.Subject(replay: .all) var all: AnyPublisher<String, any Error>
    // @end replay-vm

    /// Sends `value` into both.
    func send(_ value: String) {
        _once.rx.send(value)
        _all.rx.send(value)
    }

    /// Ends both.
    func finish() {
        _once.rx.send(completion: .finished)
        _all.rx.send(completion: .finished)
    }
}
