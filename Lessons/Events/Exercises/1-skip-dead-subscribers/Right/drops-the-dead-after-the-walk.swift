// right: calls the live ones first and drops the dead afterwards, only when the walk met one
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
    /// subscriptions of the dead afterwards, only when the walk met one.
    func raise(_ args: Args) {
        var metTheDead = false
        for subscription in subscriptions {
            if let subscriber = subscription.subscriber.value {
                subscription.handler(subscriber, args)
            } else {
                metTheDead = true
            }
        }
        if metTheDead {
            subscriptions = subscriptions.filter { $0.subscriber.isAlive }
        }
    }

    /// How many subscriptions the event keeps, dead subscribers' included.
    var entryCount: Int { subscriptions.count }
}
