import Foundation

/// A .NET-style event: any number of subscribers, each with one handler; `raise(_:)` calls
/// them all.
///
/// The event holds its subscribers weakly and hands each handler its subscriber, alive, as the
/// first argument. So subscribing never keeps a subscriber alive, and a handler needs no
/// `[weak self]`. A dead subscriber is skipped, and its entry removed by the next subscribe,
/// unsubscribe or raise.
///
/// What the article leaves open, decided here:
/// - Order: handlers run in the order their subscribers first subscribed. Subscribing again
///   replaces the handler and keeps the place.
/// - Changes during a raise: a raise calls the subscribers there were when it started. One that
///   unsubscribes meanwhile is skipped; one that subscribes meanwhile waits for the next raise.
/// - A handler may raise the same event: that raise runs to the end, then the outer one goes on.
/// - Threads: any method may be called from any thread. Handlers run on the raising thread.
///
/// `@unchecked Sendable`, because the compiler cannot see that `lock` guards `subscriptions`.
/// What the lock cannot guard is a handler: it runs on whichever thread raises, so raise an
/// event whose handlers touch the UI on the main thread only, and make a handler that several
/// threads may run at once thread-safe itself.
public final class Event<Args>: @unchecked Sendable {
    // @snippet event-storage
    /// Guards `subscriptions` and each `Subscription`'s `var`s; never held
    /// while a handler runs.
    @usableFromInline let lock = NSLock()
    /// In subscription order, which the article's dictionary does not keep.
    @usableFromInline @exclusivity(unchecked)
    var subscriptions: [Subscription] = []
    // @end event-storage

    /// One subscriber's place in line. A class, so that a raise already under way sees an
    /// unsubscribe, or a new handler, that happens after it took its snapshot.
    /// (`@usableFromInline` and `@exclusivity(unchecked)`, here and above, are for `raise`,
    /// which is `@inlinable`: step 21 says why.)
    @usableFromInline final class Subscription {
        let subscriber: Weak<AnyObject>
        /// Calls the handler if the subscriber is alive, and says whether it was. Nil once
        /// unsubscribed.
        @usableFromInline @exclusivity(unchecked) var handler: ((Args) -> Bool)?

        init(subscriber: Weak<AnyObject>, handler: @escaping (Args) -> Bool) {
            self.subscriber = subscriber
            self.handler = handler
        }
    }

    public init() {}

    /// Calls `handler` with the subscriber, alive, on every raise, until the subscriber
    /// unsubscribes or dies. Subscribing again replaces the handler and keeps the place.
    // @snippet event-subscribe-call
    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        handler: @escaping (Subscriber, Args) -> Void
    ) {
        let key = Weak<AnyObject>(subscriber)
        // Holds the subscriber weakly too; the handler, strongly (so it must
        // not capture `self`). Answers whether the subscriber lived: a raise
        // learns who died for free.
        let call: (Args) -> Bool = { [weak subscriber] args in
            guard let subscriber else { return false }
            handler(subscriber, args)
            return true
        }
        // @end event-subscribe-call
        lock.withLock {
            // Dead entries go first: one of them might share the new subscriber's address.
            removeDead()
            // @snippet event-subscribe-place
            if let existing = subscriptions.first(where: { $0.subscriber == key }) {
                existing.handler = call  // subscribed again: new handler, same place
            } else {
                subscriptions.append(Subscription(subscriber: key, handler: call))
            }
            // @end event-subscribe-place
        }
    }

    /// Stops calling the subscriber's handler, from now on: a raise under way skips it too.
    // @snippet event-unsubscribe
    public func unsubscribe(_ subscriber: AnyObject) {
        let key = Weak<AnyObject>(subscriber)
        lock.withLock {
            removeDead()
            let index = subscriptions.firstIndex { $0.subscriber == key }
            guard let index else { return }
            subscriptions.remove(at: index).handler = nil
        }
    }
    // @end event-unsubscribe

    /// Calls every live subscriber's handler with `args`, in order, on this thread.
    // @snippet event-raise
    @inlinable
    public func raise(_ args: Args) {
        // Handlers run outside the lock: they may (un)subscribe, raise.
        let snapshot = lock.withLock { subscriptions }
        var sawDead = false
        // @snippet event-raise-loop
        for subscription in snapshot {
            // Nil if unsubscribed since the raise began.
            lock.lock()
            let handler = subscription.handler
            lock.unlock()
            if let handler, !handler(args) { sawDead = true }
        }
        // Only if a handler said its subscriber has died.
        if sawDead { lock.withLock { removeDead() } }
        // @end event-raise-loop
    }
    // @end event-raise

    /// How many subscribers are alive. Dead ones still waiting to be removed do not count.
    public var subscriberCount: Int {
        lock.withLock { subscriptions.count { $0.subscriber.isAlive } }
    }

    /// Called with `lock` held.
    @usableFromInline func removeDead() {
        subscriptions.removeAll { !$0.subscriber.isAlive }
    }
}

/// The article's conveniences for events that carry nothing: `changed.raise()`, and a handler
/// that takes only the subscriber.
// @snippet event-void
extension Event where Args == Void {
    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        handler: @escaping (Subscriber) -> Void
    ) {
        subscribe(subscriber) { this, _ in handler(this) }
    }

    public func raise() { raise(()) }
}
// @end event-void

// Not part of the event's API: `raise` as the article shapes it, for step 19 and `bench` to set
// beside the real one. Same calls, same order; like the article's, it copies out the entries
// whose subscriber lives before it calls anyone (the closure then asks again), and removes
// nothing.
// @snippet event-raise-article
extension Event {
    func raiseLikeTheArticle(_ args: Args) {
        let alive = lock.withLock {
            subscriptions.filter { $0.subscriber.isAlive }
        }
        for subscription in alive {
            let handler = lock.withLock { subscription.handler }
            _ = handler?(args)
        }
    }
}
// @end event-raise-article

// Not part of the event's API: what the lesson's `subscribers` command and the tests look at.
extension Event {
    /// Every subscriber the event keeps, in the order a raise calls them, dead ones included.
    var entries: [Weak<AnyObject>] {
        lock.withLock { subscriptions.map(\.subscriber) }
    }
}
