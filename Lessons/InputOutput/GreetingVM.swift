import OpenCombine

/// The article's promise kept: inputs the view writes, outputs it reads, one line each.
/// `@MainActor`, as an Xcode 26 app target makes every type by default.
// @snippet greeting-vm
@MainActor final class GreetingVM {
    @Input.Relay(value: "") var name: AnyInput<String, Never>
    @Input.Relay() var saveTapped: AnyInput<Void, Never>

    @Output.Relay(value: "Hello, stranger")
    var greeting: AnyPublisher<String, Never>
    @Output.Relay(value: "", mutator: { $0.map { "\($0.count)/12" } })
    var counter: AnyPublisher<String, Never>
    @Output.Completable var saved: AnyPublisher<Never, any Error>
    // @end greeting-vm

    private var subscriptions: [AnyCancellable] = []

    // @snippet greeting-vm-init
    init() {
        // The owner reads its inputs, and writes its outputs, through `rx`.
        _name.rx.sink { [_greeting, _counter] name in
            let greeting = name.isEmpty ? "Hello, stranger" : "Hello, \(name)"
            _greeting.rx.accept(greeting)
            _counter.rx.accept(name)
        }.store(in: &subscriptions)
        _saveTapped.rx.sink { [_name, _saved] in
            // `_name.rx` is a BehaviorRelay: it holds what was typed last.
            let name = _name.rx.value
            _saved.rx.send(completion: name.isEmpty
                ? .failure(StreamError("no name to save")) : .finished)
        }.store(in: &subscriptions)
    }
    // @end greeting-vm-init
}
