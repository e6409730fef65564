// expect: error: capture of 'event' with non-Sendable type 'Event<Int>' in a '@Sendable' closure
// expect: note: generic class 'Event' does not conform to the 'Sendable' protocol
import Foundation

// The article's event, cut down to its raise.
final class Event<Args> {
    private var handlers: [ObjectIdentifier: (Args) -> Void] = [:]
    func raise(_ args: Args) { handlers.values.forEach { $0(args) } }
}

func raiseOnManyThreads(_ event: Event<Int>) {
    DispatchQueue.concurrentPerform(iterations: 1000) { event.raise($0) }
}
