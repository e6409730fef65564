import Synchronization

/// Connection trouble, for the teacher's terminal, which is projected: counted, and told as one
/// summarising line at most every ``window`` ("room: 3 viewers left, 1,030 connections refused (64
/// connections from one address)"), never a line per socket. What a client sent is never in it.
final class TroubleLog: Sendable {
    enum Event: Hashable, Sendable {
        case viewerLeft
        case followerLeft
        case slowStream
        case connectionRefused(String)
        case streamRefused(String)
        case requestRefused(String)

        /// The words for `count` of them.
        func phrase(_ count: Int) -> String {
            let number = count.formatted(.number.grouping(.automatic).locale(.init(identifier: "en_US")))
            let many = count != 1
            return switch self {
            case .viewerLeft: "\(number) \(many ? "viewers" : "viewer") left"
            case .followerLeft: "\(number) \(many ? "followers" : "follower") lost"
            case .slowStream: "\(number) \(many ? "streams" : "stream") closed for not reading"
            case .connectionRefused(let why): "\(number) \(many ? "connections" : "connection") refused (\(why))"
            case .streamRefused(let why): "\(number) event \(many ? "streams" : "stream") refused (\(why))"
            case .requestRefused(let why): "\(number) \(many ? "requests" : "request") refused (\(why))"
            }
        }
    }

    private struct State {
        var counts: [Event: Int] = [:]
        var order: [Event] = []
    }

    private let state = Mutex(State())
    private let log: @Sendable (String) -> Void

    init(log: @escaping @Sendable (String) -> Void) {
        self.log = log
    }

    func count(_ event: Event) {
        state.withLock { state in
            if state.counts[event] == nil { state.order.append(event) }
            state.counts[event, default: 0] += 1
        }
    }

    /// Tells what was counted since the last line, in one line, if anything was.
    func flush() {
        let line: String? = state.withLock { state in
            defer { state = State() }
            guard !state.order.isEmpty else { return nil }
            return state.order.map { $0.phrase(state.counts[$0] ?? 0) }.joined(separator: ", ")
        }
        if let line { log("room: " + line) }
    }
}
