// expect: error: value of type 'ReadOnly<String>' has no member 'send'
// expect: error: '_greeting' is inaccessible due to 'private' protection level
// expect: note: '_greeting' declared here
// expect: error: cannot assign to property: 'greeting' is a get-only property
// Self-contained, so no Combine: a subject that sends, and a read-only view that only subscribes.
final class Subject<Value> {
    private var handlers: [(Value) -> Void] = []
    func send(_ value: Value) { handlers.forEach { $0(value) } }
    func subscribe(_ handler: @escaping (Value) -> Void) { handlers.append(handler) }
}

struct ReadOnly<Value> {
    let sink: (@escaping (Value) -> Void) -> Void
}

@propertyWrapper
final class Relay<Value> {
    let rx = Subject<Value>()
    var wrappedValue: ReadOnly<Value> { ReadOnly(sink: { [rx] in rx.subscribe($0) }) }
}

final class GreetingVM {
    @Relay var greeting: ReadOnly<String>
}

func viewDidLoad(viewModel: GreetingVM) {
    viewModel.greeting.send("written by the view")
    viewModel._greeting.rx.send("written by the view")
    viewModel.greeting = ReadOnly(sink: { _ in })
}
