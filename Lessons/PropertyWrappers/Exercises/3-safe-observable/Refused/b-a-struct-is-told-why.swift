// check: a struct that tries @SafeObservable is told why
// expect: 'wrappedValue' is unavailable:
// otherwise: a struct with a @SafeObservable property compiled: mark wrappedValue @available(*, unavailable, message: ...) so that only classes can use the wrapper, as @Published does
struct PlayerSettings {
    @SafeObservable var volume = 5
}
