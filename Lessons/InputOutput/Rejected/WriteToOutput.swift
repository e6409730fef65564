// expect: error: value of type 'AnyPublisher<String, Never>' has no member 'send'
// expect: error: '_greeting' is inaccessible due to 'private' protection level
// expect: note: '_greeting' declared here
// expect: error: cannot assign to property: 'greeting' is a get-only property
// A cut-down copy of what the view sees: swiftc checks this file alone.
struct AnyPublisher<Output, Failure: Error> {}
struct BehaviorRelay<Element> { func accept(_ value: Element) {} }
enum Output {
    @propertyWrapper final class Relay<Element> {
        let rx = BehaviorRelay<Element>()
        var wrappedValue: AnyPublisher<Element, Never> { AnyPublisher() }
        init(value: Element) {}
    }
}

// The lesson's tests compile what follows against the real `Output`.
final class GreetingVM {
    @Output.Relay(value: "Hello") var greeting: AnyPublisher<String, Never>
}
func viewDidLoad(viewModel: GreetingVM, other: GreetingVM) {
    viewModel.greeting.send("written by the view")
    viewModel._greeting.rx.accept("written by the view")
    viewModel.greeting = other.greeting
}
