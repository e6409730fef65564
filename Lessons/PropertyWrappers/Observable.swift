import Events

/// The article's "own @Published in 15 lines": `$property` is an `Event` that is raised after
/// every write, with the new value. Its subscribers run while the owner's write is still in
/// progress, so they must not read the property back from the owner (step 9).
///
/// Swift 5.9's Observation module has an `@Observable` macro too (step 24). A file that
/// imports Observation cannot use this wrapper by its short name, so no file here that uses
/// it imports Observation.
// @snippet observable
@propertyWrapper
struct Observable<T> {
    // A class: every copy of the wrapper shares this one event (step 10).
    let projectedValue = Event<T>()

    init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
    }

    var wrappedValue: T {
        didSet { projectedValue.raise(wrappedValue) }
    }
}
// @end observable
