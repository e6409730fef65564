// right: no flag: before each call asks whether that very subscription object is still in the array (===)
@testable import Events

/// Your event: subscribers held weakly, called in the order they subscribed, the dead ones
/// skipped and dropped. A raise calls the subscribers there were when it started, except those
/// unsubscribed since: once `unsubscribe` returns, no raise calls that handler again.
final class Event<Args> {
    /// A class, so that a raise under way, which walks a copy of the array, still sees an
    /// unsubscribe that happens after it took the copy.
    private final class Subscription {
        let subscriber: Weak<AnyObject>
        /// Called with the subscriber (alive) and the event's arguments.
        var handler: (AnyObject, Args) -> Void

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
        let call: (AnyObject, Args) -> Void = { object, args in
            handler(object as! Subscriber, args)
        }
        // Dead ones first: a new subscriber may have been born at a dead one's address.
        subscriptions.removeAll { !$0.subscriber.isAlive }
        if let existing = subscriptions.first(where: { $0.subscriber == key }) {
            existing.handler = call
        } else {
            subscriptions.append(Subscription(subscriber: key, handler: call))
        }
    }

    func unsubscribe(_ subscriber: AnyObject) {
        let key = Weak<AnyObject>(subscriber)
        guard let index = subscriptions.firstIndex(where: { $0.subscriber == key }) else { return }
        subscriptions.remove(at: index)
    }

    /// Calls the handler of every live subscriber, in the order they subscribed.
    func raise(_ args: Args) {
        subscriptions.removeAll { !$0.subscriber.isAlive }
        // A copy: who subscribes during this raise hears the next one.
        for subscription in subscriptions {
            // Unsubscribed by an earlier handler of this raise? Then it is no longer in the array.
            guard subscriptions.contains(where: { $0 === subscription }), let subscriber = subscription.subscriber.value else {
                continue
            }
            subscription.handler(subscriber, args)
        }
    }

    /// How many subscriptions the event keeps, dead subscribers' included.
    var entryCount: Int { subscriptions.count }
}
