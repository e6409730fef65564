import Foundation
import OpenCombine

/// `ReplaySubject` without the attributes that make it fast when called from another module:
/// the same code, line for line, as the lesson would write it if speed were no concern. The
/// lesson's last step runs both and says what the attributes cost. Not used anywhere else.
public final class PlainReplaySubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    public let bufferSize: Int?
    // @unchecked: `lock` guards everything below it. (NSLock rather than Synchronization's
    // Mutex: the thread sanitizer on Linux reports false races on Mutex.)
    private let lock = NSLock()
    private var buffer: [Output] = []
    private var completion: Subscribers.Completion<Failure>?
    // An array, not a set: subscribers hear each value in the order they subscribed.
    private var conduits: [Conduit] = []

    public init(bufferSize: Int?) {
        precondition((bufferSize ?? 0) >= 0, "a buffer cannot have a negative size")
        self.bufferSize = bufferSize
    }

    public convenience init(_ replay: ReplayStrategy) {
        self.init(bufferSize: replay.bufferSize)
    }

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
    // @snippet plain-replay-conduit-state
    private final class Conduit: Subscription, @unchecked Sendable {
        private let lock = NSLock()
        private weak var parent: PlainReplaySubject?
        private var subscriber: AnySubscriber<Output, Failure>?
        private var queue: [Output] = []
        private var head = 0
        private var completion: Subscribers.Completion<Failure>?
        private var demand = Subscribers.Demand.none
        // One thread delivers at a time: no value overtakes another, and a
        // send from `receive` does not recurse. True until `start()`.
        private var delivering = true
        // @end plain-replay-conduit-state

        init(parent: PlainReplaySubject, subscriber: AnySubscriber<Output, Failure>) {
            self.parent = parent
            self.subscriber = subscriber
        }

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

        func request(_ more: Subscribers.Demand) {
            precondition(more > .none, "a subscriber must ask for at least one value")
            lock.withLock { demand += more }
            drain()
        }

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
                    demand -= 1
                    delivering = true
                    lock.unlock()
                    let more = subscriber.receive(value)
                    lock.lock()
                    demand += more
                    delivering = false
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
