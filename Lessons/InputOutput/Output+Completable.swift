import OpenCombine

extension Output {
    /// Only an end: it finishes or fails, with no values (`Never`). It stands on a
    /// `PassthroughSubject`, as the article's stands on a `PublishSubject`: a finished subject
    /// hands its end to late subscribers too, and there is no value to keep.
    // @snippet output-completable-only
    @propertyWrapper
    public final class Completable:
        Stream<PassthroughSubject<Never, any Error>, Never, any Error> {
        public init() {
            super.init(PassthroughSubject.self)
        }

        override public var wrappedValue: AnyPublisher<Never, any Error> {
            super.wrappedValue
        }
    }
    // @end output-completable-only

    /// One value or an error, once. Here a late subscriber must get the value too, not only the
    /// end, so it stands on `SingleSubject`, a replay subject that keeps one value.
    @propertyWrapper
    public final class Single<Element>: Stream<SingleSubject<Element>, Element, any Error> {
        public init() {
            super.init(SingleSubject(), mutator: { $0 })
        }

        override public var wrappedValue: AnyPublisher<Element, any Error> { super.wrappedValue }
    }
}

extension Output.Completable {
    /// The article's `complete()`: a subscriber that binds any stream to this Completable. The
    /// first thing it hears finishes the Completable: a value, or an end of either kind (as in
    /// the article, whose observer completes on any event).
    public func complete<Input, Failure: Error>() -> AnySubscriber<Input, Failure> {
        let rx = rx
        return AnySubscriber(
            // One value is all it needs.
            receiveSubscription: { $0.request(.max(1)) },
            receiveValue: { [weak rx] _ in
                rx?.send(completion: .finished)
                return .none
            },
            receiveCompletion: { [weak rx] _ in rx?.send(completion: .finished) }
        )
    }
}
