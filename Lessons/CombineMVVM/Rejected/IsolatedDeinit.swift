// expect: error: call to main actor-isolated instance method 'breakCycle()' in a synchronous nonisolated context
// expect: note: calls to instance method 'breakCycle()' from outside of its actor context are implicitly asynchronous
// A cut-down copy: swiftc checks this file alone.
final class AnyCancellable: Hashable {
    static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    func hash(into hasher: inout Hasher) {}
}

@MainActor final class TempViewModel {
    private var cancellableSet: Set<AnyCancellable> = []
    func breakCycle() { cancellableSet.removeAll() }

    // Runs wherever the last reference goes: nonisolated.
    deinit { breakCycle() }
}
