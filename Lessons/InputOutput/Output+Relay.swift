import OpenCombine

extension Output {
    /// `@Output.Relay(value:)` stands on a `BehaviorRelay`, `@Output.Relay()` on a `PublishRelay`.
    // @snippet output-relay-inits
    @propertyWrapper
    public final class Relay<RxProperty: Publisher, Element>:
        Stream<RxProperty, Element, Never>
    where RxProperty.Failure == Never {
        public init(value: Element) where RxProperty == BehaviorRelay<Element> {
            super.init(value: value, BehaviorRelay.self)
        }

        public init() where RxProperty == PublishRelay<Element> {
            super.init(PublishRelay.self)
        }
        // @end output-relay-inits

        public init<Value, Mutated: Publisher>(
            value: Value,
            mutator: (AnyPublisher<Value, Never>) -> Mutated
        ) where RxProperty == BehaviorRelay<Value>, Mutated.Output == Element, Mutated.Failure == Never {
            super.init(BehaviorRelay(value: value), mutator: mutator)
        }

        // A wrapper must declare `wrappedValue` itself: an inherited one does not count.
        override public var wrappedValue: AnyPublisher<Element, Never> { super.wrappedValue }
    }
}
