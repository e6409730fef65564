import OpenCombine

/// The article's five inputs in one view model: the view writes them, only the owner reads.
final class SearchVM {
    /// BehaviorRelay
    @Input.Relay(value: "") var query: AnyInput<String, Never>
    /// PublishRelay
    @Input.Relay() var refresh: AnyInput<Void, Never>
    /// BehaviorSubject
    @Input.Subject(value: "everywhere") var scope: AnyInput<String, any Error>
    /// PublishSubject
    @Input.Subject() var submit: AnyInput<String, any Error>
    /// ReplaySubject: it keeps the last pick for whoever reads it later.
    @Input.Subject(replay: .once) var pick: AnyInput<String, any Error>

    private(set) var log: [String] = []
    private var subscriptions: [AnyCancellable] = []

    // @snippet search-vm-init
    init() {
        listen("query", _query.rx)
        listen("refresh", _refresh.rx.map { "tap" })
        listen("scope", _scope.rx)
        listen("submit", _submit.rx)
    }

    func openDetails() {
        listen("details", _pick.rx)
    }
    // @end search-vm-init

}

extension SearchVM {
    /// Logs what an input brings its owner.
    private func listen<P: Publisher>(_ name: String, _ input: P) where P.Output == String {
        input.sink(
            receiveCompletion: { [weak self] in self?.log.append("\(name) ended: \($0)") },
            receiveValue: { [weak self] in self?.log.append("\(name) got '\($0)'") }
        ).store(in: &subscriptions)
    }
}
