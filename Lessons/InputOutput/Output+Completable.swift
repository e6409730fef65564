import OpenCombine

// @snippet output-completable
extension Output {
    /// Only an end: it finishes or fails, with no values (`Never`). It stands on a replay
    /// subject that keeps no values, so a late subscriber still learns how it ended.
    @propertyWrapper
    public final class Completable: Stream<ReplaySubject<Never, any Error>, Never, any Error> {
        public init() {
            super.init(ReplaySubject(.none), mutator: { $0 })
        }

        override public var wrappedValue: AnyPublisher<Never, any Error> { super.wrappedValue }
    }

    /// One value or an error, once.
    @propertyWrapper
    public final class Single<Element>: Stream<SingleSubject<Element>, Element, any Error> {
        public init() {
            super.init(SingleSubject(), mutator: { $0 })
        }

        override public var wrappedValue: AnyPublisher<Element, any Error> { super.wrappedValue }
    }
}
// @end output-completable
