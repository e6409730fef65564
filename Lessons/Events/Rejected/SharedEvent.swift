// expect: error: capture of 'event' with non-Sendable type 'Event<Int>' in a '@Sendable' closure
// expect: note: generic class 'Event' does not conform to the 'Sendable' protocol
// app: error: call to main actor-isolated instance method 'raise' in a synchronous nonisolated context
// app: note: calls to instance method 'raise' from outside of its actor context are implicitly asynchronous
import Foundation

// The article's event, cut down to its raise.
final class Event<Args> {
    private var handlers: [ObjectIdentifier: (Args) -> Void] = [:]
    func raise(_ args: Args) { handlers.values.forEach { $0(args) } }
}

func raiseOnManyThreads(_ event: Event<Int>) {
    DispatchQueue.concurrentPerform(iterations: 1000) { event.raise($0) }
}
