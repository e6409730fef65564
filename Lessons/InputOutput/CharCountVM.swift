import OpenCombine

// @snippet char-count-vm
/// The article's mutator: a `BehaviorRelay<String>` inside, `Int`s outside.
final class CharCountVM {
    @Output.Relay(value: "some_text", mutator: { $0.map(\.count) })
    var charCount: AnyPublisher<Int, Never>

    func textChanged(_ text: String) {
        _charCount.rx.accept(text)
    }

    var text: String { _charCount.rx.value }
}
// @end char-count-vm
