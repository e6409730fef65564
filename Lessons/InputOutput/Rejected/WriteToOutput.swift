// expect: error: value of type 'AnyPublisher<String, Never>' has no member 'send'
// expect: error: '_greeting' is inaccessible due to 'private' protection level
// expect: note: '_greeting' declared here
// expect: error: cannot assign to property: 'greeting' is a get-only property
// A cut-down copy of what the view sees, under the same names: swiftc checks this file alone.
struct AnyPublisher<Output, Failure: Error> {}

final class BehaviorRelay<Element> {
    init(value: Element) {}
    func accept(_ value: Element) {}
}

enum Output {
    @propertyWrapper
    class Stream<RxProperty, Element, Failure: Error> {
        let rx: RxProperty
        var wrappedValue: AnyPublisher<Element, Failure> { AnyPublisher() }
        init(_ rx: RxProperty) { self.rx = rx }
    }

    @propertyWrapper
    final class Relay<RxProperty, Element>: Stream<RxProperty, Element, Never> {
        init(value: Element) where RxProperty == BehaviorRelay<Element> { super.init(BehaviorRelay(value: value)) }
        override var wrappedValue: AnyPublisher<Element, Never> { super.wrappedValue }
    }
}

// The lesson's tests compile what follows against the real `Output` and OpenCombine.
final class GreetingVM {
    @Output.Relay(value: "Hello, stranger") var greeting: AnyPublisher<String, Never>
}

func viewDidLoad(viewModel: GreetingVM, other: GreetingVM) {
    viewModel.greeting.send("written by the view")
    viewModel._greeting.rx.accept("written by the view")
    viewModel.greeting = other.greeting
}
