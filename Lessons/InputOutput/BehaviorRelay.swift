import OpenCombine

/// RxSwift's `BehaviorRelay`: a current value and its changes. A relay has no `send(completion:)`:
/// it never completes and never fails, so a screen bound to it never goes dead.
// @snippet behavior-relay-accept
public final class BehaviorRelay<Element>: Publisher, RelayAcceptable {
    public typealias Output = Element
    public typealias Failure = Never

    private let subject: CurrentValueSubject<Element, Never>

    public init(value: Element) {
        subject = CurrentValueSubject(value)
    }

    public var value: Element { subject.value }

    public func accept(_ value: Element) {
        subject.send(value)
    }

    // @end behavior-relay-accept

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Element, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }
}
