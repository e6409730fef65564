@testable import Events

/// Your event, as the previous exercise left it: subscribers held weakly, called in the order
/// they subscribed, the dead ones skipped and dropped.
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

    /// Calls the handler of every live subscriber, in the order they subscribed.
    func raise(_ args: Args) {
        subscriptions.removeAll { !$0.subscriber.isAlive }
        // `for` walks a copy of the array, taken here: whoever subscribes or unsubscribes from
        // inside a handler changes `subscriptions`, not the copy.
        for subscription in subscriptions {
            guard let subscriber = subscription.subscriber.value else { continue }
            // TODO: a subscriber that an earlier handler of this raise unsubscribed is still in
            // the copy, and gets called anyway. Skip it.
            subscription.handler(subscriber, args)
        }
    }

    /// How many subscriptions the event keeps, dead subscribers' included.
    var entryCount: Int { subscriptions.count }
}
