import OpenCombine

/// The root of the outputs, a namespace as in the article (an enum, so nobody makes one).
public enum Output {
    /// Wraps any publisher (`rx`) and shows the outside only a read-only `AnyPublisher` of it.
    /// The compiler names the wrapper's storage `_name` and makes it private: the owner reaches
    /// `_name.rx` to send, nobody else can.
    // @snippet output-stream-core
    @propertyWrapper
    public class Stream<RxProperty: Publisher, Element, Failure: Error> {
        public let rx: RxProperty
        private let stream: AnyPublisher<Element, Failure>

        public var wrappedValue: AnyPublisher<Element, Failure> { stream }
        // @end output-stream-core

        /// `mutator` turns what `rx` publishes into what the outside sees (the mutators step).
        public init<Mutated: Publisher>(
            _ rx: RxProperty,
            mutator: (AnyPublisher<RxProperty.Output, RxProperty.Failure>) -> Mutated
        ) where Mutated.Output == Element, Mutated.Failure == Failure {
            self.rx = rx
            stream = mutator(rx.eraseToAnyPublisher()).eraseToAnyPublisher()
        }

        public convenience init(_ rx: RxProperty) where Element == RxProperty.Output, Failure == RxProperty.Failure {
            self.init(rx, mutator: { $0 })
        }

        /// The article's `@Output.Stream(value: 0, BehaviorRelay.self)`: the caller names the
        /// type, the wrapper builds it. Only a type that starts from a value is accepted here.
        public init(value: RxProperty.Output, _ type: RxProperty.Type)
        where RxProperty: BehaviorPropertyInitializable, Element == RxProperty.Output, Failure == RxProperty.Failure {
            rx = type.init(value: value)
            stream = rx.eraseToAnyPublisher()
        }

        /// `@Output.Stream(PublishRelay.self)`: only a type that starts empty.
        public init(_ type: RxProperty.Type)
        where RxProperty: PublishPropertyInitializable, Element == RxProperty.Output, Failure == RxProperty.Failure {
            rx = type.init()
            stream = rx.eraseToAnyPublisher()
        }
    }
}
