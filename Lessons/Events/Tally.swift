import Synchronization

/// A subscriber that counts the raises it hears and adds up their values. Many threads call
/// it at once, so its counters are atomic, and it is `Sendable` without a promise.
final class Tally: Sendable {
    let name: String
    private let calls = Atomic(0)
    private let sum = Atomic(0)

    init(name: String) {
        self.name = name
    }

    func record(_ value: Int) {
        calls.add(1, ordering: .relaxed)
        sum.add(value, ordering: .relaxed)
    }

    /// Read after the threads are done.
    var totals: (calls: Int, sum: Int) {
        (calls.load(ordering: .relaxed), sum.load(ordering: .relaxed))
    }
}
