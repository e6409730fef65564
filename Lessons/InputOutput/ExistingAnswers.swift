import OpenCombine

// @snippet private-relay-vm
/// Answer 1: a private relay and a public read-only view of it.
final class PrivateRelayVM {
    private let _text = BehaviorRelay(value: "initial text")
    var text: AnyPublisher<String, Never> { _text.eraseToAnyPublisher() }
}
// @end private-relay-vm

/// Answer 2, RxProperty's `Property`: a read-only view of a relay that also has `value`.
final class Property<Element> {
    fileprivate let relay: BehaviorRelay<Element>

    init(_ relay: BehaviorRelay<Element>) { self.relay = relay }

    var value: Element { relay.value }
    var publisher: AnyPublisher<Element, Never> { relay.eraseToAnyPublisher() }
}

// @snippet property-vm
final class PropertyVM {
    private let _state = BehaviorRelay(value: "initial text")
    let state: Property<String>

    init() { state = Property(_state) }
}
// @end property-vm

/// Answer 3, the Medium article's `@ReadWrite`: one declaration; `$state` is the relay.
// @snippet read-write
@propertyWrapper
final class ReadWrite<Element> {
    let wrappedValue: Property<Element>

    init(wrappedValue: Property<Element>) {
        self.wrappedValue = wrappedValue
    }

    var projectedValue: BehaviorRelay<Element> { wrappedValue.relay }
}

final class ReadWriteVM {
    @ReadWrite var state = Property(BehaviorRelay(value: "initial text"))
}
// @end read-write

// @snippet published-vm
/// Answer 4, Combine's own: `@Published private(set)`. Outsiders read
/// `state` and subscribe to `$state`; they can set neither.
final class PublishedVM {
    @Published private(set) var state = "initial text"

    func finish() { state = "done" }
}
// @end published-vm
