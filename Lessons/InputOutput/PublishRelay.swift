import OpenCombine

/// RxSwift's `PublishRelay`: values from now on, no current value, no end.
public final class PublishRelay<Element>: Publisher, RelayAcceptable {
    public typealias Output = Element
    public typealias Failure = Never

    private let subject = PassthroughSubject<Element, Never>()

    public init() {}

    public func accept(_ value: Element) {
        subject.send(value)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}
