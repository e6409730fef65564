import OpenCombine

/// The article's five inputs in one view model: the view writes them, only the owner reads.
final class SearchVM {
    // @snippet search-vm-inputs
    @Input.Relay(value: "") var query: AnyInput<String, Never>  // BehaviorRelay
    @Input.Relay() var refresh: AnyInput<Void, Never>  // PublishRelay
    /// BehaviorSubject: a new reader gets its current value first.
    @Input.Subject(value: "everywhere") var scope: AnyInput<String, any Error>
    @Input.Subject() var submit: AnyInput<String, any Error>  // PublishSubject
    /// ReplaySubject: a new reader gets the last two values first.
    @Input.Subject(replay: .custom(2)) var pick: AnyInput<String, any Error>
    // @end search-vm-inputs

    private(set) var log: [String] = []
    private var subscriptions: [AnyCancellable] = []

    // @snippet search-vm-init
    init() {
        listen("query", _query.rx)
        listen("refresh", _refresh.rx.map { "tap" })
        listen("scope", _scope.rx)
        listen("submit", _submit.rx)
    }
    // @end search-vm-init

    // @snippet search-vm-details
    /// The details screen opens later, and only then reads.
    func openDetails() {
        listen("details: scope", _scope.rx)
        listen("details: pick", _pick.rx)
    }
    // @end search-vm-details
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
