import Foundation
import OpenCombine

/// RxSwift's `ReplaySubject`, which Combine lacks: every subscriber first gets the last
/// `bufferSize` values (all of them when `nil`), then the live ones. After the end, a late
/// subscriber gets the buffer and then the end. Events after the end are ignored.
///
/// Rx pushes; Combine lets each subscriber say how many values it wants (demand). So each
/// subscription keeps a queue of its own for what its subscriber has not asked for yet.
///
/// `PlainReplaySubject` is this code without the attributes that make it fast from other
/// modules (`@inlinable`, `@usableFromInline`, `@exclusivity(unchecked)`); the lesson's last
/// step sets the two side by side.
// @snippet replay-subject-state
public final class ReplaySubject<Output, Failure: Error>:
    Subject, @unchecked Sendable {
    public let bufferSize: Int?
    // @unchecked: `lock` guards everything below it. (NSLock rather than
    // Synchronization's Mutex: the thread sanitizer on Linux reports false
    // races on Mutex.) The lock keeps threads apart (the exclusivity check
    // looks within a thread only); the check, costly from another module,
    // is off on each `var`.
    @usableFromInline let lock = NSLock()
    @usableFromInline @exclusivity(unchecked) var buffer: [Output] = []
    @usableFromInline @exclusivity(unchecked)
    var completion: Subscribers.Completion<Failure>?
    // An array, not a set: values reach subscribers in subscription order.
    @usableFromInline @exclusivity(unchecked) var conduits: [Conduit] = []
    // @end replay-subject-state

    public init(bufferSize: Int?) {
        precondition((bufferSize ?? 0) >= 0, "a buffer cannot have a negative size")
        self.bufferSize = bufferSize
    }

    public convenience init(_ replay: ReplayStrategy) {
        self.init(bufferSize: replay.bufferSize)
    }

    // @snippet replay-subject-send
    @inlinable
    public func send(_ value: Output) {
        let receivers = lock.withLock { () -> [Conduit] in
            guard completion == nil else { return [] }
            buffer.append(value)
            if let bufferSize, buffer.count > bufferSize {
                buffer.removeFirst(buffer.count - bufferSize)
            }
            // Queued under the lock: one order of values for every
            // subscriber, even when two threads send at once.
            for conduit in conduits { conduit.enqueue(value) }
            return conduits
        }
        for conduit in receivers { conduit.drain() }
    }
    // @end replay-subject-send

    public func send(completion: Subscribers.Completion<Failure>) {
        let receivers = lock.withLock { () -> [Conduit] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            for conduit in conduits { conduit.enqueue(completion) }
            return conduits
        }
        for conduit in receivers { conduit.drain() }
    }

    public func send(subscription: Subscription) {
        subscription.request(.unlimited)
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(parent: self, subscriber: AnySubscriber(subscriber))
        lock.withLock {
            for value in buffer { conduit.enqueue(value) }
            if let completion {
                conduit.enqueue(completion)
            } else {
                conduits.append(conduit)
            }
        }
        subscriber.receive(subscription: conduit)
        // Nothing reaches the subscriber before its subscription; from here on it may.
        conduit.start()
    }

    /// What a subscriber arriving now would be replayed, and whether the subject has ended.
    public var replay: (values: [Output], completion: Subscribers.Completion<Failure>?) {
        lock.withLock { (buffer, completion) }
    }

    /// How many subscribers still hear live values.
    public var subscriberCount: Int { lock.withLock { conduits.count } }

    private func remove(_ conduit: Conduit) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// One subscriber's subscription: its queue, its demand, its end.
    @usableFromInline final class Conduit: Subscription, @unchecked Sendable {
        @usableFromInline let lock = NSLock()
        private weak var parent: ReplaySubject?
        @usableFromInline @exclusivity(unchecked) var subscriber: AnySubscriber<Output, Failure>?
        @usableFromInline @exclusivity(unchecked) var queue: [Output] = []
        @usableFromInline @exclusivity(unchecked) var head = 0
        @usableFromInline @exclusivity(unchecked) var completion: Subscribers.Completion<Failure>?
        @usableFromInline @exclusivity(unchecked) var demand = Subscribers.Demand.none
        // One thread delivers at a time, so values never overtake each other and a subscriber
        // that sends into the subject from `receive` does not recurse. True until `start()`.
        @usableFromInline @exclusivity(unchecked) var delivering = true

        init(parent: ReplaySubject, subscriber: AnySubscriber<Output, Failure>) {
            self.parent = parent
            self.subscriber = subscriber
        }

        @inlinable
        func enqueue(_ value: Output) {
            lock.withLock {
                guard subscriber != nil else { return }
                queue.append(value)
            }
        }

        func enqueue(_ completion: Subscribers.Completion<Failure>) {
            lock.withLock { self.completion = completion }
        }

        func start() {
            lock.withLock { delivering = false }
            drain()
        }

        @usableFromInline
        func request(_ more: Subscribers.Demand) {
            precondition(more > .none, "a subscriber must ask for at least one value")
            lock.withLock { demand += more }
            drain()
        }

        @usableFromInline
        func cancel() {
            lock.withLock {
                subscriber = nil
                queue = []
                completion = nil
            }
            parent?.remove(self)
        }

        /// Delivers what the subscriber asked for, then the end once nothing is queued before
        /// it (an end needs no demand).
        @inlinable
        func drain() {
            lock.lock()
            while !delivering, let subscriber {
                if queue.count > head, demand > .none {
                    let value = queue[head]
                    head += 1
                    if head == queue.count {
                        // Emptied, but its memory kept for the next value.
                        queue.removeAll(keepingCapacity: true)
                        head = 0
                    }
                    // @snippet replay-conduit-deliver
                    demand -= 1
                    delivering = true
                    lock.unlock()
                    let more = subscriber.receive(value)
                    lock.lock()
                    demand += more
                    delivering = false
                    // @end replay-conduit-deliver
                } else if head == queue.count, let completion {
                    self.subscriber = nil
                    self.completion = nil
                    lock.unlock()
                    subscriber.receive(completion: completion)
                    return
                } else {
                    break
                }
            }
            lock.unlock()
        }
    }
}
