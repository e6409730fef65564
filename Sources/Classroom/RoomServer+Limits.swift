import Foundation

/// What keeps a client from flooding the room: a request rate per address.
extension RoomServer {
    /// Whether `client` may make a request now (a token bucket per address).
    func admit(_ client: String) -> Bool {
        let now = clock.now
        return hub.withLock { hub in
            if hub.buckets.count > 10_000 { hub.buckets = hub.buckets.filter { $0.value.last.duration(to: now) < .seconds(60) } }
            var bucket = hub.buckets[client] ?? Hub.Bucket(tokens: configuration.burst, last: now)
            bucket.tokens = min(configuration.burst, bucket.tokens + bucket.last.duration(to: now).seconds * configuration.perSecond)
            bucket.last = now
            let admitted = bucket.tokens >= 1
            if admitted { bucket.tokens -= 1 }
            hub.buckets[client] = bucket
            return admitted
        }
    }
}
