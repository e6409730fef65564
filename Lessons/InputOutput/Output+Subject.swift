import OpenCombine

extension Output {
    /// Subjects can end: `CurrentValueSubject` for RxSwift's `BehaviorSubject`,
    /// `PassthroughSubject` for `PublishSubject`, and our `ReplaySubject`. Their failure is
    /// `any Error`, as in RxSwift.
    @propertyWrapper
    public final class Subject<RxProperty: Publisher, Element>: Stream<RxProperty, Element, any Error>
    where RxProperty.Output == Element, RxProperty.Failure == any Error {
        public init(value: Element) where RxProperty == CurrentValueSubject<Element, any Error> {
            super.init(value: value, CurrentValueSubject.self)
        }

        public init() where RxProperty == PassthroughSubject<Element, any Error> {
            super.init(PassthroughSubject.self)
        }

        public init(replay: ReplayStrategy) where RxProperty == ReplaySubject<Element, any Error> {
            super.init(ReplaySubject(replay), mutator: { $0 })
        }

        override public var wrappedValue: AnyPublisher<Element, any Error> { super.wrappedValue }
    }
}
