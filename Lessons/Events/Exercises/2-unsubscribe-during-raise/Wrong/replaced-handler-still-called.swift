// wrong: subscribing again puts a new Subscription object in the array without retiring the old one, so a raise under way still calls the replaced handler.
// caught by: whatever the handlers subscribe and unsubscribe, each raise calls exactly who was subscribed when it began and still is
@testable import Events

/// Your event, as the previous exercise left it: subscribers held weakly, called in the order
/// they subscribed, the dead ones skipped and dropped.
final class Event<Args> {
    private final class Subscription {
        let subscriber: Weak<AnyObject>
        /// Called with the subscriber (alive) and the event's arguments.
        let handler: (AnyObject, Args) -> Void
        /// False once unsubscribed: a raise under way holds the same object and sees it.
        var isSubscribed = true

        init(subscriber: Weak<AnyObject>, handler: @escaping (AnyObject, Args) -> Void) {
            self.subscriber = subscriber
            self.handler = handler
        }
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
        guard let index = subscriptions.firstIndex(where: { $0.subscriber == key }) else { return }
        subscriptions.remove(at: index).isSubscribed = false
    }

    /// Calls the handler of every live subscriber, in the order they subscribed.
    func raise(_ args: Args) {
        subscriptions.removeAll { !$0.subscriber.isAlive }
        // `for` walks a copy of the array, taken here: whoever subscribes or unsubscribes from
        // inside a handler changes `subscriptions`, not the copy.
        for subscription in subscriptions {
            guard subscription.isSubscribed, let subscriber = subscription.subscriber.value else { continue }
            subscription.handler(subscriber, args)
        }
    }

    /// How many subscriptions the event keeps, dead subscribers' included.
    var entryCount: Int { subscriptions.count }
}
