import OpenCombine

/// The mirror image of `Output`: the outside gets a write-only `AnyInput`, the owner reads `rx`.
public enum Input {
    @propertyWrapper
    public class Stream<RxProperty: Publisher, Value, Failure: Error> {
        public let rx: RxProperty
        private let input: AnyInput<Value, Failure>

        public var wrappedValue: AnyInput<Value, Failure> { input }

        init(_ rx: RxProperty, input: AnyInput<Value, Failure>) {
            self.rx = rx
            self.input = input
        }

        /// The article's constrained inits, for relays: a type that starts from a value (or
        /// empty) and takes values with `accept`.
        init(value: RxProperty.Output, _ type: RxProperty.Type)
        where RxProperty: BehaviorPropertyInitializable & RelayAcceptable, RxProperty.Element == Value, Failure == Never {
            rx = type.init(value: value)
            input = AnyInput(rx)
        }

        init(_ type: RxProperty.Type)
        where RxProperty: PublishPropertyInitializable & RelayAcceptable, RxProperty.Element == Value, Failure == Never {
            rx = type.init()
            input = AnyInput(rx)
        }
    }

    @propertyWrapper
    public final class Relay<RxProperty: Publisher & RelayAcceptable, Value>: Stream<RxProperty, Value, Never>
    where RxProperty.Element == Value {
        public init(value: Value) where RxProperty == BehaviorRelay<Value> {
            super.init(value: value, BehaviorRelay.self)
        }

        public init() where RxProperty == PublishRelay<Value> {
            super.init(PublishRelay.self)
        }

        override public var wrappedValue: AnyInput<Value, Never> { super.wrappedValue }
    }

    /// Each init fixes `RxProperty` to a concrete subject, so `AnyInput(subject)` knows it can
    /// end. (Inside `Input`, `Subject` means this class: the generic parameter is held to
    /// `Publisher` rather than to Combine's `Subject` spelled with its module name.)
    // @snippet input-subject-inits
    @propertyWrapper
    public final class Subject<RxProperty: Publisher, Value>:
        Stream<RxProperty, Value, any Error>
    where RxProperty.Output == Value, RxProperty.Failure == any Error {
        public init(value: Value)
        where RxProperty == CurrentValueSubject<Value, any Error> {
            let subject = CurrentValueSubject<Value, any Error>(value)
            super.init(subject, input: AnyInput(subject))
        }

        public init(replay: ReplayStrategy)
        where RxProperty == ReplaySubject<Value, any Error> {
            let subject = ReplaySubject<Value, any Error>(replay)
            super.init(subject, input: AnyInput(subject))
        }
        // @end input-subject-inits

        public init() where RxProperty == PassthroughSubject<Value, any Error> {
            let subject = PassthroughSubject<Value, any Error>()
            super.init(subject, input: AnyInput(subject))
        }

        override public var wrappedValue: AnyInput<Value, any Error> { super.wrappedValue }
    }
}
