// wrong: drops the dead before the raise and then force-unwraps, so a subscriber that dies during the raise crashes it
// caught by: a subscriber that dies during a raise, before its turn, is skipped
@testable import Events

/// Your event: the article's `Event<Args>`, with its subscribers in an array so that they are
/// called in the order they subscribed. It holds each subscriber weakly, in a `Weak` box, and
/// hands the handler its subscriber, alive, as the first argument.
final class Event<Args> {
    private struct Subscription {
        let subscriber: Weak<AnyObject>
        /// Called with the subscriber (alive) and the event's arguments.
        let handler: (AnyObject, Args) -> Void
    }

    private var subscriptions: [Subscription] = []

    /// Calls `handler` on every raise, until the subscriber unsubscribes or dies. Subscribing
    /// again replaces the handler.
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        handler: @escaping (Subscriber, Args) -> Void
    ) {
        let key = Weak<AnyObject>(subscriber)
        let subscription = Subscription(subscriber: key) { object, args in
            handler(object as! Subscriber, args)
        }
        if let index = subscriptions.firstIndex(where: { $0.subscriber == key }) {
            subscriptions[index] = subscription
        } else {
            subscriptions.append(subscription)
        }
    }

    func unsubscribe(_ subscriber: AnyObject) {
        let key = Weak<AnyObject>(subscriber)
        subscriptions.removeAll { $0.subscriber == key }
    }

    /// Calls the handler of every live subscriber, in the order they subscribed, and drops the
    /// subscriptions of the dead.
    func raise(_ args: Args) {
        subscriptions.removeAll { !$0.subscriber.isAlive }
        for subscription in subscriptions {
            // Still alive? A handler that ran before may have let the last reference go.
            subscription.handler(subscription.subscriber.value!, args)
        }
    }

    /// How many subscriptions the event keeps, dead subscribers' included.
    var entryCount: Int { subscriptions.count }
}
