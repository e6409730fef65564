// right: keeps structs with a number each; a raise copies the numbers and looks each one up in the live array before calling it
@testable import Events

/// Your event: subscribers held weakly, called in the order they subscribed, the dead ones
/// skipped and dropped. A raise calls the subscribers there were when it started, except those
/// unsubscribed since: once `unsubscribe` returns, no raise calls that handler again.
final class Event<Args> {
    private struct Subscription {
        /// Never used twice: a subscriber that unsubscribes and subscribes again gets a new one.
        let number: Int
        let subscriber: Weak<AnyObject>
        var handler: (AnyObject, Args) -> Void
    }

    private var subscriptions: [Subscription] = []
    private var lastNumber = 0

    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        handler: @escaping (Subscriber, Args) -> Void
    ) {
        let key = Weak<AnyObject>(subscriber)
        let call: (AnyObject, Args) -> Void = { object, args in handler(object as! Subscriber, args) }
        subscriptions.removeAll { !$0.subscriber.isAlive }
        if let index = subscriptions.firstIndex(where: { $0.subscriber == key }) {
            subscriptions[index].handler = call
        } else {
            lastNumber += 1
            subscriptions.append(Subscription(number: lastNumber, subscriber: key, handler: call))
        }
    }

    func unsubscribe(_ subscriber: AnyObject) {
        let key = Weak<AnyObject>(subscriber)
        subscriptions.removeAll { $0.subscriber == key }
    }

    /// Calls the handler of every live subscriber, in the order they subscribed.
    func raise(_ args: Args) {
        subscriptions.removeAll { !$0.subscriber.isAlive }
        // Who was subscribed when the raise began; each is looked up again before its turn.
        let numbers = subscriptions.map(\.number)
        for number in numbers {
            guard let current = subscriptions.first(where: { $0.number == number }),
                  let subscriber = current.subscriber.value else { continue }
            current.handler(subscriber, args)
        }
    }

    /// How many subscriptions the event keeps, dead subscribers' included.
    var entryCount: Int { subscriptions.count }
}
