// expect: error: call to main actor-isolated instance method 'breakCycle()' in a synchronous nonisolated context
// expect: note: calls to instance method 'breakCycle()' from outside of its actor context are implicitly asynchronous
// A cut-down copy: swiftc checks this file alone.
@MainActor final class TempViewModel {
    private var cancellableSet: Set<Int> = []   // Set<AnyCancellable>
    func breakCycle() { cancellableSet.removeAll() }

    // Runs wherever the last reference goes: nonisolated.
    deinit { breakCycle() }
}
