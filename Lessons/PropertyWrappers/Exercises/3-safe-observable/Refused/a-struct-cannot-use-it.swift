// check: a struct cannot use @SafeObservable, and the compiler's error says why: classes only
// expect: 'wrappedValue' is unavailable:
// otherwise: a struct with a @SafeObservable property compiled, and its writes would go through wrappedValue, which cannot reach an owner or raise safely: mark wrappedValue @available(*, unavailable, message: ...) so that only classes can use the wrapper, as @Published does
struct PlayerSettings {
    @SafeObservable var volume = 5
}
