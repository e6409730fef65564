import OpenCombine

// @snippet search-vm
/// Inputs: the view writes `query` and `submit`; only the owner can read them.
final class SearchVM {
    @Input.Relay() var query: AnyInput<String, Never>
    @Input.Subject() var submit: AnyInput<String, any Error>

    private(set) var log: [String] = []
    private var subscriptions: [AnyCancellable] = []

    init() {
        _query.rx.sink { [weak self] in self?.log.append("query '\($0)'") }.store(in: &subscriptions)
        _submit.rx.sink(
            receiveCompletion: { [weak self] in self?.log.append("submit ended: \($0)") },
            receiveValue: { [weak self] in self?.log.append("submit '\($0)'") }
        ).store(in: &subscriptions)
    }
}
// @end search-vm
