import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// What keeps a client from flooding the room or the teacher's terminal: a request rate per
/// address, and a rate-limited log.
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

    /// One line for the teacher, unless too many came lately: then counted, and the count told
    /// with the next line that may be shown.
    func note(_ text: String) {
        // What a client sent may be in the line: no escape sequences or bells reach the terminal.
        let line = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
        let now = clock.now
        let shown: String? = hub.withLock { hub in
            if hub.logWindowStart.duration(to: now) > configuration.logWindow {
                hub.logWindowStart = now
                hub.logLinesInWindow = 0
            }
            guard hub.logLinesInWindow < configuration.logLines else {
                hub.logSuppressed += 1
                return nil
            }
            hub.logLinesInWindow += 1
            defer { hub.logSuppressed = 0 }
            return hub.logSuppressed > 0 ? "\(line) (and \(hub.logSuppressed) more not shown)" : line
        }
        if let shown { log("room: " + shown) }
    }
}

/// FlyingFox's own errors (a request it cannot parse: garbage on the socket) go to the room's
/// rate-limited log; its chatter does not.
struct RoomLogger: Logging {
    weak var room: RoomServer?

    func logDebug(_ debug: @autoclosure () -> String) {}
    func logInfo(_ info: @autoclosure () -> String) {}
    func logWarning(_ warning: @autoclosure () -> String) {}
    func logError(_ error: @autoclosure () -> String) { room?.note("dropped a connection: " + String(error().prefix(120))) }
    func logCritical(_ critical: @autoclosure () -> String) { room?.note(String(critical().prefix(160))) }
}
