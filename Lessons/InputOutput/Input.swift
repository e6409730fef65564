import OpenCombine

// @snippet input-stream
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
    }

    @propertyWrapper
    public final class Relay<RxProperty: Publisher & RelayAcceptable, Value>: Stream<RxProperty, Value, Never>
    where RxProperty.Element == Value {
        public init(value: Value) where RxProperty == BehaviorRelay<Value> {
            let relay = BehaviorRelay(value: value)
            super.init(relay, input: AnyInput(relay))
        }

        public init() where RxProperty == PublishRelay<Value> {
            let relay = PublishRelay<Value>()
            super.init(relay, input: AnyInput(relay))
        }

        override public var wrappedValue: AnyInput<Value, Never> { super.wrappedValue }
    }

    @propertyWrapper
    public final class Subject<RxProperty: OpenCombine.Subject, Value>: Stream<RxProperty, Value, any Error>
    where RxProperty.Output == Value, RxProperty.Failure == any Error {
        public init(value: Value) where RxProperty == CurrentValueSubject<Value, any Error> {
            let subject = CurrentValueSubject<Value, any Error>(value)
            super.init(subject, input: AnyInput(subject))
        }

        public init() where RxProperty == PassthroughSubject<Value, any Error> {
            let subject = PassthroughSubject<Value, any Error>()
            super.init(subject, input: AnyInput(subject))
        }

        public init(replay: ReplayStrategy) where RxProperty == ReplaySubject<Value, any Error> {
            let subject = ReplaySubject<Value, any Error>(replay)
            super.init(subject, input: AnyInput(subject))
        }

        override public var wrappedValue: AnyInput<Value, any Error> { super.wrappedValue }
    }
}
// @end input-stream
